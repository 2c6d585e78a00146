import type { ReactNode } from 'react';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import type { ClubMember } from '@trailhead/shared-kernel/types';
import { Badge, Box, Flex, HStack, Text, UserAvatar } from '@trailhead/shared-kernel/ui';
import { UserLink } from '@trailhead/shared-kernel/members';

/** One member of a club: who, since when, their state (owner, member, banned with the reason), and what can be done to them. */
export function ClubMemberRow({ member, actions }: { member: ClubMember; actions?: ReactNode }) {
  const { User: user } = member;
  return (
    <Flex as="li" gap="3" py="3" borderBottomWidth="1px" align={{ base: 'flex-start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} data-testid="club-member" data-username={user.username}>
      <Flex gap="3" align="center" flex="1" minW="0">
        <UserAvatar username={user.username} src={user.avatar_urls?.h} size="sm" />
        <Box minW="0">
          <HStack gap="2" wrap="wrap">
            <UserLink user={user} />
            <MemberStateBadge member={member} />
          </HStack>
          <Text fontSize="xs" color="gray.700">
            Joined <RelativeDate seconds={member.join_date} />
          </Text>
          {member.member_state === 'banned' && member.ban_reason && (
            <Text fontSize="sm" color="red.700" data-testid="club-member-ban-reason">
              Ban reason: {member.ban_reason}
            </Text>
          )}
        </Box>
      </Flex>
      {actions && (
        <Flex gap="2" wrap="wrap" pl={{ base: '11', sm: '0' }}>
          {actions}
        </Flex>
      )}
    </Flex>
  );
}

function MemberStateBadge({ member }: { member: ClubMember }) {
  if (member.is_owner) return <Badge colorPalette="orange">Owner</Badge>;
  if (member.member_state === 'banned') return <Badge colorPalette="red" data-testid="club-member-state">Banned</Badge>;
  return <Badge colorPalette="green" data-testid="club-member-state">Member</Badge>;
}
