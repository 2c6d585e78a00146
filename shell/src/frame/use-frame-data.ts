import { bus, isLoggedIn, useObservable } from '@trailhead/shared-kernel/bus';
import { apiQueryOptions, useQuery, vehicleHomeUrl, vehicleSlug, vehiclesQuery } from '@trailhead/shared-kernel/query';
import type { AdminLinksResponse, NavResponse } from '@trailhead/shared-kernel/types';
import { menuTree } from './navigation';

/** What every part of the frame reads: the session, the menu, the vehicle types and the counts. */
export function useFrameData() {
  const session = useObservable(bus.session$);
  const counts = useObservable(bus.counts$);
  const selectedVehicle = useObservable(bus.vehicleType$);
  const loggedIn = isLoggedIn(session);
  const nav = useQuery(apiQueryOptions<NavResponse>('/nav'));
  const vehicles = useQuery(vehiclesQuery());
  const canModerate = !!(session.user?.is_moderator || session.user?.is_admin);
  const adminLinks = useQuery({ ...apiQueryOptions<AdminLinksResponse>('/nav/admin'), enabled: canModerate });

  const vehicleTypes = vehicles.data?.vehicle_types ?? [];
  const slug = vehicleSlug(vehicleTypes, selectedVehicle);
  return {
    session,
    user: session.user,
    loggedIn,
    counts,
    canModerate,
    adminLinks: (canModerate && adminLinks.data) || null,
    menu: nav.data ? menuTree(nav.data.links, slug) : [],
    vehicles: vehicles.data ?? null,
    selectedVehicle,
    homeUrl: vehicleHomeUrl(slug),
  };
}
