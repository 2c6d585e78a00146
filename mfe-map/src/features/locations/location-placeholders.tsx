import type { LocationTypesResponse } from '@trailhead/shared-kernel/types';
import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';

/** The location `locationId` beside the map: its details, reviews, rating form and gallery. */
export function LocationPanel(_props: { locationId: number; onClose: () => void }) {
  return null;
}

/** Opens the add-location form; `position` prefills the coordinates (a point chosen on the map). */
export function AddLocationButton(_props: { position?: { latitude: number; longitude: number } | null }) {
  return null;
}

/** /lists/location-type: names and icons, fetched once. */
export const useLocationTypes = () => useQuery({ ...apiQueryOptions<LocationTypesResponse>('/lists/location-type'), staleTime: Infinity });
