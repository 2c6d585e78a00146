import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
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

/** Shows what anyone publishes on the bus's snackbar topic; hides on each route change (spec §2). */
export function SnackbarHost() {
  // A message belongs to the page (navigation key) it was shown on: the next route hides it.
  const { key } = useLocation();
  const [shown, setShown] = useState<{ message: SnackbarMessage; on: string } | null>(null);
  const [everShown, setEverShown] = useState(false);
  const show = useEffectEvent((next: SnackbarMessage) => {
    setShown({ message: next, on: key });
    setEverShown(true);
  });
  useEffect(() => {
    const subscription = bus.snackbar.subscribe(show);
    return () => subscription.unsubscribe();
  }, []);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), snackbarTimeout());
    return () => clearTimeout(timer);
  }, [shown]);
  const message = shown?.on === key ? shown.message : null;
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
