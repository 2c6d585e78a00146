const KEY = 'th_chunk_reload_at';
const MINIMUM_GAP_MS = 60_000;

export function isChunkLoadError(reason: unknown): boolean {
  const error = reason as { name?: string; message?: string } | null;
  return !!error && (error.name === 'ChunkLoadError' || /Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module/i.test(error.message ?? ''));
}

/**
 * Spec §8: a chunk that fails to load (usually a release replaced it) reloads the page,
 * at most once a minute so a real outage cannot loop.
 */
export function reloadOnceAMinute(storage: Pick<Storage, 'getItem' | 'setItem'>, reload: () => void, now = Date.now()): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < MINIMUM_GAP_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}

export function watchForChunkLoadErrors(): void {
  const handle = (reason: unknown) => {
    if (isChunkLoadError(reason)) reloadOnceAMinute(sessionStorage, () => window.location.reload());
  };
  window.addEventListener('error', (event) => handle(event.error));
  window.addEventListener('unhandledrejection', (event) => handle(event.reason));
}
