import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { UserLink } from '@trailhead/shared-kernel/members';
import { useVehicleTypeFilter } from '@trailhead/shared-kernel/query';
import { usePageParam } from '@trailhead/shared-kernel/router';
import type { NewsFeedItem } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { Box, Flex, Heading, Pager, QueryView, RouterLink, Stack, Text, UserAvatar } from '@trailhead/shared-kernel/ui';
import { SignedInOnly } from '../../follows';
import { useNewsFeed } from '../api/get-news-feed';

export const FEED_EMPTY_NOBODY = 'Your news feed is empty: follow members to see what they post here.';
export const FEED_EMPTY_QUIET = 'The members you follow have not posted anything yet.';

/** /newsFeed (News Feed): threads started and replies posted by the members the viewer follows, for the vehicle type picked in the shell. */
export function NewsFeedPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        News Feed
      </Heading>
      <SignedInOnly>{() => <NewsFeed />}</SignedInOnly>
    </Stack>
  );
}

function NewsFeed() {
  const page = usePageParam();
  const { vehicleTypeId } = useVehicleTypeFilter(undefined);
  const feed = useNewsFeed(page, vehicleTypeId ?? 0);
  return (
    <QueryView query={feed} what="your news feed">
      {({ items, pagination, following_count }) =>
        items.length === 0 ? (
          <Text data-testid="news-feed-empty">
            {following_count === 0 ? FEED_EMPTY_NOBODY : FEED_EMPTY_QUIET}{' '}
            <RouterLink to="/members" fontWeight="semibold">
              Find members to follow
            </RouterLink>
          </Text>
        ) : (
          <Stack gap="3">
            <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label="News feed" data-testid="news-feed">
              {items.map((item) => (
                <FeedItem key={item.post_id} item={item} />
              ))}
            </Stack>
            <Pager
              pagination={pagination}
              hrefFor={(n) => `/newsFeed?page=${n}`}
            />
          </Stack>
        )
      }
    </QueryView>
  );
}

function FeedItem({ item }: { item: NewsFeedItem }) {
  const started = item.content_type === 'thread';
  return (
    <Flex as="li" gap="3" borderWidth="1px" borderRadius="md" p="3" data-testid="news-feed-item">
      <UserAvatar username={item.User.username} src={item.User.avatar_urls.h} size="sm" />
      <Box minW="0" flex="1">
        <Text fontSize="sm">
          <UserLink user={item.User} /> {started ? 'started the thread' : 'replied to the thread'}{' '}
          <RouterLink to={toSitePath(item.view_url)} fontWeight="semibold">
            {item.thread.title}
          </RouterLink>
        </Text>
        <Text fontSize="xs" color="gray.600">
          <RelativeDate seconds={item.post_date} /> · {item.node_title}
        </Text>
        {item.snippet && (
          <Text fontSize="sm" color="gray.800" mt="1" lineClamp={3}>
            {item.snippet}
          </Text>
        )}
      </Box>
    </Flex>
  );
}
