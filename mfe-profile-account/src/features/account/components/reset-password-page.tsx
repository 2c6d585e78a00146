import { useState } from 'react';
import { useSearchParams } from '@trailhead/shared-kernel/router';
import { apiRequest } from '@trailhead/shared-kernel/api';
import { emailProblem, MESSAGES } from '@trailhead/shared-kernel/schemas';
import type { StatusResponse } from '@trailhead/shared-kernel/types';
import { Button, Heading, Input, RouterLink, Stack, Text, FormField, TEXT_LINK } from '@trailhead/shared-kernel/ui';
import { passwordProblem, ResultAlert, useSubmit } from './code-forms';

/**
 * /resetPassword (spec §2, §3 reset): the e-mail, the code the reset e-mail sent and a new password.
 * The e-mail's link fills in the address and the code; the forgot-password dialog sends a code.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [code, setCode] = useState(params.get('code') ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState(false);
  const errors = {
    email: emailProblem(email),
    code: code.trim() ? undefined : 'Enter the code from the e-mail',
    password: passwordProblem(password),
    confirmation: confirmation === password ? undefined : MESSAGES.passwordMatch,
  };
  const valid = Object.values(errors).every((error) => error === undefined);
  const { result, busy, submit } = useSubmit(async () => {
    const response = await apiRequest<StatusResponse>('/lost-password/set', {
      method: 'POST',
      body: { email: email.trim(), code: code.trim(), password, password_confirmation: confirmation },
    });
    setPassword('');
    setConfirmation('');
    setTouched(false);
    return response.message;
  });
  const shown = (error: string | undefined) => (touched ? error : undefined);
  return (
    <Stack gap="4" maxW="md">
      <Heading as="h1" size="2xl">
        Reset your password
      </Heading>
      <Text>
        Enter the code from the e-mail we sent you and choose a new password. No code?{' '}
        <RouterLink to="?forgotPassword=true" {...TEXT_LINK}>
          Send me a code
        </RouterLink>
      </Text>
      <form
        noValidate
        onSubmit={(event) => {
          setTouched(true);
          if (valid) void submit(event);
          else event.preventDefault();
        }}
      >
        <Stack gap="4">
          <ResultAlert result={result} />
          {result?.ok && (
            <RouterLink to="?login=true" {...TEXT_LINK}>
              Log in with your new password
            </RouterLink>
          )}
          <FormField required label="E-mail" error={shown(errors.email)}>
            <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </FormField>
          <FormField required label="Code" error={shown(errors.code)}>
            <Input autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} />
          </FormField>
          <FormField required label="New password" error={shown(errors.password)}>
            <Input type="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          </FormField>
          <FormField required label="Confirm new password" error={shown(errors.confirmation)}>
            <Input type="password" autoComplete="new-password" value={confirmation} onChange={(event) => setConfirmation(event.target.value)} />
          </FormField>
          <Button type="submit" bg="brand.redDark" color="white" loading={busy}>
            Set the new password
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
