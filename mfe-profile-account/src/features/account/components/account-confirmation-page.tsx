import { useEffect, useState } from 'react';
import { apiRequest } from '@trailhead/shared-kernel/api';
import { useParams, useSearchParams } from '@trailhead/shared-kernel/router';
import type { ConfirmationResponse } from '@trailhead/shared-kernel/types';
import { Alert, Center, Heading, RouterLink, Spinner, Stack, Text } from '@trailhead/shared-kernel/ui';

type State = { status: 'confirming' } | { status: 'done'; result: ConfirmationResponse } | { status: 'failed'; message: string };

/** /account-confirmation/{key}?user_id=: the link from the registration e-mail. */
export function AccountConfirmationPage() {
  const { key = '' } = useParams();
  const [params] = useSearchParams();
  const userId = Number(params.get('user_id'));
  const [state, setState] = useState<State>({ status: 'confirming' });

  useEffect(() => {
    let active = true;
    apiRequest<ConfirmationResponse>('/register/confirmation', { method: 'POST', body: { key, user_id: userId } }).then(
      (result) => active && setState({ status: 'done', result }),
      (error: Error) => active && setState({ status: 'failed', message: error.message }),
    );
    return () => {
      active = false;
    };
  }, [key, userId]);

  return (
    <Stack gap="4" maxW="2xl">
      <Heading as="h1" size="2xl">
        Confirm your account
      </Heading>
      {state.status === 'confirming' && (
        <Center py="6" role="status">
          <Spinner color="brand.red" mr="3" />
          <Text>Confirming your e-mail…</Text>
        </Center>
      )}
      {state.status === 'done' && (
        <Alert.Root status="success" data-testid="confirmation-result">
          <Alert.Indicator />
          <Alert.Title>{state.result.message}</Alert.Title>
        </Alert.Root>
      )}
      {state.status === 'failed' && (
        <Alert.Root status="error" data-testid="confirmation-result">
          <Alert.Indicator />
          <Alert.Title>{state.message}</Alert.Title>
        </Alert.Root>
      )}
      {state.status !== 'confirming' && (
        <Text>
          <RouterLink to="/?login=true" color="brand.redDark" fontWeight="semibold">
            Log in
          </RouterLink>{' '}
          or go to the <RouterLink to="/" color="brand.redDark">home page</RouterLink>.
        </Text>
      )}
    </Stack>
  );
}
