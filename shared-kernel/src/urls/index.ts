/** URL helpers every part agrees on (spec §2). */
export const paths = {
  home: { path: '/', getHref: (vehicleSlug?: string) => (vehicleSlug ? `/${vehicleSlug}` : '/') },
  forums: { path: '/forums', getHref: () => '/forums' },
  events: { path: '/events', getHref: () => '/events' },
  clubs: { path: '/clubs', getHref: () => '/clubs' },
  members: { path: '/members', getHref: () => '/members' },
  member: { path: '/members/:member', getHref: (username: string, userId: number) => `/members/${encodeURIComponent(username.toLowerCase())}.${userId}/` },
  conversations: { path: '/conversations', getHref: () => '/conversations' },
  alerts: { path: '/alerts', getHref: () => '/alerts' },
  map: { path: '/map', getHref: () => '/map' },
} as const;

/** Turns an absolute view_url from the API into a path on this site. */
export function toSitePath(viewUrl: string): string {
  try {
    const url = new URL(viewUrl, 'http://site.invalid');
    return url.origin === 'http://site.invalid' ? `${url.pathname}${url.search}${url.hash}` : viewUrl;
  } catch {
    return viewUrl;
  }
}
