/**
 * /members/{username}.{userId}: the member's id is what follows the last dot (usernames may hold
 * dots); the API's view_url ends with a slash, which the route param may keep.
 */
export function profileIdFrom(param: string | undefined): number | null {
  const segment = (param ?? '').replace(/\/+$/, '');
  const dot = segment.lastIndexOf('.');
  const digits = dot >= 0 ? segment.slice(dot + 1) : '';
  if (!/^\d{1,10}$/.test(digits)) return null;
  const id = Number(digits);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The profile's sections (spec §2): the hash selects one, #profile-posts when none. */
export const PROFILE_TABS = [
  { hash: 'profile-posts', label: 'Profile posts' },
  { hash: 'latest-activity', label: 'Latest activity' },
  { hash: 'postings', label: 'Postings' },
  { hash: 'about', label: 'About' },
  { hash: 'awards', label: 'Awards' },
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number]['hash'];

export const DEFAULT_TAB: ProfileTab = 'profile-posts';

export function tabFromHash(hash: string): ProfileTab {
  const name = hash.replace(/^#/, '');
  return PROFILE_TABS.find((tab) => tab.hash === name)?.hash ?? DEFAULT_TAB;
}
