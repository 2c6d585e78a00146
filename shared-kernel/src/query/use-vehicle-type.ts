import { useQuery } from '@tanstack/react-query';
import { bus, useObservable } from '@trailhead/shared-kernel/bus';
import type { VehiclesResponse } from '@trailhead/shared-kernel/types';
import { apiQueryOptions } from './api-query';

/** GET /vehicles: fetched once for the page (spec §4 lookup lists). */
export const vehiclesQuery = () => apiQueryOptions<VehiclesResponse>('/vehicles');

/**
 * The vehicle type a list shows: the one named by a slug in the URL (/forums/trekker, spec §2),
 * else the one picked in the shell. An unknown slug gives null: the page is not found.
 */
export function useVehicleTypeFilter(slug: string | undefined): { vehicleTypeId: number | null; loading: boolean } {
  const selected = useObservable(bus.vehicleType$);
  const vehicles = useQuery({ ...vehiclesQuery(), enabled: !!slug });
  if (!slug) return { vehicleTypeId: selected, loading: false };
  if (vehicles.isPending) return { vehicleTypeId: null, loading: true };
  if (vehicles.isError) return { vehicleTypeId: selected, loading: false };
  const match = vehicles.data.vehicle_types.find((type) => type.slug_url === slug);
  return { vehicleTypeId: match ? match.vehicle_type_id : null, loading: false };
}
