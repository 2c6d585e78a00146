import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Box } from '@trailhead/shared-kernel/ui';
import type { MapViewProps } from '../map-view-types';
import type { GoogleMapController, GoogleMapHandlers } from './google-maps-adapter';

/**
 * The map on Google Maps (the site has a key). Loaded only then: this module and the adapter are
 * separate chunks, so the keyless map does not carry them. `onFail` hands over to the keyless map.
 */
export function GoogleMapView({ apiKey, points, onSelect, radius, onPickPosition, height = 480, onFail }: MapViewProps & { apiKey: string; onFail: () => void }) {
  const element = useRef<HTMLDivElement>(null);
  const [controller, setController] = useState<GoogleMapController | null>(null);
  const handlers = useRef<GoogleMapHandlers>({ onSelect, onPickPosition });
  const fail = useRef(onFail);
  useLayoutEffect(() => {
    handlers.current = { onSelect, onPickPosition };
    fail.current = onFail;
  });

  useEffect(() => {
    let active = true;
    let created: GoogleMapController | null = null;
    import('./google-maps-adapter')
      .then(({ createGoogleMap }) => (element.current ? createGoogleMap(element.current, apiKey, () => handlers.current) : null))
      .then((made) => {
        created = made;
        if (active) setController(made);
        else made?.dispose();
      })
      .catch(() => active && fail.current());
    return () => {
      active = false;
      created?.dispose();
    };
  }, [apiKey]);

  useEffect(() => controller?.setPoints(points), [controller, points]);
  useEffect(() => controller?.setRadius(radius), [controller, radius]);

  return <Box ref={element} role="region" aria-label="Map" h={`${height}px`} borderRadius="md" borderWidth="1px" data-testid="map-view" data-map="google" />;
}
