import { useState } from 'react';
import { apiRequest } from '@trailhead/shared-kernel/api';
import { MESSAGES } from '@trailhead/shared-kernel/schemas';
import type { StatusResponse } from '@trailhead/shared-kernel/types';
import { Button, Input, Stack, FormField } from '@trailhead/shared-kernel/ui';
import { AccountLayout } from './account-layout';
import { passwordProblem, ResultAlert, useSubmit } from './code-forms';

/** /changePassword: spec §3 change password (current_password, new_password, confirmation), among the account's pages. */
export function ChangePasswordPage() {
  return <AccountLayout title="Change Password">{() => <ChangePasswordForm />}</AccountLayout>;
}

function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState(false);
  const errors = {
    current: current ? undefined : MESSAGES.oldPasswordRequired,
    password: passwordProblem(password),
    confirmation: confirmation === password ? undefined : MESSAGES.passwordMatch,
  };
  const valid = !errors.current && !errors.password && !errors.confirmation;
  const { result, busy, submit } = useSubmit(async () => {
    const response = await apiRequest<StatusResponse>('/change-password', {
      method: 'POST',
      body: { current_password: current, new_password: password, new_password_confirmation: confirmation },
    });
    setCurrent('');
    setPassword('');
    setConfirmation('');
    setTouched(false);
    return response.message;
  });
  return (
    <Stack gap="4" maxW="md">
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
          <FormField required label="Current password" error={touched ? errors.current : undefined}>
            <Input type="password" autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.target.value)} />
          </FormField>
          <FormField required label="New password" error={touched ? errors.password : undefined}>
            <Input type="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          </FormField>
          <FormField required label="Confirm new password" error={touched ? errors.confirmation : undefined}>
            <Input type="password" autoComplete="new-password" value={confirmation} onChange={(event) => setConfirmation(event.target.value)} />
          </FormField>
          <Button type="submit" bg="brand.redDark" color="white" loading={busy}>
            Change password
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
