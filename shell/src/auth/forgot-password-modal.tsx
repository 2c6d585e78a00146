import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { object, ref, string } from 'yup';
import { apiRequest } from '@trailhead/shared-kernel/api';
import { useMutation } from '@trailhead/shared-kernel/query';
import { MESSAGES, passwordSchema } from '@trailhead/shared-kernel/schemas';
import type { LostPasswordInitResponse, StatusResponse } from '@trailhead/shared-kernel/types';
import { Alert, Button, Input, Stack, Text, FormField } from '@trailhead/shared-kernel/ui';
import { AuthDialog } from './auth-dialog';
import { FormStack } from './form-field';
import { useAuthModals } from './use-auth-modals';

const emailSchema = object({ email: string().trim().required(MESSAGES.emailRequired).email(MESSAGES.emailInvalid) });
const resetSchema = object({
  code: string().trim().required('Enter the code from the e-mail'),
  password: passwordSchema('normal'),
  confirmPassword: string().required(MESSAGES.passwordRequired).oneOf([ref('password')], MESSAGES.passwordMatch),
});

/** Spec §3 reset: the e-mail first, then the code it received and a new password. */
export default function ForgotPasswordModal() {
  const modals = useAuthModals();
  const [email, setEmail] = useState<string | null>(null);
  const [finished, setFinished] = useState<string | null>(null);
  return (
    <AuthDialog title="Reset your password" onClose={modals.close}>
      {finished ? (
        <Stack gap="4" data-testid="reset-done">
          <Text>{finished}</Text>
          <Button bg="brand.redDark" color="white" onClick={() => modals.open('login')}>
            Log in
          </Button>
        </Stack>
      ) : email ? (
        <ResetStep email={email} onDone={setFinished} />
      ) : (
        <EmailStep onSent={setEmail} />
      )}
    </AuthDialog>
  );
}

function ErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const { register, handleSubmit, formState } = useForm({ resolver: yupResolver(emailSchema), defaultValues: { email: '' } });
  const sendCode = useMutation({
    mutationFn: (email: string) => apiRequest<LostPasswordInitResponse>('/lost-password/init', { method: 'POST', body: { email } }),
    onSuccess: (_answer, email) => onSent(email),
  });
  const submit = handleSubmit(({ email }) => sendCode.mutateAsync(email).catch(() => undefined));
  return (
    <FormStack onSubmit={submit}>
      <ErrorAlert message={sendCode.error?.message ?? null} />
      <Text>We will e-mail you a code to set a new password.</Text>
      <FormField label="E-mail" error={formState.errors.email?.message} required>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <Button type="submit" bg="brand.redDark" color="white" loading={sendCode.isPending}>
        Send the code
      </Button>
    </FormStack>
  );
}

function ResetStep({ email, onDone }: { email: string; onDone: (message: string) => void }) {
  const { register, handleSubmit, formState } = useForm({ resolver: yupResolver(resetSchema), defaultValues: { code: '', password: '', confirmPassword: '' } });
  const setPassword = useMutation({
    mutationFn: ({ code, password, confirmPassword }: { code: string; password: string; confirmPassword: string }) =>
      apiRequest<StatusResponse>('/lost-password/set', { method: 'POST', body: { email, code, password, password_confirmation: confirmPassword } }),
    onSuccess: (result) => onDone(result.message),
  });
  const submit = handleSubmit((values) => setPassword.mutateAsync(values).catch(() => undefined));
  return (
    <FormStack onSubmit={submit}>
      <ErrorAlert message={setPassword.error?.message ?? null} />
      <Text>If {email} has an account, a code is on its way. Enter it with your new password.</Text>
      <FormField label="Code" error={formState.errors.code?.message} required>
        <Input autoComplete="one-time-code" {...register('code')} />
      </FormField>
      <FormField label="New password" error={formState.errors.password?.message} required>
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label="Confirm new password" error={formState.errors.confirmPassword?.message} required>
        <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <Button type="submit" bg="brand.redDark" color="white" loading={setPassword.isPending}>
        Set the new password
      </Button>
    </FormStack>
  );
}
