import type { ContentItem } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { Badge, Box, Flex, countText, Heading, RouterLink, Text } from '@trailhead/shared-kernel/ui';
import { UserLink } from '@trailhead/shared-kernel/members';

/**
 * A thread or article in a content list: title, where and who, and the start of its first post;
 * `lastReply` for a list ordered by newest activity, which then says when and by whom that was.
 */
export function ContentCard({ item, compact = false, lastReply = false }: { item: ContentItem; compact?: boolean; lastReply?: boolean }) {
  return (
    <Flex as="article" gap="4" borderWidth="1px" borderRadius="md" p="4" data-testid="content-card">
      {!compact && item.image_url && (
        <Box flexShrink={0} w="28" h="20" borderRadius="md" overflow="hidden" bg="gray.100">
          <img src={item.image_url} alt="" loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        </Box>
      )}
      <Box minW="0">
        <Flex gap="2" align="center" wrap="wrap" mb="1">
          {item.prefix && <Badge colorPalette="blue">{item.prefix.title}</Badge>}
          <Text fontSize="xs" color="gray.600" textTransform="uppercase" letterSpacing="wide">
            {item.node_title}
          </Text>
        </Flex>
        <Heading as="h3" size={compact ? 'sm' : 'md'}>
          <RouterLink to={toSitePath(item.view_url)}>{item.title}</RouterLink>
        </Heading>
        <Text fontSize="sm" color="gray.600">
          <UserLink user={item.User} fontWeight="normal">
            {item.username}
          </UserLink>{' '}
          · <RelativeDate seconds={item.post_date} /> · {countText(item.reply_count, 'reply', 'replies')}
          {lastReply && item.reply_count > 0 && (
            <span data-testid="last-reply">
              {' '}
              · last reply <RelativeDate seconds={item.last_post_date} /> by {item.last_post_username}
            </span>
          )}
        </Text>
        {!compact && item.snippet && (
          <Text fontSize="sm" mt="1" lineClamp={2}>
            {item.snippet}
          </Text>
        )}
      </Box>
    </Flex>
  );
}
