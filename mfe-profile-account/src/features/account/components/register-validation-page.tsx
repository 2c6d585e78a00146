import { useState } from 'react';
import { apiRequest } from '@trailhead/shared-kernel/api';
import { bus, useObservable } from '@trailhead/shared-kernel/bus';
import type { AccountStatus, ConfirmationResponse } from '@trailhead/shared-kernel/types';
import { Button, Heading, Input, Stack, Text, FormField } from '@trailhead/shared-kernel/ui';
import { ResultAlert, useSubmit } from './code-forms';

/** /registerValidation: confirm the account with the code from the e-mail. */
export function RegisterValidationPage() {
  const { user, status } = useObservable(bus.session$);
  const [email, setEmail] = useState(user?.email ?? '');
  const [code, setCode] = useState('');
  const { result, busy, submit } = useSubmit(async () => {
    const response = await apiRequest<ConfirmationResponse>('/registerValidation', { method: 'POST', body: { code: code.trim(), email: email.trim() } });
    // Signed in, the account's status has changed: the banner asking to confirm goes at once.
    if (bus.session$.getValue().user) {
      const status = await apiRequest<AccountStatus>('/account').catch(() => null);
      if (status) bus.session$.next({ ...bus.session$.getValue(), status });
    }
    return response.message;
  });
  return (
    <Stack gap="4" maxW="md">
      <Heading as="h1" size="2xl">
        Confirm your account
      </Heading>
      <Text>Enter the 6-character code from the e-mail we sent you.</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <ResultAlert result={result} />
          <FormField required label="E-mail">
            <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="email" />
          </FormField>
          <FormField required label="Code">
            <Input value={code} onChange={(event) => setCode(event.target.value)} autoComplete="one-time-code" maxLength={6} />
          </FormField>
          <Button type="submit" bg="brand.redDark" color="white" loading={busy} disabled={!code.trim() || !email.trim()}>
            Confirm
          </Button>
        </Stack>
      </form>
      {/* Not confirmed yet, or not complete: the server sends a code only where one is still needed. */}
      {user && status?.permission === 'partial' && <ResendCode />}
    </Stack>
  );
}

/** For a signed-in member whose code expired or never came: a new one, by e-mail (the old one stops working). */
function ResendCode() {
  const { result, busy, submit } = useSubmit(async () => (await apiRequest<{ message: string }>('/registration/resend', { method: 'POST' })).message);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="2" align="flex-start">
        <Text>Code expired, or no e-mail?</Text>
        <ResultAlert result={result} />
        <Button type="submit" variant="outline" size="sm" loading={busy}>
          Send me a new code
        </Button>
      </Stack>
    </form>
  );
}
