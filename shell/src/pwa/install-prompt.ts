import { useSyncExternalStore } from 'react';
import { BehaviorSubject } from '@trailhead/shared-kernel/bus';
import { readCookie, writeCookie } from '../session/cookies';

/** Spec §9: once the person dismisses the prompt, it is not offered again for 604800 s. */
export const WAS_PROMPTED_COOKIE = 'th_pwa_prompted';
const WAS_PROMPTED_DAYS = 604800 / 86400;

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const deferred$ = new BehaviorSubject<BeforeInstallPromptEvent | null>(null);

/** Keeps the browser's install offer for our own prompt (Add to home screen / Cancel). */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred$.next(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => deferred$.next(null));
}

export function wasPrompted(): boolean {
  return readCookie(WAS_PROMPTED_COOKIE) === '1';
}

/** Spec §4: any dismissal sets wasPrompted. */
export function markPrompted(): void {
  writeCookie(WAS_PROMPTED_COOKIE, '1', WAS_PROMPTED_DAYS);
}

export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred$.getValue();
  if (!event) return 'unavailable';
  await event.prompt();
  const { outcome } = await event.userChoice;
  deferred$.next(null);
  if (outcome === 'dismissed') markPrompted();
  return outcome;
}

export function useInstallPrompt() {
  const event = useSyncExternalStore(
    (onChange) => {
      const subscription = deferred$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => deferred$.getValue(),
    // No offer on the server, nor while the browser takes a drawn page over.
    () => null,
  );
  return { available: event !== null, prompt: () => void promptInstall() };
}

export { deferred$ as installOffer$ };
