import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, Input, Text, FormField } from '@trailhead/shared-kernel/ui';
import { logIn } from '../session/session-service';
import { FormStack } from './form-field';
import { AuthDialog } from './auth-dialog';
import { useAuthModals } from './use-auth-modals';

interface LoginValues {
  login: string;
  password: string;
}

/** Spec §3 login: username (or e-mail) and password, sent as login and password. */
export default function LoginModal() {
  const modals = useAuthModals();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginValues>({ defaultValues: { login: '', password: '' } });
  const submit = handleSubmit(async ({ login, password }) => {
    setServerError(null);
    try {
      await logIn(login.trim(), password);
      modals.close();
    } catch (error) {
      setServerError((error as Error).message);
    }
  });
  return (
    <AuthDialog title="Log in" onClose={modals.close}>
      <FormStack onSubmit={submit}>
        {serverError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <FormField label="Username or e-mail" error={formState.errors.login?.message} required>
          <Input autoComplete="username" autoFocus {...register('login', { required: 'Username is required' })} />
        </FormField>
        <FormField label="Password" error={formState.errors.password?.message} required>
          <Input type="password" autoComplete="current-password" {...register('password', { required: 'Password is required' })} />
        </FormField>
        <Button type="submit" bg="brand.redDark" color="white" loading={formState.isSubmitting}>
          Log in
        </Button>
        <Button variant="plain" color="brand.redDark" onClick={() => modals.open('forgotPassword')}>
          Forgot your password?
        </Button>
        <Text fontSize="sm" textAlign="center">
          New here?{' '}
          <Button variant="plain" color="brand.redDark" p="0" h="auto" onClick={() => modals.open('register')}>
            Create a Free Account
          </Button>
        </Text>
      </FormStack>
    </AuthDialog>
  );
}
