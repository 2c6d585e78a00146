import { useState } from 'react';
import { apiRequest } from '@trailhead/shared-kernel/api';
import { MESSAGES } from '@trailhead/shared-kernel/schemas';
import type { StatusResponse } from '@trailhead/shared-kernel/types';
import { Button, Input, Stack, FormField } from '@trailhead/shared-kernel/ui';
import { AccountLayout } from './account-layout';
import { CheckedForm, NewPasswordFields, useCheckedSubmit, useNewPassword, useSubmit } from './code-forms';

/** /changePassword: spec §3 change password (current_password, new_password, confirmation), among the account's pages. */
export function ChangePasswordPage() {
  return <AccountLayout title="Change Password">{() => <ChangePasswordForm />}</AccountLayout>;
}

function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const newPassword = useNewPassword();
  const currentProblem = current ? undefined : MESSAGES.oldPasswordRequired;
  const valid = !currentProblem && !newPassword.problems.password && !newPassword.problems.confirmation;
  const checked = useCheckedSubmit(valid);
  const { result, busy, submit, forget } = useSubmit(async () => {
    const response = await apiRequest<StatusResponse>('/change-password', {
      method: 'POST',
      body: { current_password: current, new_password: newPassword.password, new_password_confirmation: newPassword.confirmation },
    });
    setCurrent('');
    newPassword.clear();
    checked.hide();
    return response.message;
  });
  return (
    <Stack gap="4" maxW="md">
      <CheckedForm ready={checked.ready} submit={submit} forget={forget} result={result}>
        <FormField required label="Current password" error={checked.shown ? currentProblem : undefined}>
          <Input type="password" autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.target.value)} />
        </FormField>
        <NewPasswordFields state={newPassword} shown={checked.shown} />
        <Button type="submit" bg="brand.redDark" color="white" loading={busy}>
          Change password
        </Button>
      </CheckedForm>
    </Stack>
  );
}
