import { useForm } from 'react-hook-form';
import { useMutation } from '@trailhead/shared-kernel/query';
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
  const { register, handleSubmit, formState } = useForm<LoginValues>({ defaultValues: { login: '', password: '' } });
  const login = useMutation({ mutationFn: (values: LoginValues) => logIn(values.login.trim(), values.password), onSuccess: () => modals.close() });
  const submit = handleSubmit((values) => login.mutateAsync(values).catch(() => undefined));
  const serverError = login.error?.message;
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
        <Button type="submit" bg="brand.redDark" color="white" loading={login.isPending}>
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
