import type { ReactNode } from 'react';
import type { UserSummary } from '@trailhead/shared-kernel/types';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { UserLink } from '@trailhead/shared-kernel/members';
import { Badge, Box, Flex, Text, UserAvatar, countText } from '@trailhead/shared-kernel/ui';

/** A member as the lists show them: avatar, name, title, place, membership, join date and messages; `children` adds actions (Undo on /following). */
export function MemberCard({ user, children }: { user: UserSummary; children?: ReactNode }) {
  return (
    <Flex as="article" borderWidth="1px" borderRadius="md" p="4" gap="3" align="center" data-testid="member-card" aria-label={user.username}>
      <UserAvatar size="lg" username={user.username} src={user.avatar_urls.h} />
      <Box minW="0" flex="1">
        <UserLink user={user} />
        <Text fontSize="sm" color="gray.600">
          {user.user_title}
          {user.city ? ` · ${user.city}${user.state ? `, ${user.state}` : ''}` : ''}
        </Text>
        <Flex gap="2" fontSize="xs" color="gray.600" align="center" wrap="wrap">
          {user.UserMembership && <Badge colorPalette="red">Member</Badge>}
          <Text>
            joined <RelativeDate seconds={user.register_date} /> · {countText(user.message_count, 'message')}
          </Text>
        </Flex>
      </Box>
      {children && <Box flexShrink={0}>{children}</Box>}
    </Flex>
  );
}
