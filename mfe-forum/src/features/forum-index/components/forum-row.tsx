import type { ForumNode } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { Badge, Box, Flex, formatCount, RouterLink, Text, UserAvatar } from '@trailhead/shared-kernel/ui';
import { UserLink, userIdFromViewUrl } from '@trailhead/shared-kernel/members';

/** One forum in a node list: title (bold with a mark when unread), counts, and its last post. */
export function ForumRow({ forum }: { forum: ForumNode }) {
  const data = forum.type_data;
  const lastPosterId = data.last_post_user_view_url ? userIdFromViewUrl(data.last_post_user_view_url) : null;
  const lastPoster = lastPosterId !== null && data.last_post_user_view_url ? { user_id: lastPosterId, username: data.last_post_username ?? '', view_url: data.last_post_user_view_url } : null;
  return (
    <Flex px="4" py="3" gap="4" borderTopWidth="1px" direction={{ base: 'column', md: 'row' }} data-testid="forum-row" data-unread={data.is_unread ? 'true' : undefined}>
      <Flex flex="1" gap="3" align="flex-start" minW="0">
        <Box
          mt="2"
          w="2.5"
          h="2.5"
          flexShrink={0}
          borderRadius="full"
          bg={data.is_unread ? 'brand.red' : 'gray.300'}
          title={data.is_unread ? 'Unread posts' : 'No unread posts'}
          aria-hidden
        />
        <Box minW="0">
          <Flex gap="2" align="center" wrap="wrap">
            <RouterLink to={toSitePath(forum.view_url)} fontWeight={data.is_unread ? 'bold' : 'semibold'} fontSize="lg">
              {forum.title}
            </RouterLink>
            {data.is_unread && (
              <Badge colorPalette="red" size="sm" data-testid="unread-mark">
                Unread
              </Badge>
            )}
          </Flex>
          {forum.description && <Text fontSize="sm" color="gray.600">{forum.description}</Text>}
        </Box>
      </Flex>
      <Flex gap="6" fontSize="sm" color="gray.700" w={{ md: '44' }} flexShrink={0}>
        <Box>
          <Text fontWeight="semibold">{formatCount(data.discussion_count)}</Text>
          <Text>Threads</Text>
        </Box>
        <Box>
          <Text fontWeight="semibold">{formatCount(data.message_count)}</Text>
          <Text>Messages</Text>
        </Box>
      </Flex>
      <Flex fontSize="sm" w={{ md: '72' }} flexShrink={0} minW="0" gap="2" align="center" data-testid="last-post-info">
        {data.last_post_date && data.last_thread_title ? (
          <>
            <UserAvatar size="sm" username={data.last_post_username ?? '?'} src={data.last_post_user_avatar} />
            <Box minW="0">
              <Box data-testid="last-post">
                <RouterLink to={toSitePath(data.last_post_view_url ?? forum.view_url)} display="block" truncate>
                  {data.last_thread_title}
                </RouterLink>
              </Box>
              <Text color="gray.600">
                <RelativeDate seconds={data.last_post_date} /> ·{' '}
                {lastPoster ? (
                  <UserLink user={lastPoster} fontWeight="normal" />
                ) : (
                  data.last_post_username
                )}
              </Text>
            </Box>
          </>
        ) : (
          <Text color="gray.600" data-testid="last-post">
            No posts yet
          </Text>
        )}
      </Flex>
    </Flex>
  );
}
