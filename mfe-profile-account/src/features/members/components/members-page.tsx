import type { UserSummary } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { UserAvatar, Badge, Box, Flex, Heading, QueryView, RouterLink, SimpleGrid, Stack, Text } from '@trailhead/shared-kernel/ui';
import { useLatestMembers } from '../api/get-latest-members';

/** The members landing page: the newest members of the community. */
export function MembersPage() {
  const members = useLatestMembers();
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Members
      </Heading>
      <Text color="gray.600">Say hello to the newest members of the community.</Text>
      <QueryView query={members} what="members">
        {({ users }) => (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-testid="member-list">
            {users.map((user) => (
              <MemberCard key={user.user_id} user={user} />
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </Stack>
  );
}

function MemberCard({ user }: { user: UserSummary }) {
  return (
    <Flex as="article" borderWidth="1px" borderRadius="md" p="4" gap="3" align="center" data-testid="member-card">
      <UserAvatar size="lg" username={user.username} src={user.avatar_urls.h} />
      <Box minW="0">
        <RouterLink to={toSitePath(user.view_url)} fontWeight="semibold">
          {user.username}
        </RouterLink>
        <Text fontSize="sm" color="gray.600">
          {user.user_title}
          {user.city ? ` · ${user.city}, ${user.state}` : ''}
        </Text>
        <Flex gap="2" fontSize="xs" color="gray.600" align="center" wrap="wrap">
          {user.UserMembership && <Badge colorPalette="red">Member</Badge>}
          <Text>
            joined <RelativeDate seconds={user.register_date} /> · {user.message_count} messages
          </Text>
        </Flex>
      </Box>
    </Flex>
  );
}
