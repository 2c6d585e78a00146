import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { Box, Flex, Heading, QueryView, Stack, Text, UserAvatar } from '@trailhead/shared-kernel/ui';
import { useInvited } from '../api/get-invited';
import { UserLink } from '@trailhead/shared-kernel/members';

/** Who has been invited already, newest first as the API gives them (organisers only). */
export function InvitedList({ eventId }: { eventId: number }) {
  const invited = useInvited(eventId);
  return (
    <Box as="section" aria-labelledby="invited-heading" borderWidth="1px" borderRadius="md" p="4" data-testid="invited-list">
      <Heading as="h2" id="invited-heading" size="md" mb="3">
        Invited
      </Heading>
      <QueryView query={invited} what="who is invited">
        {({ users }) =>
          users.length === 0 ? (
            <Text fontSize="sm">Nobody has been invited yet.</Text>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none">
              {users.map((user) => (
                <Flex as="li" key={user.user_id} align="center" gap="2" fontSize="sm" wrap="wrap">
                  <UserLink user={user} fontWeight="normal" avatar={<UserAvatar size="xs" username={user.username} src={user.avatar_urls.h} />} />
                  <Text as="span" color="gray.700">
                    <RelativeDate seconds={user.invited_at} />
                  </Text>
                </Flex>
              ))}
            </Stack>
          )
        }
      </QueryView>
    </Box>
  );
}
