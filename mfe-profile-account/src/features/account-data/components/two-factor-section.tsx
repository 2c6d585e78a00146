import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { bus } from '@trailhead/shared-kernel/bus';
import { twoFactorCodeFormSchema, twoFactorPasswordFormSchema } from '@trailhead/shared-kernel/schemas';
import type { TwoFactorSetupResponse, TwoFactorStatus } from '@trailhead/shared-kernel/types';
import { Alert, Box, Button, FormField, Heading, HStack, Input, QueryView, Stack, Text } from '@trailhead/shared-kernel/ui';
import { useNewRecoveryCodes, useTwoFactorDisable, useTwoFactorEnable, useTwoFactorSetup, useTwoFactorStatus } from '../api/security-queries';
import { SetupQrCode } from './setup-qr-code';

/** The secret in groups of four, as people copy it into an app by hand. */
export const groupsOfFour = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function ErrorAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

/** Two-factor sign-in: off → set up and confirm; on → recovery codes and turning it off. */
export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <Stack as="section" aria-labelledby="two-factor-heading" gap="3">
      <Heading as="h2" id="two-factor-heading" size="md">
        Two-factor sign-in
      </Heading>
      <Text>
        With two-factor sign-in on, logging in also asks for a 6-digit code from an authenticator app on your phone (Google Authenticator, 1Password,
        Authy…), so your password alone is not enough.
      </Text>
      {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}
      <QueryView query={status} what="two-factor sign-in">
        {(data) => (data.enabled ? <TwoFactorOn status={data} onCodes={setCodes} /> : <TwoFactorOff onCodes={setCodes} />)}
      </QueryView>
    </Stack>
  );
}

function TwoFactorOff({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const setup = useTwoFactorSetup();
  if (!setup.data) {
    return (
      <Box>
        <Text mb="3">Two-factor sign-in is off.</Text>
        <ErrorAlert message={setup.error?.message} />
        <Button bg="brand.redDark" color="white" loading={setup.isPending} onClick={() => setup.mutate()}>
          Turn on
        </Button>
      </Box>
    );
  }
  return <ConfirmSetup setup={setup.data} onCodes={onCodes} />;
}

function ConfirmSetup({ setup, onCodes }: { setup: TwoFactorSetupResponse; onCodes: (codes: string[]) => void }) {
  const enable = useTwoFactorEnable();
  const { register, handleSubmit, formState } = useForm({ resolver: yupResolver(twoFactorCodeFormSchema), defaultValues: { code: '' } });
  const submit = handleSubmit((values) =>
    enable
      .mutateAsync(values.code.replace(/\s/g, ''))
      .then((answer) => {
        onCodes(answer.recovery_codes);
        bus.snackbar.next({ status: 'success', message: 'Two-factor sign-in is on' });
      })
      .catch(() => undefined),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="3" maxW="lg">
        <Text>1. In your authenticator app, add an account: scan this code, type the key, or open the link on your phone.</Text>
        <SetupQrCode uri={setup.otpauth_uri} />
        <Box borderWidth="1px" borderRadius="md" p="3" bg="gray.50">
          <Text fontFamily="mono" fontSize="lg" letterSpacing="wider" data-testid="two-factor-secret">
            {groupsOfFour(setup.secret)}
          </Text>
          <Text fontSize="sm" mt="2" wordBreak="break-all">
            <a href={setup.otpauth_uri}>{setup.otpauth_uri}</a>
          </Text>
        </Box>
        <Text>2. Enter the 6-digit code the app shows to confirm.</Text>
        <ErrorAlert message={enable.error?.message} />
        <FormField label="Code from the app" error={formState.errors.code?.message} required>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} {...register('code')} />
        </FormField>
        <Box>
          <Button type="submit" bg="brand.redDark" color="white" loading={enable.isPending}>
            Confirm and turn on
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

function TwoFactorOn({ status, onCodes }: { status: TwoFactorStatus; onCodes: (codes: string[]) => void }) {
  const [action, setAction] = useState<'disable' | 'codes' | null>(null);
  return (
    <Stack gap="3">
      <Text>
        Two-factor sign-in is <strong>on</strong>
        {status.enabled_at ? ` since ${new Date(status.enabled_at * 1000).toLocaleDateString()}` : ''}. Recovery codes left: {status.recovery_codes_left}.
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" onClick={() => setAction('codes')} aria-pressed={action === 'codes'}>
          New recovery codes
        </Button>
        <Button variant="outline" onClick={() => setAction('disable')} aria-pressed={action === 'disable'}>
          Turn off
        </Button>
      </HStack>
      {action && <PasswordConfirm key={action} action={action} onDone={() => setAction(null)} onCodes={onCodes} />}
    </Stack>
  );
}

function PasswordConfirm({ action, onDone, onCodes }: { action: 'disable' | 'codes'; onDone: () => void; onCodes: (codes: string[]) => void }) {
  const disable = useTwoFactorDisable();
  const newCodes = useNewRecoveryCodes();
  const pending = disable.isPending || newCodes.isPending;
  const error = disable.error ?? newCodes.error;
  const { register, handleSubmit, formState } = useForm({ resolver: yupResolver(twoFactorPasswordFormSchema), defaultValues: { password: '' } });
  const submit = handleSubmit(async (values) => {
    try {
      if (action === 'disable') {
        await disable.mutateAsync(values.password);
        bus.snackbar.next({ status: 'success', message: 'Two-factor sign-in is off' });
      } else {
        onCodes((await newCodes.mutateAsync(values.password)).recovery_codes);
        bus.snackbar.next({ status: 'success', message: 'New recovery codes made' });
      }
      onDone();
    } catch {
      // The alert shows why; what was typed stays.
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="3" maxW="md">
        <ErrorAlert message={error?.message} />
        <FormField label="Your password" error={formState.errors.password?.message} required>
          <Input type="password" autoComplete="current-password" autoFocus {...register('password')} />
        </FormField>
        <HStack gap="3">
          <Button type="submit" bg="brand.redDark" color="white" loading={pending}>
            {action === 'disable' ? 'Turn off two-factor sign-in' : 'Make new recovery codes'}
          </Button>
          <Button variant="plain" onClick={onDone}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join('\n');
  const copy = () =>
    navigator.clipboard
      ?.writeText(text)
      .then(() => bus.snackbar.next({ status: 'success', message: 'Recovery codes copied' }))
      .catch(() => bus.snackbar.next({ status: 'error', message: 'Could not copy: select the codes and copy them by hand' }));
  const href = `data:text/plain;charset=utf-8,${encodeURIComponent(`Trailhead recovery codes (each works once)\n\n${text}\n`)}`;
  return (
    <Box borderWidth="2px" borderColor="brand.redDark" borderRadius="md" p="4" role="region" aria-label="Your recovery codes">
      <Text fontWeight="semibold" mb="2">
        Save these recovery codes now: they are shown only once. Each one signs you in once if you lose your phone.
      </Text>
      <Box as="ul" listStyleType="none" fontFamily="mono" display="grid" gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="1" mb="3" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button asChild variant="outline">
          <a href={href} download="trailhead-recovery-codes.txt">
            Download codes
          </a>
        </Button>
        <Button variant="plain" onClick={onDone}>
          I have saved them
        </Button>
      </HStack>
    </Box>
  );
}
