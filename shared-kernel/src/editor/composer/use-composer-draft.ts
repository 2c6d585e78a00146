import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
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
  // The draft as written since it was opened here (null until the first change), per place.
  const [written, setWritten] = useState<{ key: string; draft: StoredDraft<F> } | null>(null);
  const latest = useRef<{ key: string; draft: StoredDraft<F> } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const unsaved = useRef(false);
  const serverRef = useRef(server);
  useLayoutEffect(() => {
    serverRef.current = server;
  });

  // The copy to start from: the newer of the local one and the server's, read fresh each time the
  // composer opens (never an old cached answer). Offline or refused, the local copy is the draft.
  const opened = useQuery({
    queryKey: ['composer-draft', storageKey, ...server.queryKey],
    queryFn: async ({ signal }) => newerDraft(readLocalDraft<F>(localStorage, storageKey), await server.read(signal).catch(() => null)),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const { mutate: saveDraft } = useMutation({ mutationFn: ({ fields, keepalive }: { fields: F; keepalive: boolean }) => serverRef.current.save(fields, keepalive) });
  const { mutateAsync: removeDraft } = useMutation({ mutationFn: () => serverRef.current.remove() });

  const ready = opened.isSuccess;
  const draft = written?.key === storageKey ? written.draft : (opened.data ?? readLocalDraft<F>(localStorage, storageKey) ?? blank());
  const current = () => (latest.current?.key === storageKey ? latest.current.draft : draft);

  const remember = (next: StoredDraft<F>) => {
    latest.current = { key: storageKey, draft: next };
    setWritten(latest.current);
  };

  const saveNow = useCallback(
    (keepalive = false, direct = keepalive) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      const pending = latest.current;
      if (!unsaved.current || !pending) return;
      unsaved.current = false;
      const fields = serverFields(pending.draft);
      if (direct) {
        // The page or the composer is going away: the request is sent now, nothing is left to show its outcome.
        void serverRef.current.save(fields, keepalive).catch(() => (unsaved.current = true));
        return;
      }
      // The local copy holds the draft; a failed save is tried again with the next change.
      saveDraft({ fields, keepalive }, { onError: () => (unsaved.current = true) });
    },
    [saveDraft],
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

  const update = (change: Partial<StoredDraft<F>>) => {
    const before = current();
    const next = { ...before, ...change, updated_at: Math.floor(Date.now() / 1000) } as StoredDraft<F>;
    remember(next);
    if (!hasContent(next) && !hasContent(before)) return;
    writeLocalDraft(localStorage, storageKey, next);
    unsaved.current = true;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => saveNow(), SERVER_SAVE_DELAY_MS);
  };

  const clear = async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    unsaved.current = false;
    clearLocalDraft(localStorage, storageKey);
    remember(blank());
    await removeDraft().catch(() => undefined);
  };

  return { ready, draft, current, update, clear };
}
