import { useState } from 'react';
import { bus, trackLoading } from '@trailhead/shared-kernel/bus';
import { useMutation } from '@trailhead/shared-kernel/query';
import type { DraftFields } from './draft-store';
import { newIdempotencyKey, submitIdempotent } from './submit-idempotent';
import type { ComposerDraft } from './use-composer-draft';

export interface DraftSubmitOptions<V, R> {
  /** Spec §8's text for this write, e.g. 'Could not create post!'; the server's reason follows it. */
  failureText: string;
  /** The write itself (the forum's createPost, a conversation's send…), with the draft's Idempotency-Key. */
  send: (variables: V, idempotencyKey: string) => Promise<R>;
  /** After the write succeeded and the draft was cleared. */
  onSuccess?: (result: R, variables: V) => void | Promise<void>;
}

export interface DraftSubmit<V, R> {
  submit: (variables: V) => Promise<R | null>;
  isPending: boolean;
  /** What the writer reads under the editor: a check of the form ('Post message should not be empty') or why the write failed. */
  error: string | null;
  /** Shows (or clears, with null) a problem found before sending. */
  setProblem: (problem: string | null) => void;
}

/**
 * One submit of a draft, as a mutation: the idempotency key is stored with the draft before the
 * request leaves, so a retry (automatic once after a network failure, or by hand after a reload)
 * never duplicates; a failure keeps the draft and says why.
 */
export function useDraftSubmit<F extends DraftFields, V, R>(composer: ComposerDraft<F>, { failureText, send, onSuccess }: DraftSubmitOptions<V, R>): DraftSubmit<V, R> {
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    // Offline, the draft's send waits for the connection (and the page says so), then goes once.
    networkMode: 'online',
    mutationFn: async (variables: V) => {
      const key = composer.current().idempotency_key ?? newIdempotencyKey();
      if (!composer.current().idempotency_key) composer.update({ idempotency_key: key } as Parameters<typeof composer.update>[0]);
      const done = trackLoading(bus);
      try {
        return await submitIdempotent(key, (idempotencyKey) => send(variables, idempotencyKey));
      } finally {
        done();
      }
    },
    onSuccess: async (result, variables) => {
      await composer.clear();
      await onSuccess?.(result, variables);
    },
  });

  const submit = async (variables: V): Promise<R | null> => {
    setProblem(null);
    try {
      return await mutation.mutateAsync(variables);
    } catch {
      return null;
    }
  };

  const error = problem ?? (mutation.isError ? `${failureText} ${mutation.error.message}` : null);
  return { submit, isPending: mutation.isPending, error, setProblem };
}
