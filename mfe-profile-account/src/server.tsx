// The members area's server entry: the site's server draws these pages for a visitor before any
// code arrives, from the very route table the browser then takes them over with (see mfe-forum's).
import type { DrawnRoute } from '@trailhead/shared-kernel/types';

export { routes, version } from './routes';

export const drawnRoutes: DrawnRoute[] = [
  { path: '/members' },
  // The leaderboards and a profile (/members/{username}.{userId}); its #tabs are drawn by the browser.
  { path: '/members/:segment', query: ['page'] },
  { path: '/awards', query: ['page'] },
  // The membership's public pages (issue 15).
  { path: '/benefits' },
  { path: '/join-us' },
];
