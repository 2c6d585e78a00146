import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from '@trailhead/shared-kernel/router';
import { bus, type SnackbarMessage } from '@trailhead/shared-kernel/bus';
import { SNACKBAR_TIMEOUT_MS } from '@trailhead/shared-kernel/constants';
import { Box, CloseButton, Flex } from '@trailhead/shared-kernel/ui';

const COLOURS: Record<SnackbarMessage['status'], string> = { info: 'gray.800', success: 'green.700', error: 'red.700' };

/** Spec §9: 4000–5000 ms, random. */
export function snackbarTimeout(random: () => number = Math.random): number {
  return Math.round(SNACKBAR_TIMEOUT_MS.min + random() * (SNACKBAR_TIMEOUT_MS.max - SNACKBAR_TIMEOUT_MS.min));
}

// The motion comes with the first message, not with the page.
const MovingSnackbar = lazy(() => import('./moving-snackbar'));

/** The message and its Close button; the host places it, and moves it when the motion code is here. */
export function SnackbarCard({ message, onClose }: { message: SnackbarMessage; onClose: () => void }) {
  return (
    <Flex bg={COLOURS[message.status]} color="white" px="4" py="3" borderRadius="md" boxShadow="lg" align="center" gap="3" maxW="90vw">
      {message.message}
      <CloseButton size="xs" color="white" aria-label="Dismiss" onClick={onClose} />
    </Flex>
  );
}

/** Where a snackbar sits: bottom centre, above everything, announced to screen readers. */
export const snackbarPlace = (message: SnackbarMessage) => ({
  style: { position: 'fixed', bottom: '16px', left: '50%', zIndex: 'var(--chakra-z-indices-toast)' } as const,
  role: message.status === 'error' ? 'alert' : 'status',
  'data-testid': 'snackbar',
});

/**
 * A page that publishes and navigates in one go ("Saved", then off to the saved thing; "Your account
 * was deleted", then home) means the message for the page it goes to, whichever of the two it does
 * first and however the router schedules its render: a route change this soon after the message
 * keeps it.
 */
export const SNACKBAR_CARRY_MS = 1000;

/** Shows what anyone publishes on the bus's snackbar topic; hides it on a later route change (spec §2). */
export function SnackbarHost() {
  const { key } = useLocation();
  // fresh: published less than SNACKBAR_CARRY_MS ago, so a route change keeps it.
  const [shown, setShown] = useState<{ message: SnackbarMessage; fresh: boolean } | null>(null);
  const [everShown, setEverShown] = useState(false);
  useEffect(() => {
    const subscription = bus.snackbar.subscribe((next) => {
      setShown({ message: next, fresh: true });
      setEverShown(true);
    });
    return () => subscription.unsubscribe();
  }, []);
  // On a route change (adjusting state while rendering, as React advises over an effect).
  const [drawnKey, setDrawnKey] = useState(key);
  if (drawnKey !== key) {
    setDrawnKey(key);
    if (shown && !shown.fresh) setShown(null);
  }
  const message = shown?.message ?? null;
  useEffect(() => {
    if (!message) return;
    const settled = setTimeout(() => setShown((current) => (current?.message === message ? { message, fresh: false } : current)), SNACKBAR_CARRY_MS);
    const timer = setTimeout(() => setShown(null), snackbarTimeout());
    return () => {
      clearTimeout(settled);
      clearTimeout(timer);
    };
  }, [message]);
  const close = () => setShown(null);
  // Once a message has come, the moving snackbar stays mounted so that it can also move out.
  if (!everShown) return null;
  const still = message && (
    <Box {...snackbarPlace(message)} transform="translateX(-50%)">
      <SnackbarCard message={message} onClose={close} />
    </Box>
  );
  return (
    <Suspense fallback={still}>
      <MovingSnackbar message={message} onClose={close} />
    </Suspense>
  );
}
