import { useCallback, useEffect, useRef, useState } from 'react';
import type { DiscussionType } from '@trailhead/shared-kernel/types';
import {
  clearLocalDraft,
  deleteServerDraft,
  emptyDraft,
  fetchServerDraft,
  hasContent,
  newerDraft,
  readLocalDraft,
  saveServerDraft,
  writeLocalDraft,
  type DraftPlace,
  type StoredDraft,
} from './draft-store';

const SERVER_SAVE_DELAY_MS = 1000;

export interface ComposerDraft {
  /** False until the server's copy has been compared with the local one. */
  ready: boolean;
  draft: StoredDraft;
  /** The latest draft, for callbacks that outlive a render. */
  current: () => StoredDraft;
  update: (change: Partial<StoredDraft>) => void;
  clear: () => Promise<void>;
}

/**
 * A draft that is never lost: every change goes to localStorage at once (a crashed tab keeps it)
 * and to the server a second later and when the page is hidden or closed; on return the newer copy wins.
 */
export function useComposerDraft(place: DraftPlace, userId: number, discussionType: DiscussionType = 'discussion'): ComposerDraft {
  const placeKey = place.threadId !== undefined ? `t${place.threadId}` : `n${place.nodeId}`;
  const [ready, setReady] = useState(false);
  const [draft, setDraft] = useState<StoredDraft>(() => readLocalDraft(localStorage, userId, place) ?? emptyDraft(place, discussionType));
  const latest = useRef(draft);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const unsaved = useRef(false);

  const saveNow = useCallback((keepalive = false) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!unsaved.current) return;
    unsaved.current = false;
    void Promise.resolve(saveServerDraft(latest.current, keepalive)).catch(() => {
      // Offline or refused: the local copy holds the draft; try again with the next change.
      unsaved.current = true;
    });
  }, []);

  useEffect(() => {
    let cancelled = false;
    const local = readLocalDraft(localStorage, userId, place);
    fetchServerDraft(place, discussionType).then(
      (server) => {
        if (cancelled) return;
        const merged = newerDraft(local, server) ?? emptyDraft(place, discussionType);
        latest.current = merged;
        setDraft(merged);
        setReady(true);
      },
      () => {
        if (!cancelled) setReady(true);
      },
    );
    return () => {
      cancelled = true;
    };
    // placeKey stands for place.
  }, [placeKey, userId, discussionType]);

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
      saveNow();
    };
  }, [saveNow]);

  const update = useCallback(
    (change: Partial<StoredDraft>) => {
      const next = { ...latest.current, ...change, updated_at: Math.floor(Date.now() / 1000) };
      const worthSaving = hasContent(next) || hasContent(latest.current);
      latest.current = next;
      setDraft(next);
      if (!worthSaving) return;
      writeLocalDraft(localStorage, userId, place, next);
      unsaved.current = true;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => saveNow(), SERVER_SAVE_DELAY_MS);
    },
    [placeKey, userId, saveNow],
  );

  const clear = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    unsaved.current = false;
    clearLocalDraft(localStorage, userId, place);
    const fresh = emptyDraft(place, discussionType);
    latest.current = fresh;
    setDraft(fresh);
    await deleteServerDraft(place, discussionType).catch(() => undefined);
  }, [placeKey, userId, discussionType]);

  return { ready, draft, current: () => latest.current, update, clear };
}
