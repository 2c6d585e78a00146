import { useForm } from 'react-hook-form';
import { emailChangeSchema, formResolver, type EmailChangeValues } from '@trailhead/shared-kernel/schemas';
import type { AccountDetails } from '@trailhead/shared-kernel/types';
import { Alert, Button, Flex, FormField, Input, SimpleGrid, Text } from '@trailhead/shared-kernel/ui';
import { useChangeEmail } from '../api/change-email';
import { Section } from './details-form';

/** The e-mail address: a new one asks for the password and takes effect once the link mailed to it is opened. */
export function EmailChangeForm({ details }: { details: AccountDetails }) {
  const change = useChangeEmail();
  const { register, handleSubmit, formState, resetField } = useForm<EmailChangeValues>({ defaultValues: { email: '', password: '' }, resolver: formResolver<EmailChangeValues>(emailChangeSchema(), { submit: 'checked' }) });
  const pending = change.isPending;
  const submit = (values: EmailChangeValues) => {
    if (change.isPending) return;
    // The password is not kept once it was used; the new address stays on screen.
    change.mutate(values, { onSettled: () => resetField('password') });
  };
  const pendingEmail = change.data?.pending_email ?? details.pending_email;

  return (
    <Section title="E-mail address" testId="email-change">
      <Text>
        Your e-mail address is <b>{details.email}</b>.
      </Text>
      {change.isSuccess ? (
        <Alert.Root status="success" role="status" data-testid="email-change-result">
          <Alert.Indicator />
          <Alert.Title>{change.data.message}</Alert.Title>
        </Alert.Root>
      ) : (
        pendingEmail && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>We sent a link to {pendingEmail}: your address changes when you open it.</Alert.Title>
          </Alert.Root>
        )
      )}
      <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} data-testid="email-change-form">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormField label="New e-mail address" error={formState.errors.email?.message}>
            <Input {...register('email')} type="email" autoComplete="email" maxLength={254} disabled={pending} />
          </FormField>
          <FormField label="Current password" error={formState.errors.password?.message}>
            <Input {...register('password')} type="password" autoComplete="current-password" disabled={pending} />
          </FormField>
        </SimpleGrid>
        {change.isError && (
          <Alert.Root status="error" role="alert" mt="3" data-testid="email-change-error">
            <Alert.Indicator />
            <Alert.Title>{change.error.message}</Alert.Title>
          </Alert.Root>
        )}
        <Flex justify="flex-end" mt="3">
          <Button type="submit" variant="outline" loading={pending} loadingText="Sending…" disabled={pending} w={{ base: 'full', md: 'auto' }}>
            Change e-mail
          </Button>
        </Flex>
      </form>
    </Section>
  );
}
