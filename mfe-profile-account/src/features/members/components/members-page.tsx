import { Heading, QueryView, SimpleGrid, Stack, Text } from '@trailhead/shared-kernel/ui';
import { MembersMenu } from '../../leaderboards';
import { useLatestMembers } from '../api/get-latest-members';
import { FindMember } from './find-member';
import { LeaderboardsOverview } from './leaderboards-overview';
import { MemberCard } from './member-card';

/** /members: the newest members, the leaderboards at a glance and a way to find a member. */
export function MembersPage() {
  const members = useLatestMembers();
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Members
      </Heading>
      <MembersMenu />
      <FindMember />
      <Stack as="section" aria-labelledby="latest-members-heading" gap="3">
        <Heading as="h2" id="latest-members-heading" size="lg">
          Latest members
        </Heading>
        <Text color="gray.600">Say hello to the newest members of the community.</Text>
        <QueryView query={members} what="members">
          {({ users }) =>
            users.length === 0 ? (
              <Text>No members yet.</Text>
            ) : (
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-testid="member-list">
                {users.map((user) => (
                  <MemberCard key={user.user_id} user={user} />
                ))}
              </SimpleGrid>
            )
          }
        </QueryView>
      </Stack>
      <Stack as="section" aria-labelledby="leaderboards-heading" gap="3">
        <Heading as="h2" id="leaderboards-heading" size="lg">
          Leaderboards
        </Heading>
        <LeaderboardsOverview />
      </Stack>
    </Stack>
  );
}
