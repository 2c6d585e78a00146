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
