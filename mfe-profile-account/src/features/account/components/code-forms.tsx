import type { FormEvent } from 'react';
import { useMutation } from '@trailhead/shared-kernel/query';
import { passwordSchema } from '@trailhead/shared-kernel/schemas';
import { Alert } from '@trailhead/shared-kernel/ui';

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
  return { result, busy: mutation.isPending, submit };
}


/** Why a new password is refused (the site's password rules), or undefined. */
export function passwordProblem(password: string): string | undefined {
  try {
    passwordSchema('normal').validateSync(password);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
