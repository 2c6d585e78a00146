import type { Thread } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { Badge, Box, Flex, RouterLink, Text, UserAvatar, countText } from '@trailhead/shared-kernel/ui';
import { UserLink } from '@trailhead/shared-kernel/members';

/** A thread in a list: sticky and prefix badges, unread mark, starter, counts and last post. */
export function ThreadRow({ thread }: { thread: Thread }) {
  const unread = thread.is_unread === true;
  return (
    <Flex
      px="4"
      py="3"
      gap="4"
      borderTopWidth="1px"
      _first={{ borderTopWidth: 0 }}
      direction={{ base: 'column', md: 'row' }}
      bg={thread.sticky ? 'yellow.50' : undefined}
      data-testid="thread-row"
      data-sticky={thread.sticky ? 'true' : undefined}
      data-unread={unread ? 'true' : undefined}
    >
      <Flex flex="1" gap="3" align="flex-start" minW="0">
        <UserAvatar size="sm" username={thread.username} src={thread.User.avatar_urls.h} />
        <Box minW="0">
          <Flex gap="2" align="center" wrap="wrap">
            {thread.sticky && <Badge colorPalette="yellow">Sticky</Badge>}
            {thread.prefix && (
              <Badge colorPalette="blue" data-testid="thread-prefix">
                {thread.prefix.title}
              </Badge>
            )}
            <RouterLink to={toSitePath(thread.view_url)} fontWeight={unread ? 'bold' : 'semibold'} data-testid="thread-link">
              {thread.title}
            </RouterLink>
            {unread && (
              <Badge colorPalette="red" size="sm" data-testid="unread-mark">
                Unread
              </Badge>
            )}
            {!thread.discussion_open && <Badge size="sm">Closed</Badge>}
          </Flex>
          <Text fontSize="sm" color="gray.600">
            <UserLink user={thread.User} fontWeight="normal">
              {thread.username}
            </UserLink>{' '}
            · <RelativeDate seconds={thread.post_date} />
          </Text>
        </Box>
      </Flex>
      <Text fontSize="sm" minW="40" color="gray.700">
        {countText(thread.reply_count, 'reply', 'replies')} · {countText(thread.view_count, 'view')}
      </Text>
      <Text fontSize="sm" minW="44" color="gray.600">
        <RelativeDate seconds={thread.last_post_date} /> · {thread.last_post_username}
      </Text>
    </Flex>
  );
}
