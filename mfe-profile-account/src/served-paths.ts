import type { ServedPaths } from '@trailhead/shared-kernel/remotes';

/** The paths this remote serves (spec §2): the build writes them into the release, and the shell routes them here. */
export const servedPaths: ServedPaths = {
  prefixes: ['members', 'account-confirmation', 'giveaway'],
  paths: [
    '/accountData', '/accountDetails', '/accountSecurity', '/activate', '/awards', '/benefits', '/changePassword', '/following', '/ignoring', '/join-us', '/newsFeed', '/preferences',
    '/privacySettings', '/reactions', '/registerValidation', '/resetPassword', '/signature', '/subscriptions', '/subscriptions-old',
  ],
};
