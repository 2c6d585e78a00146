import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False on the server and while the browser takes over a page the server drew (hydration), true
 * after it and in a page the browser draws itself. What the server cannot know (the query's modals,
 * an install prompt, things kept in the browser) shows only once this is true, so the takeover
 * finds exactly what was drawn.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
