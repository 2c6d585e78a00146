import type { UserSummary } from '@trailhead/shared-kernel/types';
import { Box, Flex, Heading, QueryView, Stack, Text, UserAvatar } from '@trailhead/shared-kernel/ui';
import { useAttending } from '../api/get-attending';
import { UserLink } from '@trailhead/shared-kernel/members';

/** Who is going (GET /events/{id}/attending), and who waits, in order. */
export function Attendees({ eventId }: { eventId: number }) {
  const attending = useAttending(eventId);
  return (
    <Box as="section" aria-labelledby="attendees-heading" borderWidth="1px" borderRadius="md" p="4" data-testid="attendees">
      <Heading as="h2" id="attendees-heading" size="md" mb="3">
        Who’s going
      </Heading>
      <QueryView query={attending} what="who is going">
        {({ attending: going, waitlist }) => (
          <Stack gap="3">
            {going.length === 0 ? <Text fontSize="sm">Nobody yet. Be the first!</Text> : <MemberList users={going} testId="attending-list" />}
            {waitlist.length > 0 && (
              <>
                <Heading as="h3" size="sm">
                  Waitlist
                </Heading>
                <MemberList users={waitlist} testId="waitlist-list" ordered />
              </>
            )}
          </Stack>
        )}
      </QueryView>
    </Box>
  );
}

function MemberList({ users, testId, ordered = false }: { users: UserSummary[]; testId: string; ordered?: boolean }) {
  return (
    <Stack as={ordered ? 'ol' : 'ul'} gap="2" listStyleType="none" data-testid={testId}>
      {users.map((user, index) => (
        <Flex as="li" key={user.user_id} align="center" gap="2">
          {ordered && (
            <Text as="span" fontSize="sm" color="gray.700" w="5">
              {index + 1}.
            </Text>
          )}
          <UserLink user={user} fontWeight="normal" fontSize="sm" avatar={<UserAvatar size="xs" username={user.username} src={user.avatar_urls.h} />} />
        </Flex>
      ))}
    </Stack>
  );
}
