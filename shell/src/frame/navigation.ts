import type { NavigationLink } from '@trailhead/shared-kernel/types';
import { storeHref } from '@trailhead/shared-kernel/ui';

/** Spec §2: these items carry the selected vehicle type's slug in their path. */
const VEHICLE_AWARE = new Set(['latest_news_d', 'forum_d', 'what_is_new', 'events_d']);

export interface MenuItem extends NavigationLink {
  children: MenuItem[];
}

/** Spec §2: the shop_gear item opens the gear store in a new tab, signed in (the API's single sign-on). */
export const SHOP_GEAR = 'shop_gear';

export function withVehicleSlug(link: NavigationLink, slug: string | null): string {
  if (link.navigation_id === SHOP_GEAR) return storeHref('/');
  if (!slug || !VEHICLE_AWARE.has(link.navigation_id) || /^https?:/.test(link.href)) return link.href;
  return `${link.href.replace(/\/$/, '')}/${slug}`;
}

/** The flat /nav list as a tree of top items with their children, in list order. */
export function menuTree(links: NavigationLink[], slug: string | null): MenuItem[] {
  const items = new Map<string, MenuItem>(links.map((link) => [link.navigation_id, { ...link, href: withVehicleSlug(link, slug), target_blank: link.target_blank || link.navigation_id === SHOP_GEAR, children: [] }]));
  const roots: MenuItem[] = [];
  for (const link of links) {
    const item = items.get(link.navigation_id)!;
    const parent = link.parent_navigation_id ? items.get(link.parent_navigation_id) : undefined;
    if (parent) parent.children.push(item);
    else roots.push(item);
  }
  return roots;
}
