import type { UserProfile } from './user';

export type Permission = 'public' | 'full' | 'partial' | 'none';
export type AccountStatusCode =
  | 'valid'
  | 'not_valid'
  | 'account_incomplete'
  | 'your_account_has_been_disabled'
  | 'you_have_been_banned'
  | 'user_not_logged';

/** GET /account. A visitor gets status user_not_logged and permission public. */
export interface AccountStatus {
  status: AccountStatusCode;
  permission: Permission;
  /** HTML shown in the banner when permission is partial. */
  message: string | null;
  details: { user_id: number; username: string } | null;
}

/** POST /login {login, password} */
export interface LoginRequest {
  login: string;
  password: string;
}
export interface LoginResponse {
  /** Absent when two_factor_required: the session starts only at POST /login/two-factor. */
  user?: UserProfile;
  /** Two-factor sign-in is on for the account: send a code with `challenge` to POST /login/two-factor. */
  two_factor_required?: boolean;
  challenge?: string;
}

/** Name of the cookie the page can read to know someone is logged in (spec §4 start-up). */
export const LOGIN_STATE_COOKIE = 'th_logged_in';
/** Name of the httpOnly session cookie. */
export const SESSION_COOKIE = 'th_session';
