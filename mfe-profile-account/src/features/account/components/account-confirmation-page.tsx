import { useEffect } from 'react';
import { apiRequest } from '@trailhead/shared-kernel/api';
import { useMutation } from '@trailhead/shared-kernel/query';
import { useParams, useSearchParams } from '@trailhead/shared-kernel/router';
import type { ConfirmationResponse } from '@trailhead/shared-kernel/types';
import { Alert, Center, Heading, RouterLink, Spinner, Stack, Text } from '@trailhead/shared-kernel/ui';

/** /account-confirmation/{key}?user_id=: the link from the registration e-mail (or, with change=email, from an e-mail change). */
export function AccountConfirmationPage() {
  const { key = '' } = useParams();
  const [params] = useSearchParams();
  const userId = Number(params.get('user_id'));
  const emailChange = params.get('change') === 'email';
  const confirm = useMutation({
    mutationFn: (link: { key: string; userId: number }) =>
      apiRequest<ConfirmationResponse>(emailChange ? '/me/email/confirm' : '/register/confirmation', { method: 'POST', body: { key: link.key, user_id: link.userId } }),
  });
  const { mutate } = confirm;
  // The link is the form: opening it confirms the e-mail.
  useEffect(() => mutate({ key, userId }), [mutate, key, userId]);

  return (
    <Stack gap="4" maxW="2xl">
      <Heading as="h1" size="2xl">
        {emailChange ? 'Confirm your new e-mail address' : 'Confirm your account'}
      </Heading>
      {(confirm.isPending || confirm.isIdle) && (
        <Center py="6" role="status">
          <Spinner color="brand.red" mr="3" />
          <Text>Confirming your e-mail…</Text>
        </Center>
      )}
      {confirm.isSuccess && (
        <Alert.Root status="success" data-testid="confirmation-result">
          <Alert.Indicator />
          <Alert.Title>{confirm.data.message}</Alert.Title>
        </Alert.Root>
      )}
      {confirm.isError && (
        <Alert.Root status="error" data-testid="confirmation-result">
          <Alert.Indicator />
          <Alert.Title>{confirm.error.message}</Alert.Title>
        </Alert.Root>
      )}
      {(confirm.isSuccess || confirm.isError) && (
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
