import { useState, type ReactNode } from 'react';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { UserLink } from '@trailhead/shared-kernel/members';
import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { Pagination, ReactionCount, UnixSeconds, UserSummary } from '@trailhead/shared-kernel/types';
import { Button, Flex, HStack, QueryView, Stack, Text, UserAvatar } from '@trailhead/shared-kernel/ui';
import { Dialog, DialogFrame, DialogPager } from '@trailhead/shared-kernel/ui-overlays';
import { ReactionIcon } from './reaction-icon';
import { reactionTitle } from './reactions';

/** A page of GET …/reactions {reaction_id, page}: posts, profile posts and comments, messages alike. */
export interface ReactorsPage {
  reactions: { reaction_id: number; reaction_date: UnixSeconds; User: UserSummary }[];
  pagination: Pagination;
}

export interface WhoReactedDialogProps {
  /** The content's list of who reacted, e.g. /posts/5/reactions. */
  path: string;
  counts: ReactionCount[];
  titles?: ReadonlyMap<number, string>;
  onClose: () => void;
  testId?: string;
}

/** Who reacted to one piece of content, all or one reaction at a time, paged. */
export function WhoReactedDialog({ path, counts, titles, onClose, testId = 'who-reacted-dialog' }: WhoReactedDialogProps) {
  const [filter, setFilter] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const list = useQuery(apiQueryOptions<ReactorsPage>(path, { reaction_id: filter, page }));
  const title = (reactionId: number) => reactionTitle(reactionId, titles);
  const pick = (reactionId: number | null) => {
    setFilter(reactionId);
    setPage(1);
  };
  const choice = (reactionId: number | null, content: ReactNode) => (
    <Button key={reactionId ?? 'all'} size="xs" variant={filter === reactionId ? 'subtle' : 'ghost'} aria-pressed={filter === reactionId} onClick={() => pick(reactionId)}>
      {content}
    </Button>
  );
  return (
    <DialogFrame title="Who reacted" onClose={onClose} testId={testId}>
      <Dialog.Body>
        <HStack gap="1" wrap="wrap" mb="3" role="group" aria-label="Show reactions">
          {choice(null, 'All')}
          {counts.map((entry) =>
            choice(
              entry.reaction_id,
              <>
                <ReactionIcon reactionId={entry.reaction_id} /> {`${title(entry.reaction_id)} ${entry.count}`}
              </>,
            ),
          )}
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
                  <Text as="span" role="img" title={title(entry.reaction_id)} aria-label={title(entry.reaction_id)} lineHeight="0">
                    <ReactionIcon reactionId={entry.reaction_id} size={20} />
                  </Text>
                </Flex>
              ))}
              <DialogPager pagination={pagination} onPage={setPage} />
            </Stack>
          )}
        </QueryView>
      </Dialog.Body>
      <Dialog.Footer>
        <Button onClick={onClose}>Close</Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
