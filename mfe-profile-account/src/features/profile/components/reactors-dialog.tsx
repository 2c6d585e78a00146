import { useState } from 'react';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { UserLink } from '@trailhead/shared-kernel/members';
import type { ReactionCount } from '@trailhead/shared-kernel/types';
import { Button, Flex, HStack, QueryView, Stack, Text, UserAvatar } from '@trailhead/shared-kernel/ui';
import { useContentReactions, type ProfileContentKind } from '../api/profile-posts-api';
import { reactionLabel } from '@trailhead/shared-kernel/reactions';
import { DialogPager } from './dialog-pager';
import { ProfileDialog } from './profile-dialog';

/** Who reacted to a profile post or comment, all or by reaction, paged. */
export function ReactorsDialog({ kind, id, counts, onClose }: { kind: ProfileContentKind; id: number; counts: ReactionCount[]; onClose: () => void }) {
  const [reactionId, setReactionId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const reactors = useContentReactions(kind, id, reactionId, page);
  const pick = (next: number | null) => {
    setReactionId(next);
    setPage(1);
  };
  return (
    <ProfileDialog testId="reactors-dialog" title="Who reacted" onClose={onClose}>
      <Stack gap="3" pb="2">
        <HStack gap="1" wrap="wrap" role="group" aria-label="Show reactions">
          <Button size="xs" variant={reactionId === null ? 'solid' : 'outline'} aria-pressed={reactionId === null} onClick={() => pick(null)}>
            All
          </Button>
          {counts.map((entry) => (
            <Button key={entry.reaction_id} size="xs" variant={reactionId === entry.reaction_id ? 'solid' : 'outline'} aria-pressed={reactionId === entry.reaction_id} onClick={() => pick(entry.reaction_id)}>
              {reactionLabel(entry.reaction_id).emoji} {reactionLabel(entry.reaction_id).title} ({entry.count})
            </Button>
          ))}
        </HStack>
        <QueryView query={reactors} what="reactions">
          {({ reactions, pagination }) => (
            <Stack gap="2" as="ul" listStyleType="none">
              {reactions.length === 0 && <Text>No reactions found</Text>}
              {reactions.map((entry) => (
                <Flex as="li" key={`${entry.User.user_id}-${entry.reaction_id}`} gap="2" align="center">
                  <UserAvatar size="xs" username={entry.User.username} src={entry.User.avatar_urls.h} />
                  <UserLink user={entry.User} />
                  <Text as="span" title={reactionLabel(entry.reaction_id).title} aria-label={reactionLabel(entry.reaction_id).title}>
                    {reactionLabel(entry.reaction_id).emoji}
                  </Text>
                  <Text fontSize="xs" color="gray.600" ml="auto">
                    <RelativeDate seconds={entry.reaction_date} />
                  </Text>
                </Flex>
              ))}
              <DialogPager pagination={pagination} onPage={setPage} />
            </Stack>
          )}
        </QueryView>
      </Stack>
    </ProfileDialog>
  );
}
