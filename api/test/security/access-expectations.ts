// Who may call what: the one reviewed table the generated security suite holds the API to.
// Every operation of GET /api/openapi.json is tried by every role; an operation not listed here
// gets the default rule of its method, so a new route is covered without an edit, and a result
// that differs from its rule fails the suite until this table (or the route) is put right.
//
// Written from spec §6 and the permission hooks (src/http/access.ts, forum-permissions.ts, the
// rules in users.routes.ts and nav.routes.ts, and the checks inside the attachment routes).
import { createECDH } from 'node:crypto';

/** The roles of spec §6 as the suite's accounts hold them, from least to most allowed. */
export const ROLES = ['visitor', 'outlaw', 'newbie', 'rookie', 'member', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** What each role is: visitor (no session), outlaw (banned: permission none), newbie (e-mail not confirmed: partial), rookie (free account), member (paid), moderator, admin. */
export const RULES = {
  anyone: 'visitor',
  /** Logged in, whatever the account's state (even banned). */
  'signed-in': 'outlaw',
  /** Logged in and not banned or disabled. */
  active: 'newbie',
  /** Logged in with a valid account: may post (spec §5 post-new-thread, §6). */
  valid: 'rookie',
  /** A paid membership, or staff (spec §6 member map). */
  paid: 'member',
  moderator: 'moderator',
  admin: 'admin',
} as const satisfies Record<string, Role>;
/** 'server': a call from another server signed with a shared secret (the store's webhook), which no session opens: every role is refused. */
export type Rule = keyof typeof RULES | 'server';

export interface Expectation {
  /** The least role that may succeed; every role below it is refused with 401/403. */
  rule: Rule;
  /**
   * Whose row fills the id in the path (and the owned fields of the body): the caller's own
   * ('own': edit, delete), someone else's ('others': react, report, follow), or a shared one
   * (default).
   */
  target?: 'own' | 'others';
  /**
   * For 'own' targets: the least role that may act on another member's row (moderators edit and
   * delete posts, spec §6). Absent: nobody but the owner (the IDOR check expects 403 or 404).
   */
  othersFrom?: Rule;
  /** Try the operation on other's row in the IDOR check even though the path's row is shared (private rows of a public read). */
  idor?: boolean;
  /** Owned ids in the body or query (IDOR): field name → the kind of row. */
  ownedFields?: Record<string, string>;
  /** Send only these fields of the body (the others change what the call does: moving a thread is for moderators). */
  fields?: string[];
  /** The call ends the session it comes with (log in, log out): it gets a fresh one. */
  endsSession?: boolean;
  /** Valid-looking input the schema alone cannot tell (the caller's own credentials…). */
  input?: (role: Role) => { body?: Record<string, unknown>; query?: Record<string, string> };
}

/** A route not listed: reads are open to all, writes need a valid account. */
export const DEFAULT_READ: Expectation = { rule: 'anyone' };
export const DEFAULT_WRITE: Expectation = { rule: 'valid' };

const PASSWORD = 'Trailhead#2026';

/** The world's shared gallery photo (security-world.ts stores it), named by POST /media {url}. */
export const SUITE_MEDIA_NAME = '5ec0f1e0000000000000000000000001.png';
export const SUITE_MEDIA_PATH = `/api/media/files/${SUITE_MEDIA_NAME}`;

/** A subscription the API accepts (a real P-256 key); the suite's accounts get no alerts, so nothing is sent to it. */
function pushSubscriptionForSuite() {
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  return { endpoint: 'https://fcm.googleapis.com/fcm/send/security-suite', key: browser.getPublicKey().toString('base64url'), token: 'AAAAAAAAAAAAAAAAAAAAAA', encoding: 'aes128gcm' };
}

export const EXPECTATIONS: Record<string, Expectation> = {
  // Auth and registration: open to visitors by nature.
  'GET /api/logout': { rule: 'anyone', endsSession: true },
  'POST /api/login': { rule: 'anyone', endsSession: true, input: (role) => ({ body: { login: role === 'visitor' ? 'rookie' : role, password: PASSWORD } }) },
  'POST /api/lost-password/init': { rule: 'anyone' },
  'POST /api/lost-password/set': { rule: 'anyone' },
  'POST /api/register': { rule: 'anyone' },
  'POST /api/register/confirmation': { rule: 'anyone' },
  'POST /api/registerValidation': { rule: 'anyone' },
  // A new confirmation code: for a signed-in account that is not banned (newbie is the one who needs it).
  'POST /api/registration/resend': { rule: 'active' },
  'POST /api/validation/recaptcha': { rule: 'anyone' },
  'POST /api/contact': { rule: 'anyone' },
  // Browsers send Content-Security-Policy violation reports without a session.
  'POST /api/csp-reports': { rule: 'anyone' },
  // A banned member may still change the password and see the own account (spec §4: none → /accountBlocked).
  'POST /api/change-password': { rule: 'signed-in' },
  'GET /api/me': { rule: 'signed-in' },
  'GET /api/me/membership': { rule: 'signed-in' },
  // Account details (issue 15): read by any session, changed by an account in good standing; the
  // e-mail change's link works without a session (its key is the proof), and member images are public.
  'GET /api/me/details': { rule: 'signed-in' },
  'POST /api/me/email': { rule: 'active', input: (role) => ({ body: { email: `${role}-renamed@example.test`, password: PASSWORD } }) },
  'POST /api/me/email/confirm': { rule: 'anyone' },
  'POST /api/me/avatar': { rule: 'active' },
  'DELETE /api/me/avatar': { rule: 'active' },
  'POST /api/me/banner': { rule: 'active' },
  'DELETE /api/me/banner': { rule: 'active' },
  // The trial (issue 15): an account in good standing asks; one who may not have it gets 400, not a refusal of access.
  'POST /api/membership/accept-trial': { rule: 'active' },
  // The gear store (issue 15): the single-sign-on link is for everyone (a visitor gets the plain
  // store); the points programme is read by any session and changed by an account in good
  // standing; giveaways are read by all and entered by valid accounts; an activation code is
  // redeemed by any account in good standing; the webhook is the store's server's, signed.
  'GET /api/store/go': { rule: 'anyone' },
  'POST /api/store/webhook': { rule: 'server' },
  'GET /api/me/fpr-status': { rule: 'signed-in' },
  'POST /api/me/fpr-status': { rule: 'active', input: (role) => ({ body: { email: `${role}-points@example.test` } }) },
  'GET /api/giveaway/{id}': { rule: 'anyone' },
  'POST /api/giveaway/{id}': { rule: 'valid' },
  'POST /api/membership/activate': { rule: 'active' },
  'POST /api/me': { rule: 'active' },
  'GET /api/me/counts': { rule: 'active' },
  'GET /api/nav/admin': { rule: 'moderator' },

  // Forum: reading is open; lists of one's own need a session; writing needs a valid account.
  'GET /api/threads/watched': { rule: 'signed-in' },
  'POST /api/threads': { rule: 'valid' },
  // Authors edit the title; moving, opening, closing and sticking (node_id…) are for moderators.
  'POST /api/threads/{id}': { rule: 'valid', target: 'own', othersFrom: 'moderator', fields: ['title'] },
  'DELETE /api/threads/{id}': { rule: 'valid', target: 'own', othersFrom: 'moderator' },
  'POST /api/posts': { rule: 'valid' },
  'POST /api/posts/{id}': { rule: 'valid', target: 'own', othersFrom: 'moderator' },
  'DELETE /api/posts/{id}': { rule: 'valid', target: 'own', othersFrom: 'moderator' },
  // Members react to and report the posts of others, never their own.
  'POST /api/posts/{id}/react': { rule: 'valid', target: 'others' },
  'POST /api/posts/{id}/report': { rule: 'valid', target: 'others' },
  'POST /api/threads/{id}/watch': { rule: 'active' },
  'POST /api/threads/{id}/unwatch': { rule: 'active' },
  // Drafts are kept per member (the key is the viewer's): a partial account may keep one.
  'GET /api/threads/draft': { rule: 'active' },
  'POST /api/threads/draft': { rule: 'active' },
  'DELETE /api/threads/draft': { rule: 'active' },

  // Members.
  'GET /api/users/news-feed': { rule: 'signed-in' },
  'POST /api/users/{id}/follow': { rule: 'active', target: 'others' },
  // Ignoring and reporting members: what can_ignore / can_report promise, a valid account (user-privacy.ts).
  'POST /api/users/{id}/ignore': { rule: 'valid', target: 'others' },
  'POST /api/users/{id}/report': { rule: 'valid', target: 'others', input: () => ({ body: { message: 'Sends spam to members' } }) },
  // The members one ignores are one's own business.
  'GET /api/users/{id}/ignoring': { rule: 'signed-in', target: 'own' },
  'GET /api/users/map': { rule: 'paid' },

  // Profile posts (issue 14): writing on a profile needs a valid account and the owner's
  // allow_post_profile (other's is 'members'); the suite's profile post is other's, so members react
  // to and report it while only moderators edit or delete it. Comments of the suite are none (404
  // once past the account check). Reactions received are the signed-in member's own.
  'POST /api/profile-posts': { rule: 'valid' },
  'POST /api/profile-posts/{id}': { rule: 'moderator' },
  'DELETE /api/profile-posts/{id}': { rule: 'moderator' },
  'POST /api/profile-posts/{id}/react': { rule: 'valid', target: 'others' },
  'POST /api/profile-posts/{id}/report': { rule: 'valid', target: 'others' },
  'POST /api/profile-post-comments': { rule: 'valid' },
  'GET /api/me/reactions': { rule: 'signed-in' },
  // Your data (issue 15): every account may download what it holds (even a blocked one: the right
  // to know); deleting needs an account in good standing and the password (a wrong one here, so the
  // suite's accounts stay: 400 once past the access check).
  'GET /api/me/export': { rule: 'signed-in' },
  'POST /api/me/delete': { rule: 'active', input: () => ({ body: { password: 'not-the-password', content: 'keep' } }) },
  // Signed-in sessions and two-factor sign-in (issue 15): the member's own, even when banned (they may secure their account).
  'GET /api/me/sessions': { rule: 'signed-in' },
  'DELETE /api/me/sessions/{id}': { rule: 'signed-in' },
  'POST /api/me/sessions/sign-out-others': { rule: 'signed-in' },
  'GET /api/me/two-factor': { rule: 'signed-in' },
  'POST /api/me/two-factor/setup': { rule: 'signed-in' },
  'POST /api/me/two-factor/enable': { rule: 'signed-in' },
  'POST /api/me/two-factor/disable': { rule: 'signed-in' },
  'POST /api/me/two-factor/recovery-codes': { rule: 'signed-in' },
  'POST /api/login/two-factor': { rule: 'anyone', endsSession: true },
  // Conversations (issue 16): reading, starring, marking unread and leaving one's own need an
  // account in good standing; starting, renaming and inviting need a valid one (spec §6). A member
  // who does not take part gets 404 (conversation-idor.test.ts sweeps every conversation route).
  // The suite's conversation is other's with the admin: the admin takes part (othersFrom 'admin').
  'GET /api/conversations': { rule: 'active' },
  'POST /api/conversations': { rule: 'valid' },
  'GET /api/conversations/{id}': { rule: 'active', idor: true, othersFrom: 'admin' },
  'GET /api/conversations/{id}/participants': { rule: 'active', idor: true, othersFrom: 'admin' },
  'POST /api/conversations/{id}': { rule: 'valid', idor: true, othersFrom: 'admin', input: () => ({ body: { title: 'Renamed by the security suite' } }) },
  'POST /api/conversations/{id}/star': { rule: 'active', idor: true, othersFrom: 'admin', input: () => ({ body: { star: 1 } }) },
  'POST /api/conversations/{id}/mark-unread': { rule: 'active', idor: true, othersFrom: 'admin' },
  'POST /api/conversations/{id}/invite': { rule: 'valid', idor: true, othersFrom: 'admin' },
  'DELETE /api/conversations/{id}': { rule: 'active', idor: true, othersFrom: 'admin' },
  // Drafts, like the forum's: any account in good standing keeps one per place; a reply draft only
  // in a conversation it takes part in (conversation-drafts.test.ts: the same 404 on every verb).
  'GET /api/conversations/draft': { rule: 'active' },
  'POST /api/conversations/draft': { rule: 'active', ownedFields: { conversation_id: 'conversation' }, othersFrom: 'admin' },
  'DELETE /api/conversations/draft': { rule: 'active' },
  // Its messages: read by participants; replying, reacting and reporting need a valid account
  // (reacting and reporting: others' messages); editing is the author's own (each account has a
  // message of its own in the suite's world).
  'GET /api/conversations/{id}/messages': { rule: 'active', idor: true, othersFrom: 'admin' },
  'POST /api/conversation-messages': { rule: 'valid', ownedFields: { conversation_id: 'conversation' }, othersFrom: 'admin' },
  'GET /api/conversation-messages/{id}': { rule: 'active', idor: true, othersFrom: 'admin' },
  'POST /api/conversation-messages/{id}': { rule: 'valid', target: 'own' },
  'POST /api/conversation-messages/{id}/react': { rule: 'valid', idor: true, othersFrom: 'admin' },
  'POST /api/conversation-messages/{id}/report': { rule: 'valid', idor: true, othersFrom: 'admin', input: () => ({ body: { message: 'Spam, says the security suite.' } }) },
  'GET /api/conversation-messages/{id}/reactions': { rule: 'active', idor: true, othersFrom: 'admin' },
  'GET /api/users/find-name-for-conversation': { rule: 'valid', input: () => ({ query: { username: 'ot' } }) },
  // Web push (issue 16): any account in good standing reads the key and whether it may turn push on;
  // saving a subscription needs a valid account (can_enable_push_notifications).
  'GET /api/update-push-notifications': { rule: 'active' },
  'POST /api/update-push-notifications': { rule: 'valid', input: () => ({ body: pushSubscriptionForSuite() }) },
  'GET /api/alerts': { rule: 'active' },
  // A member's own alerts: any account not blocked marks them; another's alert is not found (IDOR).
  'POST /api/alerts/mark-all': { rule: 'active' },
  'POST /api/alerts/{id}/mark': { rule: 'active', target: 'own' },

  // Awards (issue 14): members with a valid account request; moderators and admins review.
  'POST /api/awards/{id}/request': { rule: 'valid', input: () => ({ body: { award_reason: 'Written by the security suite.' } }) },
  'GET /api/awards/requests': { rule: 'moderator' },
  'POST /api/awards/requests/{id}/review': { rule: 'moderator', input: () => ({ body: { decision: 'grant' } }) },

  // Attachments: uploading is posting; a member deletes the own unclaimed files, moderators any.
  'POST /api/attachments/new-key': { rule: 'valid', fields: ['type', 'context[post_id]'], ownedFields: { 'context[post_id]': 'post' }, othersFrom: 'moderator' },
  'POST /api/attachments': { rule: 'valid', ownedFields: { key: 'key' } },
  'DELETE /api/attachments': { rule: 'signed-in', ownedFields: { key: 'key' } },
  'DELETE /api/attachments/{id}': { rule: 'signed-in', target: 'own', othersFrom: 'moderator' },
  // The file of a visible post is public; an unclaimed upload is for its uploader and moderators.
  'GET /api/attachments/{id}/data': { rule: 'anyone', idor: true, othersFrom: 'moderator' },

  // Events (issue 12): any member whose account is not blocked RSVPs (newbies too, spec §6 only
  // keeps the members-first window for paid members); organisers (the event's own, moderators and
  // admins on any) change the limit, cancel, invite and see the invited and the members in range.
  // Calendar files and the personal feed's URL are read without a cookie (the token is the secret).
  'POST /api/events/{id}/attend': { rule: 'active' },
  'POST /api/events/{id}/rsvp-limit': { rule: 'paid', target: 'own', othersFrom: 'moderator' },
  'POST /api/events/{id}/cancel': { rule: 'paid', target: 'own', othersFrom: 'moderator' },
  'POST /api/events/{id}/invite': { rule: 'paid', target: 'own', othersFrom: 'moderator' },
  'GET /api/events/{id}/invited': { rule: 'paid', target: 'own', othersFrom: 'moderator' },
  'GET /api/events/{id}/range': { rule: 'paid', target: 'own', othersFrom: 'moderator' },
  'GET /api/events/calendar-feed': { rule: 'active' },
  'POST /api/events/calendar-feed': { rule: 'active' },
  'DELETE /api/events/calendar-feed': { rule: 'active' },

  // The live stream of a thread is open; the counts stream (no thread) needs a session.
  'GET /api/live': { rule: 'anyone' },

  // Clubs (issue 13): registering is for paid members and staff (spec §5 sg_can_add_group); the
  // review for moderators; running a club (edit, ban, lift a ban, remove) for its owner, admins and
  // super moderators (the suite's clubs are other's and the member's); leaving is open to a
  // partial account that is in a club (the newbie is in none: 409); joining needs a valid account.
  'POST /api/clubs': { rule: 'paid', input: () => ({ body: { name: 'Club of the security suite', location_type: 'online' } }) },
  'POST /api/clubs/{id}': { rule: 'paid', target: 'own', othersFrom: 'moderator', fields: ['name'] },
  'GET /api/clubs/review': { rule: 'moderator' },
  'POST /api/clubs/{id}/review': { rule: 'moderator' },
  'POST /api/clubs/{id}/leave': { rule: 'active' },
  // The suite's first club (id 1) is other's: a valid ban of it, so the refusals are about who asks.
  'POST /api/clubs/members/{userId}/ban': { rule: 'moderator', input: () => ({ body: { club_id: 1, reason: 'Spam' } }) },
  'POST /api/clubs/members/{userId}/lift-ban': { rule: 'moderator' },
  'DELETE /api/clubs/{id}/members': { rule: 'moderator' },
  // Club events and discussions: hosting and starting one are for the club's members in state valid
  // and moderators (spec §6; the member is in their own club, the others in none); editing,
  // cancelling and RSVPs go through the event engine's rules after the club's (the suite's events
  // belong to no club: 404 once past the account check).
  'POST /api/clubs/{id}/events': { rule: 'paid', target: 'own', othersFrom: 'moderator', input: () => ({ body: eventForm() }) },
  'POST /api/clubs/events': { rule: 'paid', ownedFields: { club_id: 'club' }, othersFrom: 'moderator', input: () => ({ body: eventForm() }) },
  'POST /api/clubs/{id}/discussions': { rule: 'paid', target: 'own', othersFrom: 'moderator' },
  'POST /api/clubs/events/{id}': { rule: 'active' },
  'POST /api/clubs/events/{id}/attend': { rule: 'active' },
  'POST /api/clubs/events/{id}/cancel': { rule: 'active' },

  // Trail locations and their galleries (issue 17): the member map's, for paid members and staff
  // (MAP_VIEWER); adding a location, a review or a photo needs a valid account too. A photo is
  // deleted by its uploader, moderators and admins (each account has one in the suite's world);
  // POST /media by url names the world's shared photo in the first gallery (the shared location's).
  'GET /api/locations': { rule: 'paid' },
  'GET /api/locations/{id}': { rule: 'paid' },
  'POST /api/locations': {
    rule: 'paid',
    input: (role) => ({ body: { name: `Spot of ${role}`, location_type: 'trailhead', address: `${role} security road`, latitude: 38.6, longitude: -109.5 } }),
  },
  'GET /api/locations/{id}/rating': { rule: 'paid' },
  'POST /api/locations/{id}/rating': { rule: 'paid', input: () => ({ body: { user_rating: 4, comment: 'Rated by the security suite.' } }) },
  'GET /api/media-categories/{id}': { rule: 'paid' },
  'POST /api/media': { rule: 'paid', input: () => ({ body: { category_id: 1, url: SUITE_MEDIA_PATH } }) },
  'DELETE /api/media/{id}': { rule: 'paid', target: 'own', othersFrom: 'moderator' },
  'GET /api/media/files/{name}': { rule: 'paid' },

  // Events: hosting is for paid members and staff (spec §6); organisers edit (the member's own
  // event, others' for moderators and admins); the lists and pages are open (by visibility).
  'POST /api/events': { rule: 'paid', input: () => ({ body: eventForm() }) },
  'POST /api/events/{id}': { rule: 'paid', target: 'own', othersFrom: 'moderator', fields: ['title'] },
};

/** A valid event form, starting in ten days (read when the request is made). */
function eventForm(): Record<string, unknown> {
  const start = Math.floor(Date.now() / 1000) + 10 * 86_400;
  return {
    title: 'A ride of the security suite', description: '<p>Meet at the trailhead.</p>', kind: 'ride', start_date: start, end_date: start + 3600,
    timezone: 'America/Denver', region: 'rocky-mountains', location_name: 'Moab', rigs_no: 0, vehicle_type_id: 0, visibility: 'everyone',
  };
}

/** The expectation of one operation: its entry, or the default of its method. */
export function expectationOf(method: string, path: string): Expectation {
  return EXPECTATIONS[`${method} ${path}`] ?? (method === 'GET' || method === 'HEAD' ? DEFAULT_READ : DEFAULT_WRITE);
}

/** Whether the role is at or above the rule. */
export function allows(rule: Rule, role: Role): boolean {
  if (rule === 'server') return false;
  return ROLES.indexOf(role) >= ROLES.indexOf(RULES[rule]);
}
