import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { UserLink } from '@trailhead/shared-kernel/members';
import { ReactionIcon } from '@trailhead/shared-kernel/reactions';
import { usePageParam, useSearchParams } from '@trailhead/shared-kernel/router';
import type { ReactionReceived } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { Box, Flex, Heading, Pager, QueryView, RouterLink, Stack, Text, UserAvatar } from '@trailhead/shared-kernel/ui';
import { SignedInOnly } from '../../follows';
import { useReactionsReceived, useSiteReactions, type SiteReaction } from '../api/get-reactions-received';
import { reactionFilterOf, reactionsHref } from '../reaction-filter';

export const NO_REACTIONS = 'No reactions found.';

const CONTENT_WORDS: Record<ReactionReceived['content_type'], string> = {
  post: 'your post in',
  profile_post: 'your profile post on',
  profile_comment: 'your comment on',
};

/** /reactions (Reactions received): who reacted to the viewer's posts, profile posts and comments, with what and when; filtered by reaction. */
export function ReactionsPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Reactions received
      </Heading>
      <SignedInOnly>{() => <ReactionsReceived />}</SignedInOnly>
    </Stack>
  );
}

function ReactionsReceived() {
  const [params] = useSearchParams();
  const page = usePageParam();
  const reactionId = reactionFilterOf(params.get('reaction_id'));
  const site = useSiteReactions();
  const reactions = useReactionsReceived(page, reactionId);
  const titles = new Map((site.data?.reactions ?? []).map((reaction) => [reaction.reaction_id, reaction.title]));
  return (
    <>
      <ReactionFilter reactions={site.data?.reactions ?? []} current={reactionId} />
      <QueryView query={reactions} what="the reactions you received">
        {({ reactions: list, pagination }) =>
          list.length === 0 ? (
            <Text data-testid="reactions-empty">{NO_REACTIONS}</Text>
          ) : (
            <Stack gap="3">
              <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label="Reactions received" data-testid="reactions-received">
                {list.map((reaction) => (
                  <ReactionRow key={`${reaction.content_type}-${reaction.content_id}-${reaction.User.user_id}`} reaction={reaction} title={titles.get(reaction.reaction_id) ?? 'a reaction'} />
                ))}
              </Stack>
              <Pager
                pagination={pagination}
                hrefFor={(n) => reactionsHref(reactionId, n)}
              />
            </Stack>
          )
        }
      </QueryView>
    </>
  );
}

/** All, or one of the six reactions: links, so a filtered list can be opened and shared. */
function ReactionFilter({ reactions, current }: { reactions: SiteReaction[]; current: number | null }) {
  const items = [{ id: null as number | null, label: 'All' }, ...reactions.map((reaction) => ({ id: reaction.reaction_id as number | null, label: reaction.title }))];
  return (
    <Flex as="nav" aria-label="Filter by reaction" gap="2" wrap="wrap" data-testid="reaction-filter">
      {items.map(({ id, label }) => {
        const active = id === current;
        return (
          <RouterLink
            key={label}
            to={reactionsHref(id)}
            aria-current={active ? 'page' : undefined}
            borderWidth="1px"
            borderRadius="full"
            px="3"
            py="1"
            fontSize="sm"
            bg={active ? 'gray.800' : undefined}
            color={active ? 'white' : 'gray.800'}
            _hover={{ textDecoration: 'none', bg: active ? 'gray.700' : 'gray.100' }}
          >
            {id !== null && (
              <Box as="span" mr="1">
                <ReactionIcon reactionId={id} />
              </Box>
            )}
            {label}
          </RouterLink>
        );
      })}
    </Flex>
  );
}

function ReactionRow({ reaction, title }: { reaction: ReactionReceived; title: string }) {
  return (
    <Flex as="li" gap="3" align="center" borderWidth="1px" borderRadius="md" p="3" data-testid="reaction-received">
      <UserAvatar username={reaction.User.username} src={reaction.User.avatar_urls.h} size="sm" />
      <Box minW="0" flex="1">
        <Text fontSize="sm">
          <UserLink user={reaction.User} /> reacted with{' '}
          <Box as="span" fontWeight="semibold" whiteSpace="nowrap">
            <Box as="span" mr="1">
              <ReactionIcon reactionId={reaction.reaction_id} />
            </Box>
            {title}
          </Box>{' '}
          to {CONTENT_WORDS[reaction.content_type]}{' '}
          <RouterLink to={toSitePath(reaction.view_url)} fontWeight="semibold">
            {reaction.title}
          </RouterLink>
        </Text>
        {reaction.snippet && (
          <Text fontSize="xs" color="gray.700" lineClamp={2}>
            {reaction.snippet}
          </Text>
        )}
        <Text fontSize="xs" color="gray.600">
          <RelativeDate seconds={reaction.reaction_date} />
        </Text>
      </Box>
    </Flex>
  );
}
