import { useEffect, useState } from 'react';
import { bus, useObservable } from '@trailhead/shared-kernel/bus';
import { Box } from '@trailhead/shared-kernel/ui';

/** Spec §9: shown after 200 ms of loading (quick loads never flash it), given up after 5000 ms. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_MAX_MS = 5000;

export function ProgressBar() {
  const loading = useObservable(bus.loading$) > 0;
  const [state, setState] = useState<'hidden' | 'running'>('hidden');
  useEffect(() => {
    if (!loading) return;
    const show = setTimeout(() => setState('running'), PROGRESS_THROTTLE_MS);
    const giveUp = setTimeout(() => setState('hidden'), PROGRESS_MAX_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(giveUp);
      setState('hidden');
    };
  }, [loading]);
  if (!loading || state === 'hidden') return null;
  return (
    <Box position="fixed" top="0" left="0" right="0" h="3px" zIndex="max" overflow="hidden" role="progressbar" aria-label="Loading" data-testid="progress-bar">
      <Box h="full" w="40%" bg="brand.red" css={{ animation: 'th-progress 1.2s ease-in-out infinite', '@keyframes th-progress': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } } }} />
    </Box>
  );
}
