import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation } from '@trailhead/shared-kernel/router';
import { bus, type SnackbarMessage } from '@trailhead/shared-kernel/bus';
import { SNACKBAR_TIMEOUT_MS } from '@trailhead/shared-kernel/constants';
import { Box, CloseButton, Flex } from '@trailhead/shared-kernel/ui';

const COLOURS: Record<SnackbarMessage['status'], string> = { info: 'gray.800', success: 'green.700', error: 'red.700' };

/** Spec §9: 4000–5000 ms, random. */
export function snackbarTimeout(random: () => number = Math.random): number {
  return Math.round(SNACKBAR_TIMEOUT_MS.min + random() * (SNACKBAR_TIMEOUT_MS.max - SNACKBAR_TIMEOUT_MS.min));
}

/** Shows what anyone publishes on the bus's snackbar topic; hides on each route change (spec §2). */
export function SnackbarHost() {
  // A message belongs to the page (navigation key) it was shown on: the next route hides it.
  const { key } = useLocation();
  const [shown, setShown] = useState<{ message: SnackbarMessage; on: string } | null>(null);
  const show = useEffectEvent((next: SnackbarMessage) => setShown({ message: next, on: key }));
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
  if (!message) return null;
  return (
    <Box position="fixed" bottom="4" left="50%" transform="translateX(-50%)" zIndex="toast" role={message.status === 'error' ? 'alert' : 'status'} data-testid="snackbar">
      <Flex bg={COLOURS[message.status]} color="white" px="4" py="3" borderRadius="md" boxShadow="lg" align="center" gap="3" maxW="90vw">
        {message.message}
        <CloseButton size="xs" color="white" aria-label="Dismiss" onClick={() => setShown(null)} />
      </Flex>
    </Box>
  );
}
