import { useState } from 'react';
import { bus, trackLoading } from '@trailhead/shared-kernel/bus';
import { newIdempotencyKey, submitIdempotent } from './submit-idempotent';
import type { ComposerDraft } from './use-composer-draft';

/**
 * One submit of a draft: the idempotency key is stored with the draft before the request leaves,
 * so a retry (automatic after a network failure, or by hand after a reload) never duplicates.
 */
export function useDraftSubmit<T>(composer: ComposerDraft, failureText: string) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (send: (key: string) => Promise<T>): Promise<T | null> => {
    const key = composer.current().idempotency_key ?? newIdempotencyKey();
    if (!composer.current().idempotency_key) composer.update({ idempotency_key: key });
    setSending(true);
    setError(null);
    const done = trackLoading(bus);
    try {
      const result = await submitIdempotent(key, send);
      await composer.clear();
      return result;
    } catch (failure) {
      setError(`${failureText} ${(failure as Error).message}`);
      return null;
    } finally {
      done();
      setSending(false);
    }
  };

  return { sending, error, setError, submit };
}
