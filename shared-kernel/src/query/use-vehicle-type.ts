import { bus, useObservable } from '@trailhead/shared-kernel/bus';
import type { VehiclesResponse } from '@trailhead/shared-kernel/types';
import { useApiQuery } from './use-api-query';

/**
 * The vehicle type a list shows: the one named by a slug in the URL (/forums/trekker, spec §2),
 * else the one picked in the shell. An unknown slug gives null: the page is not found.
 */
export function useVehicleTypeFilter(slug: string | undefined): { vehicleTypeId: number | null; loading: boolean } {
  const selected = useObservable(bus.vehicleType$);
  const vehicles = useApiQuery<VehiclesResponse>(slug ? '/vehicles' : null);
  if (!slug) return { vehicleTypeId: selected, loading: false };
  if (vehicles.state.status === 'loading') return { vehicleTypeId: null, loading: true };
  if (vehicles.state.status === 'error') return { vehicleTypeId: selected, loading: false };
  const match = vehicles.state.data.vehicle_types.find((type) => type.slug_url === slug);
  return { vehicleTypeId: match ? match.vehicle_type_id : null, loading: false };
}
