import { useQuery } from '@tanstack/react-query';
import { bus, useObservable } from '@trailhead/shared-kernel/bus';
import type { VehiclesResponse, VehicleType } from '@trailhead/shared-kernel/types';
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

/** The selected type's slug, or null for All content (type 0) or an unknown id. */
export function vehicleSlug(types: VehicleType[], selectedId: number): string | null {
  if (selectedId === 0) return null;
  return types.find((type) => type.vehicle_type_id === selectedId)?.slug_url || null;
}

/** Spec §2: Home is the vehicle home URL, /{slug} of the chosen type, else /. */
export function vehicleHomeUrl(slug: string | null): string {
  return slug ? `/${slug}` : '/';
}

/** The vehicle home URL of the type chosen in the shell (Home in breadcrumbs and menus). */
export function useVehicleHomeUrl(): string {
  const selected = useObservable(bus.vehicleType$);
  const vehicles = useQuery(vehiclesQuery());
  return vehicleHomeUrl(vehicleSlug(vehicles.data?.vehicle_types ?? [], selected));
}
