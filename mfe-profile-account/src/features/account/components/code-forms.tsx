import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@trailhead/shared-kernel/query';
import { MESSAGES, passwordSchema } from '@trailhead/shared-kernel/schemas';
import { Alert, FormField, Input, Stack } from '@trailhead/shared-kernel/ui';

export function ResultAlert({ result }: { result: { ok: boolean; message: string } | null }) {
  if (!result) return null;
  return (
    <Alert.Root status={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'} data-testid="form-result">
      <Alert.Indicator />
      <Alert.Title>{result.message}</Alert.Title>
    </Alert.Root>
  );
}

/** A small form that posts and then says how it went, keeping what was typed when it fails. */
export function useSubmit(send: () => Promise<string>) {
  const mutation = useMutation({ mutationFn: send });
  const result = mutation.isSuccess ? { ok: true, message: mutation.data } : mutation.isError ? { ok: false, message: mutation.error.message } : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };
  return { result, busy: mutation.isPending, submit, forget: mutation.reset };
}


/** Why a new password is refused (the site's password rules), or undefined. */
function passwordProblem(password: string): string | undefined {
  try {
    passwordSchema('normal').validateSync(password);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** A new password typed twice (change and reset): the two values, their problems, and a way to empty them. */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  return {
    password,
    confirmation,
    setPassword,
    setConfirmation,
    problems: { password: passwordProblem(password), confirmation: confirmation === password ? undefined : MESSAGES.passwordMatch },
    clear: () => {
      setPassword('');
      setConfirmation('');
    },
  };
}

/** The new password's two fields; their problems show once the form has been sent (`shown`). */
export function NewPasswordFields({ state, shown }: { state: ReturnType<typeof useNewPassword>; shown: boolean }) {
  return (
    <>
      <FormField required label="New password" error={shown ? state.problems.password : undefined}>
        <Input type="password" autoComplete="new-password" value={state.password} onChange={(event) => state.setPassword(event.target.value)} />
      </FormField>
      <FormField required label="Confirm new password" error={shown ? state.problems.confirmation : undefined}>
        <Input type="password" autoComplete="new-password" value={state.confirmation} onChange={(event) => state.setConfirmation(event.target.value)} />
      </FormField>
    </>
  );
}

/** A form that shows its fields' problems once sent, and is sent only when there are none. */
export function useCheckedSubmit(valid: boolean) {
  const [shown, setShown] = useState(false);
  /** On submit: shows the problems; true when the form may be sent (otherwise the browser's submit stops here). */
  const ready = (event: FormEvent) => {
    setShown(true);
    if (!valid) event.preventDefault();
    return valid;
  };
  return { shown, hide: () => setShown(false), ready };
}

/**
 * The password pages' form: sent only when `ready` lets it, with how the last sending went on top;
 * a submit the fields refuse forgets that answer (it was about what had been typed before).
 */
export function CheckedForm({
  ready,
  submit,
  forget,
  result,
  children,
}: {
  ready: (event: FormEvent) => boolean;
  submit: (event: FormEvent) => void;
  forget: () => void;
  result: { ok: boolean; message: string } | null;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (ready(event)) submit(event);
        else forget();
      }}
    >
      <Stack gap="4">
        <ResultAlert result={result} />
        {children}
      </Stack>
    </form>
  );
}
