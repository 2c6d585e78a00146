import { lazy, Suspense, useState } from 'react';
import { Box } from '@trailhead/shared-kernel/ui';
import { useMapsOptions } from './api/get-maps-options';
import { KeylessMap } from './keyless/keyless-map';
import type { MapViewProps } from './map-view-types';

const GoogleMapView = lazy(() => import('./google/google-map').then((module) => ({ default: module.GoogleMapView })));

/**
 * The map the page draws with: Google's when the site has a key (/options/maps), else the keyless
 * map drawn from outlines that ship with the site (also while /options/maps is asked). If Google's
 * script cannot load, the keyless map takes over.
 */
export function MapView(props: MapViewProps) {
  const options = useMapsOptions();
  const [googleFailed, setGoogleFailed] = useState(false);
  const apiKey = options.data?.google_maps_api_key;
  // Until the site's answer says it has a key, the keyless map draws: most sites have none, and it needs no wait.
  if (apiKey && !googleFailed) {
    const frame = <Box role="region" aria-label="Map" aria-busy h={`${props.height ?? 480}px`} borderWidth="1px" borderRadius="md" data-testid="map-view" />;
    return (
      <Suspense fallback={frame}>
        <GoogleMapView {...props} apiKey={apiKey} onFail={() => setGoogleFailed(true)} />
      </Suspense>
    );
  }
  return <KeylessMap {...props} />;
}
