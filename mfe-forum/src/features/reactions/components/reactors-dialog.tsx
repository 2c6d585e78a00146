import { useState } from 'react';
import type { ReactionCount } from '@trailhead/shared-kernel/types';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { Button, Flex, HStack, QueryView, Stack, Text, UserAvatar } from '@trailhead/shared-kernel/ui';
import { Dialog, Portal } from '@trailhead/shared-kernel/ui-overlays';
import { reactionLabel } from '@trailhead/shared-kernel/reactions';
import { usePostReactions } from '../api/reactions-api';
import { UserLink } from '@trailhead/shared-kernel/members';

/** Who reacted to a post (GET /posts/{id}/reactions), all or one reaction at a time. */
export function ReactorsDialog({ postId, counts, titles, onClose }: { postId: number; counts: ReactionCount[]; titles?: Map<number, string>; onClose: () => void }) {
  const [filter, setFilter] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const list = usePostReactions(postId, filter, page);
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="reactors-dialog">
            <Dialog.Header>
              <Dialog.Title>Reactions</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <HStack gap="1" wrap="wrap" mb="3">
                <Button size="xs" variant={filter === null ? 'subtle' : 'ghost'} onClick={() => (setFilter(null), setPage(1))}>
                  All
                </Button>
                {counts.map((entry) => {
                  const label = reactionLabel(entry.reaction_id, titles);
                  return (
                    <Button key={entry.reaction_id} size="xs" variant={filter === entry.reaction_id ? 'subtle' : 'ghost'} onClick={() => (setFilter(entry.reaction_id), setPage(1))}>
                      {label.emoji} {label.title} {entry.count}
                    </Button>
                  );
                })}
              </HStack>
              <QueryView query={list} what="the reactions">
                {({ reactions, pagination }) => (
                  <Stack gap="2">
                    {reactions.length === 0 && <Text>no reactions found</Text>}
                    {reactions.map((entry) => {
                      const label = reactionLabel(entry.reaction_id, titles);
                      return (
                        <Flex key={`${entry.User.user_id}-${entry.reaction_id}`} align="center" gap="2" data-testid="reactor">
                          <UserLink user={entry.User} fontWeight="normal" avatar={<UserAvatar size="xs" username={entry.User.username} src={entry.User.avatar_urls.h} />} />
                          <Text flex="1" fontSize="sm" color="gray.600">
                            <RelativeDate seconds={entry.reaction_date} />
                          </Text>
                          <Text title={label.title}>{label.emoji}</Text>
                        </Flex>
                      );
                    })}
                    {pagination.last_page > 1 && (
                      <HStack justify="space-between">
                        <Button size="xs" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                          Previous
                        </Button>
                        <Text fontSize="sm">
                          Page {pagination.current_page} of {pagination.last_page}
                        </Text>
                        <Button size="xs" disabled={page >= pagination.last_page} onClick={() => setPage(page + 1)}>
                          Next
                        </Button>
                      </HStack>
                    )}
                  </Stack>
                )}
              </QueryView>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>Close</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
