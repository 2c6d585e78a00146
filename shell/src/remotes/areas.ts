/**
 * Which remote owns which top-level path (ARCHITECTURE §1). The forum owns the home page and the
 * final catch-all that resolves documents or shows the 404 page.
 */
const AREAS: Record<string, string[]> = {
  'mfe-events-clubs': ['events', 'clubs'],
  'mfe-profile-account': [
    'members', 'accountDetails', 'activate', 'awards', 'benefits', 'changePassword', 'following', 'ignoring',
    'join-us', 'newsFeed', 'preferences', 'privacySettings', 'reactions', 'registerValidation', 'resetPassword',
    'signature', 'subscriptions', 'subscriptions-old', 'account-confirmation', 'giveaway',
  ],
  'mfe-messaging-alerts': ['conversations', 'alerts', 'manageConversation', 'manageconversation'],
  'mfe-map': ['map'],
};
export const CATCH_ALL_REMOTE = 'mfe-forum';

const OWNER_BY_SEGMENT = new Map(Object.entries(AREAS).flatMap(([remote, segments]) => segments.map((segment) => [segment, remote])));

export function remoteForPath(pathname: string): string {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  return OWNER_BY_SEGMENT.get(first) ?? CATCH_ALL_REMOTE;
}
