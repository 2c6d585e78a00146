import type { ServedPaths } from '@trailhead/shared-kernel/remotes';

/** The paths this remote serves (spec §2): the build writes them into the release, and the shell routes them here. */
export const servedPaths: ServedPaths = {
  // The home page, the forum's lists, and every path no other remote claims: vehicle homes
  // (/{slug}), documents (-n.{id}/, -t.{id}/), /*/post-thread, legacy forum URLs and the 404 page.
  prefixes: ['forums', 'news', 'what-is-new', 'search', 'threads'],
  paths: ['/'],
  catchAll: true,
};
