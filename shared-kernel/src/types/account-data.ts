// Your data and your account (issue 15): the archive of GET /me/export and POST /me/delete.

/** POST /me/delete: what happens to what the member wrote. */
export type DeletedContentChoice = 'keep' | 'remove';

export interface DeleteAccountRequest {
  /** The member's current password. */
  password: string;
  /** keep: posts stay, shown as from 'Deleted member'; remove: posts, lone threads and profile posts are taken down. */
  content: DeletedContentChoice;
}

export interface DeleteAccountResponse {
  status: 'deleted';
  content: DeletedContentChoice;
}

/** How a member whose account was deleted is named wherever their content stays. */
export const DELETED_MEMBER_NAME = 'Deleted member';

/**
 * GET /me/export (a download, `trailhead-<username>-<date>.json`). Every list is the member's
 * own rows, oldest first; times are Unix seconds. Never the password hash, the two-factor secret
 * or any token.
 */
export interface AccountExport {
  format: 'trailhead-account-export';
  version: 1;
  exported_at: number;
  profile: Record<string, unknown>;
  settings: Record<string, unknown> | null;
  vehicles: Record<string, unknown>[];
  threads: Record<string, unknown>[];
  posts: Record<string, unknown>[];
  profile_posts: Record<string, unknown>[];
  profile_post_comments: Record<string, unknown>[];
  conversations: { conversation_id: number; title: string; started_by_me: boolean }[];
  messages_sent: Record<string, unknown>[];
  events_created: Record<string, unknown>[];
  events_attending: Record<string, unknown>[];
  clubs: Record<string, unknown>[];
  following: Record<string, unknown>[];
  ignoring: Record<string, unknown>[];
  awards: Record<string, unknown>[];
  reactions_given: Record<string, unknown>[];
  membership_periods: Record<string, unknown>[];
  alerts: Record<string, unknown>[];
}

// ---- Signed-in sessions and two-factor sign-in (issue 15) ----

/** One of GET /me/sessions: where the member is signed in (never the session's token). */
export interface SignedInSession {
  session_id: number;
  /** The browser and the system in words, from the user agent ('Firefox on Windows'); null when unknown. */
  browser: string | null;
  os: string | null;
  /** The address the session was last used from. */
  ip: string | null;
  created_at: number;
  last_seen_at: number | null;
  /** The session this request came with ("this device"). */
  current: boolean;
}

/** GET /me/sessions */
export interface SessionsResponse {
  sessions: SignedInSession[];
}

/** POST /me/sessions/sign-out-others */
export interface SignOutOthersResponse {
  signed_out: number;
}

/** GET /me/two-factor */
export interface TwoFactorStatus {
  enabled: boolean;
  enabled_at: number | null;
  /** Recovery codes not used yet (0 when two-factor sign-in is off). */
  recovery_codes_left: number;
}

/** POST /me/two-factor/setup: a new secret, pending until POST /me/two-factor/enable confirms a code from it. */
export interface TwoFactorSetupResponse {
  /** Base32, for typing into the authenticator app. */
  secret: string;
  otpauth_uri: string;
}

/** POST /me/two-factor/enable {code} and POST /me/two-factor/recovery-codes {password}: shown once. */
export interface RecoveryCodesResponse {
  recovery_codes: string[];
  status: TwoFactorStatus;
}

/** POST /login when two-factor sign-in is on: no session yet; POST /login/two-factor completes it. */
export interface TwoFactorChallenge {
  two_factor_required: true;
  /** Short-lived; sent back with the code. */
  challenge: string;
}

/** POST /login/two-factor: the challenge and either a code from the app or a recovery code. */
export interface TwoFactorLoginRequest {
  challenge: string;
  code?: string;
  recovery_code?: string;
}
