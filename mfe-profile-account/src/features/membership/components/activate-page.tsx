// /activate: a membership bought in the gear store with an e-mail that has no account here comes
// with an activation code by e-mail (the store's webhook); a member enters it here and the
// membership applies to their account at once (POST /membership/activate).
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { activationSchema, STORE_LIMITS, type ActivationValues } from '@trailhead/shared-kernel/schemas';
import { Alert, Button, Flex, FormField, Heading, Input, RouterLink, Stack, StoreLink, Text, TEXT_LINK } from '@trailhead/shared-kernel/ui';
import { SignedInOnly } from '../../follows';
import { useActivateMembership } from '../api/store-api';

const resolver = yupResolver(activationSchema());

export function ActivatePage() {
  return (
    <Stack gap="4" maxW="2xl">
      <Heading as="h1" size="2xl">
        Activate your membership
      </Heading>
      <Text>
        Bought a membership in the{' '}
        <StoreLink to="/products/membership" {...TEXT_LINK}>
          gear store
        </StoreLink>{' '}
        with another e-mail address, or as a gift? We e-mailed an activation code to the address of the purchase. Sign in and enter it here: the membership applies to your account at once.
      </Text>
      <SignedInOnly>{() => <ActivationForm />}</SignedInOnly>
    </Stack>
  );
}

function ActivationForm() {
  const activate = useActivateMembership();
  const { register, handleSubmit, formState } = useForm<ActivationValues>({ defaultValues: { code: '' }, resolver });
  if (activate.isSuccess) {
    return (
      <Alert.Root status="success" data-testid="activation-done">
        <Alert.Indicator />
        <Alert.Title>
          {activate.data.message}{' '}
          <RouterLink to="/subscriptions" {...TEXT_LINK}>
            See your subscription
          </RouterLink>
        </Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <form noValidate aria-label="Activation code" onSubmit={(event) => void handleSubmit((values) => !activate.isPending && activate.mutate(values.code))(event)}>
      <Stack gap="3" maxW="md">
        <FormField required label="Activation code" error={formState.errors.code?.message}>
          <Input autoComplete="one-time-code" placeholder="XXXX-XXXX-XXXX" maxLength={STORE_LIMITS.activationCode} fontFamily="mono" disabled={activate.isPending} {...register('code')} />
        </FormField>
        {activate.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{activate.error.message}</Alert.Title>
          </Alert.Root>
        )}
        <Flex>
          <Button type="submit" bg="brand.redDark" color="white" loading={activate.isPending} loadingText="Activating…" disabled={activate.isPending}>
            Activate
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
