import { useState } from 'react';
import { bus } from '@trailhead/shared-kernel/bus';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { UserLink } from '@trailhead/shared-kernel/members';
import { useMutation } from '@trailhead/shared-kernel/query';
import { applyReaction, reactionLabel, ReactionBar } from '@trailhead/shared-kernel/reactions';
import type { ConversationMessage } from '@trailhead/shared-kernel/types';
import { Button, Flex, HStack, QueryView, Stack, Text, UserAvatar } from '@trailhead/shared-kernel/ui';
import { Dialog, Portal } from '@trailhead/shared-kernel/ui-overlays';
import { reactToMessage, useMessageReactions } from '../api/conversation-api';

/** The counts under a message, the picker (for others' messages) and who reacted; shown at once, put back if refused. */
export function MessageReactions({ message, onChange }: { message: ConversationMessage; onChange: (message: ConversationMessage) => void }) {
  const react = useMutation({
    mutationFn: (reactionId: number) => reactToMessage(message.message_id, reactionId),
    onMutate: (reactionId) => {
      const next = applyReaction(message, reactionId);
      onChange({ ...message, reactions: next.reactions, visitor_reaction_id: next.visitor_reaction_id });
      return { before: message };
    },
    onSuccess: (saved) => onChange(saved),
    onError: (error, _reactionId, context) => {
      if (context) onChange(context.before);
      bus.snackbar.next({ status: 'error', message: `Could not react to the message! ${error.message}` });
    },
  });
  return (
    <ReactionBar
      reactions={message.reactions}
      mine={message.visitor_reaction_id}
      canReact={message.can_react}
      busy={react.isPending}
      onReact={(reactionId) => react.mutate(reactionId)}
      whoReacted={(close) => <WhoReactedDialog message={message} onClose={close} />}
      testId="message-reactions"
    />
  );
}

/** GET /conversation-messages/{id}/reactions, all or one reaction at a time. */
function WhoReactedDialog({ message, onClose }: { message: ConversationMessage; onClose: () => void }) {
  const [filter, setFilter] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const list = useMessageReactions(message.message_id, filter, page);
  const pick = (reactionId: number | null) => {
    setFilter(reactionId);
    setPage(1);
  };
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="who-reacted-dialog">
            <Dialog.Header>
              <Dialog.Title>Reactions</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <HStack gap="1" wrap="wrap" mb="3">
                <Button size="xs" variant={filter === null ? 'subtle' : 'ghost'} aria-pressed={filter === null} onClick={() => pick(null)}>
                  All
                </Button>
                {message.reactions.map((entry) => (
                  <Button key={entry.reaction_id} size="xs" variant={filter === entry.reaction_id ? 'subtle' : 'ghost'} aria-pressed={filter === entry.reaction_id} onClick={() => pick(entry.reaction_id)}>
                    <span aria-hidden="true">{reactionLabel(entry.reaction_id).emoji}</span> {reactionLabel(entry.reaction_id).title} {entry.count}
                  </Button>
                ))}
              </HStack>
              <QueryView query={list} what="the reactions">
                {({ reactions, pagination }) => (
                  <Stack gap="2">
                    {reactions.length === 0 && <Text>no reactions found</Text>}
                    {reactions.map((entry) => (
                      <Flex key={`${entry.User.user_id}-${entry.reaction_id}`} align="center" gap="2" data-testid="reactor">
                        <UserLink user={entry.User} fontWeight="normal" avatar={<UserAvatar size="xs" username={entry.User.username} src={entry.User.avatar_urls.h} />} />
                        <Text flex="1" fontSize="sm" color="gray.600">
                          <RelativeDate seconds={entry.reaction_date} />
                        </Text>
                        <Text title={reactionLabel(entry.reaction_id).title}>{reactionLabel(entry.reaction_id).emoji}</Text>
                      </Flex>
                    ))}
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
