import { formatRelativeDate } from '@trailhead/shared-kernel/dates';
import { bus } from '@trailhead/shared-kernel/bus';
import type { SignedInSession } from '@trailhead/shared-kernel/types';
import { Badge, Box, Button, Flex, Heading, QueryView, Stack, Text } from '@trailhead/shared-kernel/ui';
import { useSessions, useSignOutOthers, useSignOutSession } from '../api/security-queries';

// The site's relative dates (spec §9: Today at / Yesterday at / weekday at / 'LLL dd, yyyy'), in the member's time zone.
const when = (seconds: number | null) => (seconds === null ? 'unknown' : formatRelativeDate(seconds));

function deviceOf(session: SignedInSession): string {
  if (session.browser && session.os) return `${session.browser} on ${session.os}`;
  return session.browser ?? session.os ?? 'Unknown browser';
}

/** The member's signed-in sessions, each with "Sign out", and "Sign out everywhere else". */
export function SessionsSection() {
  const sessions = useSessions();
  const signOut = useSignOutSession();
  const signOutOthers = useSignOutOthers();
  const others = (sessions.data?.sessions ?? []).filter((session) => !session.current).length;
  return (
    <Stack as="section" aria-labelledby="sessions-heading" gap="3" mb="8">
      <Heading as="h2" id="sessions-heading" size="md">
        Where you're signed in
      </Heading>
      <QueryView query={sessions} what="sessions">
        {(data) => (
          <Stack as="ul" listStyleType="none" gap="2" aria-label="Signed-in sessions">
            {data.sessions.map((session) => (
              <Flex as="li" key={session.session_id} borderWidth="1px" borderRadius="md" p="3" gap="3" wrap="wrap" align="center" justify="space-between">
                <Box minW="0">
                  <Text fontWeight="semibold">
                    {deviceOf(session)} {session.current && <Badge colorPalette="green">This device</Badge>}
                  </Text>
                  <Text fontSize="sm" color="gray.700">
                    {session.ip ?? 'Unknown address'} · signed in {when(session.created_at)} · last seen {when(session.last_seen_at)}
                  </Text>
                </Box>
                {!session.current && (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Sign out ${deviceOf(session)}, last seen ${when(session.last_seen_at)}`}
                    loading={signOut.isPending && signOut.variables === session.session_id}
                    disabled={signOut.isPending}
                    onClick={() =>
                      signOut.mutate(session.session_id, {
                        onSuccess: () => bus.snackbar.next({ status: 'success', message: 'Signed out' }),
                        onError: (error) => bus.snackbar.next({ status: 'error', message: error.message }),
                      })
                    }
                  >
                    Sign out
                  </Button>
                )}
              </Flex>
            ))}
          </Stack>
        )}
      </QueryView>
      <Box>
        <Button
          bg="brand.redDark"
          color="white"
          disabled={others === 0 || signOutOthers.isPending}
          loading={signOutOthers.isPending}
          onClick={() =>
            signOutOthers.mutate(undefined, {
              onSuccess: () => bus.snackbar.next({ status: 'success', message: 'Signed out everywhere else' }),
              onError: (error) => bus.snackbar.next({ status: 'error', message: error.message }),
            })
          }
        >
          Sign out everywhere else
        </Button>
      </Box>
    </Stack>
  );
}
