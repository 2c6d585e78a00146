// /giveaway/:giveawayId (spec §2 /giveaway/sema-2025): what the giveaway is, an Enter button for
// members, "You have entered" once they did (read from the server, so it survives a reload), and a
// request to log in for visitors.
import { bus, isLoggedIn, useObservable } from '@trailhead/shared-kernel/bus';
import { formatFullDate } from '@trailhead/shared-kernel/dates';
import { useParams } from '@trailhead/shared-kernel/router';
import { Alert, Box, Button, Heading, LogInButton, NotFoundPage, QueryView, Stack, Text } from '@trailhead/shared-kernel/ui';
import { useEnterGiveaway, useGiveaway } from '../api/store-api';

export const GIVEAWAY_LOGIN = 'Please log in to enter the giveaway.';
export const GIVEAWAY_ENTERED = 'You have entered';

export function GiveawayPage() {
  const { giveawayId = '' } = useParams();
  const session = useObservable(bus.session$);
  const userId = isLoggedIn(session) && session.user ? session.user.user_id : null;
  const giveaway = useGiveaway(giveawayId, userId);
  return (
    <QueryView query={giveaway} what="the giveaway" notFound={<NotFoundPage />}>
      {(current) => (
        <Stack as="article" gap="4" maxW="3xl" data-testid="giveaway" data-entered={current.entered ? 'yes' : 'no'}>
          <Heading as="h1" size="2xl">
            {current.title}
          </Heading>
          <Text fontSize="lg">{current.description}</Text>
          <Box borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }}>
            {current.entered ? (
              <Alert.Root status="success" data-testid="giveaway-entered">
                <Alert.Indicator />
                <Alert.Title>
                  {GIVEAWAY_ENTERED}
                  {current.entered_at !== null ? ` on ${formatFullDate(current.entered_at)}` : ''}. Good luck!
                </Alert.Title>
              </Alert.Root>
            ) : userId === null ? (
              <Alert.Root status="info" alignItems="center" data-testid="giveaway-login">
                <Alert.Indicator />
                <Alert.Title flex="1">{GIVEAWAY_LOGIN}</Alert.Title>
                <LogInButton />
              </Alert.Root>
            ) : (
              <EnterButton giveawayId={giveawayId} userId={userId} />
            )}
          </Box>
        </Stack>
      )}
    </QueryView>
  );
}

function EnterButton({ giveawayId, userId }: { giveawayId: string; userId: number }) {
  const enter = useEnterGiveaway(giveawayId, userId);
  return (
    <Stack gap="3" align="flex-start">
      <Text>Members may enter once.</Text>
      {enter.isError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{enter.error.message}</Alert.Title>
        </Alert.Root>
      )}
      <Button bg="brand.redDark" color="white" size="lg" onClick={() => !enter.isPending && enter.mutate()} loading={enter.isPending} loadingText="Entering…" disabled={enter.isPending}>
        Enter the giveaway
      </Button>
    </Stack>
  );
}
