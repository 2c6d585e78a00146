import { useState, type FormEvent } from 'react';
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
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      setResult({ ok: true, message: await send() });
    } catch (error) {
      setResult({ ok: false, message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return { result, busy, submit };
}

