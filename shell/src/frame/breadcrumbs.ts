import type { Crumb } from '@trailhead/shared-kernel/ui';

/** Spec §2 breadcrumb names by path segment (or two segments); unnamed segments are dropped. */
const NAMES: Record<string, string> = {
  accountdetails: 'Account Details',
  newsfeed: 'News Feed',
  changepassword: 'Change Password',
  termsofuse: 'Terms of Use',
  terms: 'Terms of Use',
  cookiesettings: 'Cookies Settings',
  donotsell: 'Do Not Sell',
  privacypolicy: 'Privacy Policy',
  'privacy-policy': 'Privacy Policy',
  'events/create': 'New Event',
  events: 'Events',
  following: 'Following',
  ignoring: 'Ignoring',
  forums: 'Forums',
  search: 'Search results',
  privacysettings: 'Privacy Settings',
  preferences: 'Preferences',
  subscriptions: 'My Subscriptions',
  benefits: 'Benefits',
  signature: 'Signature',
  // Beyond the spec's names: the pages of issue "10 of 12" that it does not list.
  accountsecurity: 'Sign-in and Security',
  accountdata: 'Your Data',
  'subscriptions-old': 'Past Subscriptions',
  'join-us': 'Join Us',
  'what-is-new': 'What is new',
  reactions: 'Reactions received',
  awards: 'Awards',
  alerts: 'Alerts',
  help: 'Help',
  news: 'News',
  clubs: 'Clubs',
  'clubs/create': 'Register Club',
};

/**
 * The forum area's own pages (a forum, a thread, posting a thread): they draw their breadcrumbs
 * themselves, since only that area knows the forums' titles (Home › Forums › the forum).
 */
const DRAWS_OWN_TRAIL = /^\/(?:forums\/[^/]*-n\.\d+\/?|threads\/|[^/]+\/post-thread\/?$|forums\/[^/]+\/post-thread\/?$)/;

/** Home (the vehicle home URL) first, then one crumb for each named segment of the path; Home alone (no bar) where the page draws its own. */
export function breadcrumbsFor(pathname: string, homeUrl: string): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Home', href: homeUrl }];
  if (DRAWS_OWN_TRAIL.test(pathname)) return crumbs;
  const segments = pathname.split('/').filter(Boolean);
  for (let index = 0; index < segments.length; index += 1) {
    const href = `/${segments.slice(0, index + 1).join('/')}`;
    const pair = index > 0 ? `${segments[index - 1]}/${segments[index]}`.toLowerCase() : '';
    const label = NAMES[pair] ?? NAMES[segments[index].toLowerCase()];
    if (!label) continue;
    crumbs.push({ label, href });
  }
  return crumbs;
}
