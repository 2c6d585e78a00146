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
  // Spec §6: staff who are not content moderators count as admin for the admin link; the server decides which links each gets.
  const hasAdminLinks = canModerate || !!(session.user?.is_staff && !session.user.is_content_moderator);
  const adminLinks = useQuery({ ...apiQueryOptions<AdminLinksResponse>('/nav/admin'), enabled: hasAdminLinks });

  const vehicleTypes = vehicles.data?.vehicle_types ?? [];
  const slug = vehicleSlug(vehicleTypes, selectedVehicle);
  return {
    session,
    user: session.user,
    loggedIn,
    counts,
    canModerate,
    adminLinks: (hasAdminLinks && adminLinks.data) || null,
    menu: nav.data ? menuTree(nav.data.links, slug) : [],
    vehicles: vehicles.data ?? null,
    selectedVehicle,
    homeUrl: vehicleHomeUrl(slug),
  };
}
