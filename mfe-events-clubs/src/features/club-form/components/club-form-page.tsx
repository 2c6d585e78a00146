import { lazy, Suspense } from 'react';
import { bus, useObservable } from '@trailhead/shared-kernel/bus';
import { invalidateApiQueries, useQueryClient } from '@trailhead/shared-kernel/query';
import { useNavigate } from '@trailhead/shared-kernel/router';
import type { ClubFormPayload } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { Center, Flex, Heading, LogInButton, RouterLink, Spinner, Stack, Text, TEXT_LINK } from '@trailhead/shared-kernel/ui';
import { registerClub } from '../api/register-club';
import type { ClubImageFiles } from '../club-form-values';
import { registerRefusalOf, type RegisterRefusal } from '../register-refusal';

// The form carries the site's editor: it loads only for someone who may register a club.
const ClubForm = lazy(() => import('./club-form').then((m) => ({ default: m.ClubForm })));

export const REGISTERED_MESSAGE = 'Your club has been registered and is waiting for review by a moderator.';

const loading = (
  <Center py="10" role="status" aria-label="Loading">
    <Spinner />
  </Center>
);

/** /clubs/create 'Register Club': the club form for members with sg_can_add_group (spec §5–§6), the reason why not for everyone else. */
export function ClubFormPage() {
  const session = useObservable(bus.session$);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (session.status === null && !session.user) return loading;
  const refusal = registerRefusalOf(session);

  const submit = async (payload: ClubFormPayload, files: ClubImageFiles) => {
    const { club } = await registerClub(payload, files);
    void invalidateApiQueries(queryClient, '/api/clubs');
    bus.snackbar.next({ message: REGISTERED_MESSAGE, status: 'success' });
    navigate(toSitePath(club.view_url));
  };

  return (
    <Stack gap="5" maxW="4xl" w="full" mx="auto">
      <Heading as="h1" size="2xl">
        Register Club
      </Heading>
      {refusal ? (
        <RegisterRefusalPanel refusal={refusal} />
      ) : (
        <>
          <Text color="gray.700">A moderator reviews every new club. You will get an alert when yours is approved, and members can join it from then on.</Text>
          <Suspense fallback={loading}>
            <ClubForm submitLabel="Register club" onSubmit={submit} cancelHref="/clubs" />
          </Suspense>
        </>
      )}
    </Stack>
  );
}

function RegisterRefusalPanel({ refusal }: { refusal: RegisterRefusal }) {
  return (
    <Flex borderWidth="1px" borderRadius="md" p="4" gap="3" align="center" justify="space-between" wrap="wrap" data-testid="club-register-refusal">
      <Stack gap="2">
        <Text fontWeight="semibold">{refusal.message}</Text>
        {refusal.kind === 'paid' && (
          <Text>
            Paid members register clubs, host events, get priority RSVPs and more.{' '}
            <RouterLink to="/benefits" {...TEXT_LINK}>
              See the membership benefits
            </RouterLink>
            .
          </Text>
        )}
        {refusal.kind === 'account' && (
          <Text>
            <RouterLink to="/accountDetails">Complete your account details</RouterLink> and confirm your e-mail address, then come back.
          </Text>
        )}
      </Stack>
      {refusal.kind === 'login' && (
        <LogInButton />
      )}
    </Flex>
  );
}
