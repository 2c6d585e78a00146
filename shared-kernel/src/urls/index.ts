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

/**
 * Host names that only the poster's own machine or network can reach (localhost, private and
 * link-local addresses, .local/.internal names, IPv6 literals): an image linked there shows to
 * nobody else, so the editor refuses it and the API drops it.
 */
const PRIVATE_HOST = /^(localhost|.*\.local|.*\.internal|127(\.\d+){3}|10(\.\d+){3}|192\.168(\.\d+){2}|172\.(1[6-9]|2\d|3[01])(\.\d+){2}|169\.254(\.\d+){2}|0\.0\.0\.0|\[.*\])$/i;

export function isPrivateHost(hostname: string): boolean {
  return PRIVATE_HOST.test(hostname);
}

/** A mention as the one sanitiser writes it (spec §3 posts, messages, profile posts): a span with the member's id. */
const MENTION = /<span class="mention" data-user-id="(\d+)">@?([^<]*)<\/span>/g;

/**
 * Sanitised content HTML with each @mention made a link to the member's profile, as readers
 * expect of a name they can click. The text stays as written; only the span becomes a link.
 */
export function linkMentions(html: string): string {
  if (!html.includes('class="mention"')) return html;
  return html.replace(MENTION, (_span, userId: string, name: string) => `<a class="mention" href="${paths.member.getHref(unescapeText(name), Number(userId))}">@${name}</a>`);
}

/** The text of sanitised HTML (entities the sanitiser writes) as typed. */
function unescapeText(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_entity, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '');
}
