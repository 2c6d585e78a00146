import type { LeaderboardEntry, LeaderboardName } from '@trailhead/shared-kernel/types';
import { UserLink } from '@trailhead/shared-kernel/members';
import { Box, Flex, Text, UserAvatar } from '@trailhead/shared-kernel/ui';
import { leaderboardValue } from '../leaderboard-value';

/**
 * One ranked member: rank, avatar, name (the shared username link), user title and what the board
 * ranks by; compact (the overview's narrow columns) puts the value under the name.
 */
export function RankedMember({ board, entry, compact = false }: { board: LeaderboardName; entry: LeaderboardEntry; compact?: boolean }) {
  const { User: user } = entry;
  const value = (
    <Text fontSize={compact ? 'xs' : 'sm'} color={compact ? 'gray.600' : 'gray.800'} textAlign={compact ? undefined : 'right'} flexShrink={0} data-testid="board-value">
      {leaderboardValue(board, entry)}
    </Text>
  );
  return (
    <Flex as="li" align="center" gap="3" py={compact ? '1.5' : '2.5'} borderBottomWidth={compact ? undefined : '1px'} data-testid="ranked-member">
      <Text as="span" w={compact ? '5' : '8'} flexShrink={0} textAlign="right" fontWeight="bold" color="gray.700" aria-label={`Rank ${entry.rank}`}>
        {entry.rank}
      </Text>
      <UserAvatar username={user.username} src={user.avatar_urls.h} size={compact ? 'sm' : 'md'} />
      <Box minW="0" flex="1" overflow="hidden">
        <Box whiteSpace="nowrap" overflow="hidden" textOverflow="ellipsis">
          <UserLink user={user} />
        </Box>
        {compact ? (
          value
        ) : (
          <Text fontSize="sm" color="gray.600" truncate>
            {user.user_title}
          </Text>
        )}
      </Box>
      {!compact && value}
    </Flex>
  );
}
