import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@trailhead/shared-kernel/query';
import { clearLocalDraft, hasContent, newerDraft, readLocalDraft, serverFields, writeLocalDraft, type DraftFields, type DraftServer, type StoredDraft } from './draft-store';

const SERVER_SAVE_DELAY_MS = 1000;

export interface ComposerDraft<F extends DraftFields = DraftFields> {
  /** False until the server's copy has been compared with the local one. */
  ready: boolean;
  draft: StoredDraft<F>;
  /** The latest draft, for callbacks that outlive a render. */
  current: () => StoredDraft<F>;
  update: (change: Partial<StoredDraft<F>>) => void;
  clear: () => Promise<void>;
}

export interface ComposerDraftOptions<F extends DraftFields> {
  /** localStorage key of this draft: one per member and per place (e.g. a thread). */
  storageKey: string;
  /** A blank draft for this place. */
  empty: () => F;
  server: DraftServer<F>;
}

/**
 * A draft that is never lost: every change goes to localStorage at once (a crashed tab keeps it)
 * and to the server a second later and when the page is hidden or closed; on return the newer copy wins.
 */
export function useComposerDraft<F extends DraftFields>({ storageKey, empty, server }: ComposerDraftOptions<F>): ComposerDraft<F> {
  const blank = (): StoredDraft<F> => ({ ...empty(), idempotency_key: null }) as StoredDraft<F>;
  const [draft, setDraft] = useState<StoredDraft<F>>(() => readLocalDraft<F>(localStorage, storageKey) ?? blank());
  // The storage key whose server copy has been merged: a composer moved to another place waits again.
  const [mergedFor, setMergedFor] = useState<string | null>(null);
  const merged = mergedFor === storageKey;
  const latest = useRef(draft);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const unsaved = useRef(false);
  const serverRef = useRef(server);
  serverRef.current = server;

  // The server's copy, read fresh each time the composer opens (never an old cached answer).
  const serverCopy = useQuery({ queryKey: server.queryKey, queryFn: ({ signal }) => server.read(signal), staleTime: 0, gcTime: 0, retry: false });
  const save = useMutation({ mutationFn: ({ fields, keepalive }: { fields: F; keepalive: boolean }) => serverRef.current.save(fields, keepalive) });
  const remove = useMutation({ mutationFn: () => serverRef.current.remove() });

  useEffect(() => {
    if (merged || serverCopy.isPending) return;
    // Offline or refused: the local copy is the draft.
    const next = newerDraft(readLocalDraft<F>(localStorage, storageKey), serverCopy.isSuccess ? serverCopy.data : null) ?? blank();
    latest.current = next;
    setDraft(next);
    setMergedFor(storageKey);
  }, [merged, serverCopy.isPending, serverCopy.isSuccess, serverCopy.data, storageKey]);

  const saveNow = useCallback(
    (keepalive = false, direct = keepalive) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      if (!unsaved.current) return;
      unsaved.current = false;
      if (direct) {
        // The page or the composer is going away: the request is sent now, nothing is left to show its outcome.
        void serverRef.current.save(serverFields(latest.current), keepalive).catch(() => (unsaved.current = true));
        return;
      }
      save.mutate(
        { fields: serverFields(latest.current), keepalive },
        {
          // The local copy holds the draft; try again with the next change.
          onError: () => (unsaved.current = true),
        },
      );
    },
    [save.mutate],
  );

  useEffect(() => {
    const flush = () => {
      if (document.visibilityState === 'hidden') saveNow(true);
    };
    const onPageHide = () => saveNow(true);
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', flush);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', flush);
      // Closed (e.g. the reply box left the page) with a change not yet sent.
      saveNow(false, true);
    };
  }, [saveNow]);

  const update = useCallback(
    (change: Partial<StoredDraft<F>>) => {
      const next = { ...latest.current, ...change, updated_at: Math.floor(Date.now() / 1000) } as StoredDraft<F>;
      const worthSaving = hasContent(next) || hasContent(latest.current);
      latest.current = next;
      setDraft(next);
      if (!worthSaving) return;
      writeLocalDraft(localStorage, storageKey, next);
      unsaved.current = true;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => saveNow(), SERVER_SAVE_DELAY_MS);
    },
    [storageKey, saveNow],
  );

  const clear = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    unsaved.current = false;
    clearLocalDraft(localStorage, storageKey);
    const fresh = blank();
    latest.current = fresh;
    setDraft(fresh);
    await remove.mutateAsync().catch(() => undefined);
  }, [storageKey, remove.mutateAsync]);

  return { ready: merged, draft, current: () => latest.current, update, clear };
}
