import { useState } from 'react';
import { useSearchParams } from '@trailhead/shared-kernel/router';
import { apiRequest } from '@trailhead/shared-kernel/api';
import { emailProblem } from '@trailhead/shared-kernel/schemas';
import type { StatusResponse } from '@trailhead/shared-kernel/types';
import { Button, Heading, Input, RouterLink, Stack, Text, FormField, TEXT_LINK } from '@trailhead/shared-kernel/ui';
import { CheckedForm, NewPasswordFields, useCheckedSubmit, useNewPassword, useSubmit } from './code-forms';

/**
 * /resetPassword (spec §2, §3 reset): the e-mail, the code the reset e-mail sent and a new password.
 * The e-mail's link fills in the address and the code; the forgot-password dialog sends a code.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [code, setCode] = useState(params.get('code') ?? '');
  const newPassword = useNewPassword();
  const problems = { email: emailProblem(email), code: code.trim() ? undefined : 'Enter the code from the e-mail', ...newPassword.problems };
  const valid = Object.values(problems).every((problem) => problem === undefined);
  const checked = useCheckedSubmit(valid);
  const { result, busy, submit, forget } = useSubmit(async () => {
    const response = await apiRequest<StatusResponse>('/lost-password/set', {
      method: 'POST',
      body: { email: email.trim(), code: code.trim(), password: newPassword.password, password_confirmation: newPassword.confirmation },
    });
    newPassword.clear();
    checked.hide();
    return response.message;
  });
  const shown = (problem: string | undefined) => (checked.shown ? problem : undefined);
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
      <CheckedForm ready={checked.ready} submit={submit} forget={forget} result={result}>
        {result?.ok && (
          <RouterLink to="?login=true" {...TEXT_LINK}>
            Log in with your new password
          </RouterLink>
        )}
        <FormField required label="E-mail" error={shown(problems.email)}>
          <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </FormField>
        <FormField required label="Code" error={shown(problems.code)}>
          <Input autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} />
        </FormField>
        <NewPasswordFields state={newPassword} shown={checked.shown} />
        <Button type="submit" bg="brand.redDark" color="white" loading={busy}>
          Set the new password
        </Button>
      </CheckedForm>
    </Stack>
  );
}
