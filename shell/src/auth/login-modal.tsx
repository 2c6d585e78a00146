import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMutation } from '@trailhead/shared-kernel/query';
import { recoveryCodeFormSchema, twoFactorCodeFormSchema } from '@trailhead/shared-kernel/schemas';
import { Alert, Button, Input, Text, FormField } from '@trailhead/shared-kernel/ui';
import { ApiError } from '@trailhead/shared-kernel/api';
import { logIn, logInWithSecondFactor } from '../session/session-service';
import { FormStack } from './form-field';
import { AuthDialog } from './auth-dialog';
import { useAuthModals } from './use-auth-modals';

interface LoginValues {
  login: string;
  password: string;
}

function ErrorAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

/**
 * Spec §3 login: username (or e-mail) and password, sent as login and password; when the account
 * has two-factor sign-in on, a second step asks for the authenticator app's code (or a recovery code).
 */
export default function LoginModal() {
  const modals = useAuthModals();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [expired, setExpired] = useState<string | null>(null);
  // The first step's form lives here, so what was typed is still there if the second step sends the member back.
  const { register, handleSubmit, formState } = useForm<LoginValues>({ defaultValues: { login: '', password: '' } });
  const login = useMutation({
    mutationFn: (values: LoginValues) => logIn(values.login.trim(), values.password),
    onSuccess: (result) => {
      if ('challenge' in result) setChallenge(result.challenge);
      else modals.close();
    },
  });
  const submit = handleSubmit((values) => {
    setExpired(null);
    return login.mutateAsync(values).catch(() => undefined);
  });

  if (challenge) {
    return (
      <AuthDialog title="Two-step verification" onClose={modals.close}>
        <SecondFactorStep
          challenge={challenge}
          onSignedIn={modals.close}
          onExpired={(message) => {
            setChallenge(null);
            setExpired(message);
            login.reset();
          }}
        />
      </AuthDialog>
    );
  }
  return (
    <AuthDialog title="Log in" onClose={modals.close}>
      <FormStack onSubmit={submit}>
        <ErrorAlert message={login.error?.message ?? expired ?? undefined} />
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

/** The challenge is spent or too old: the password must be given again. */
const EXPIRED = 'two_factor_expired';

function SecondFactorStep({ challenge, onSignedIn, onExpired }: { challenge: string; onSignedIn: () => void; onExpired: (message: string) => void }) {
  const [useRecovery, setUseRecovery] = useState(false);
  const codeForm = useForm({ resolver: yupResolver(twoFactorCodeFormSchema), defaultValues: { code: '' } });
  const recoveryForm = useForm({ resolver: yupResolver(recoveryCodeFormSchema), defaultValues: { recovery_code: '' } });
  const verify = useMutation({
    mutationFn: (second: { code: string } | { recovery_code: string }) => logInWithSecondFactor(challenge, second),
    onSuccess: onSignedIn,
    onError: (error) => {
      if (error instanceof ApiError && error.code === EXPIRED) onExpired(error.message);
    },
  });
  const submitCode = codeForm.handleSubmit((values) => verify.mutateAsync({ code: values.code.replace(/\s/g, '') }).catch(() => undefined));
  const submitRecovery = recoveryForm.handleSubmit((values) => verify.mutateAsync({ recovery_code: values.recovery_code }).catch(() => undefined));
  const toggle = () => {
    verify.reset();
    setUseRecovery((now) => !now);
  };

  if (useRecovery) {
    return (
      // Keyed: a fresh form, so the toggle's click cannot land on a reused submit button of the other.
      <FormStack key="recovery" onSubmit={submitRecovery}>
        <ErrorAlert message={verify.error?.message} />
        <Text fontSize="sm">Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once.</Text>
        <FormField label="Recovery code" error={recoveryForm.formState.errors.recovery_code?.message} required>
          <Input autoComplete="off" autoFocus spellCheck={false} {...recoveryForm.register('recovery_code')} />
        </FormField>
        <Button type="submit" bg="brand.redDark" color="white" loading={verify.isPending}>
          Verify
        </Button>
        <Button variant="plain" color="brand.redDark" onClick={toggle}>
          Use the code from your app instead
        </Button>
      </FormStack>
    );
  }
  return (
    <FormStack key="code" onSubmit={submitCode}>
      <ErrorAlert message={verify.error?.message} />
      <FormField label="Enter the 6-digit code from your authenticator app" error={codeForm.formState.errors.code?.message} required>
        <Input inputMode="numeric" autoComplete="one-time-code" autoFocus maxLength={7} {...codeForm.register('code')} />
      </FormField>
      <Button type="submit" bg="brand.redDark" color="white" loading={verify.isPending}>
        Verify
      </Button>
      <Button variant="plain" color="brand.redDark" onClick={toggle}>
        Use a recovery code instead
      </Button>
    </FormStack>
  );
}
