import { bus, isLoggedIn, useObservable } from '@trailhead/shared-kernel/bus';
import { useApiQuery } from '@trailhead/shared-kernel/query';
import type { AdminLinksResponse, NavResponse, VehiclesResponse } from '@trailhead/shared-kernel/types';
import { menuTree, vehicleHomeUrl, vehicleSlug } from './navigation';

/** What every part of the frame reads: the session, the menu, the vehicle types and the counts. */
export function useFrameData() {
  const session = useObservable(bus.session$);
  const counts = useObservable(bus.counts$);
  const selectedVehicle = useObservable(bus.vehicleType$);
  const loggedIn = isLoggedIn(session);
  const nav = useApiQuery<NavResponse>('/nav');
  const vehicles = useApiQuery<VehiclesResponse>('/vehicles');
  const canModerate = !!(session.user?.is_moderator || session.user?.is_admin);
  const adminLinks = useApiQuery<AdminLinksResponse>(canModerate ? '/nav/admin' : null);

  const vehicleTypes = vehicles.state.status === 'success' ? vehicles.state.data.vehicle_types : [];
  const slug = vehicleSlug(vehicleTypes, selectedVehicle);
  return {
    session,
    user: session.user,
    loggedIn,
    counts,
    canModerate,
    adminLinks: adminLinks.state.status === 'success' ? adminLinks.state.data : null,
    menu: nav.state.status === 'success' ? menuTree(nav.state.data.links, slug) : [],
    vehicles: vehicles.state.status === 'success' ? vehicles.state.data : null,
    selectedVehicle,
    homeUrl: vehicleHomeUrl(slug),
  };
}
