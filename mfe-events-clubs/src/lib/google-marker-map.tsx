import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@trailhead/shared-kernel/router';
import { Box, Text } from '@trailhead/shared-kernel/ui';
import type { MapMarker } from './draw-marker-map';

export type { MapMarker } from './draw-marker-map';

/**
 * A Google map of markers (events, clubs), drawn once Google's code has loaded. `markers` should be
 * stable between renders (memoised): a new array redraws the map.
 */
export function GoogleMarkerMap({ apiKey, markers, label, failedText, testId }: { apiKey: string; markers: readonly MapMarker[]; label: string; failedText: string; testId?: string }) {
  const element = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let dispose: (() => void) | undefined;
    let active = true;
    import('./draw-marker-map')
      .then(({ drawMarkerMap }) => (element.current ? drawMarkerMap(element.current, apiKey, markers, (path) => navigate(path)) : undefined))
      .then((cleanup) => (active ? (dispose = cleanup) : cleanup?.()))
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
      dispose?.();
    };
  }, [apiKey, markers, navigate]);
  if (failed) return <Text color="red.700">{failedText}</Text>;
  return <Box ref={element} h={{ base: '360px', md: '520px' }} borderRadius="md" borderWidth="1px" role="region" aria-label={label} data-testid={testId} />;
}
