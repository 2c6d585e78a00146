import type { AccountStatus } from './account';
import type { CurrentMembership, PastMembership } from './membership';
import type { MembershipCode, UserProfile } from './user';

/**
 * POST /register, wire form of spec §3 (JSON body with these names). The account starts unconfirmed:
 * the e-mail holds a confirmation link (/account-confirmation/{key}?user_id=) and a 6-character code.
 */
export interface RegisterRequest {
  email: string;
  username: string;
  password: string;
  password_confirmation: string;
  /** YYYY-MM-DD */
  birth_date: string;
  location: string;
  city: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
  privacy_policy_accepted: boolean;
  is_specialist_registered: boolean;
  vehicle: { year?: number; model?: string; trim?: string; model_year_trim_id?: number };
  /** Proof-of-work solution (or reCAPTCHA token when keyed). */
  captcha: string;
}
export interface RegisterResponse {
  user_id: number;
  username: string;
  /** 'account_incomplete' until the e-mail is confirmed. */
  status: AccountStatus['status'];
  message: string;
}

/** POST /register/confirmation {key, user_id} and POST /registerValidation {code}. */
export interface ConfirmationResponse {
  status: 'confirmed' | 'already_confirmed';
  message: string;
}

/** POST /lost-password/init {email}: always the same answer, whether the address has an account or not. */
export interface LostPasswordInitResponse {
  status: 'sent';
  message: string;
}
/** POST /lost-password/set {email, code, password, password_confirmation} */
export interface LostPasswordSetRequest {
  email: string;
  code: string;
  password: string;
  password_confirmation: string;
}

/** POST /change-password */
export interface ChangePasswordRequest {
  current_password: string;
  new_password: string;
  new_password_confirmation: string;
}

export interface StatusResponse {
  status: 'ok';
  message: string;
}

/** GET /me/membership: `membership` is the paid one in force (null for free); `current` and `past` what /subscriptions shows. */
export interface MembershipResponse {
  membership: { code: MembershipCode; title: string; expires_at: number | null; discount_percent: number; partner_discount_code: string | null } | null;
  current: CurrentMembership;
  past: PastMembership[];
}

/** GET /custom-fields/user: the structure of the profile's custom fields. */
export interface CustomFieldDefinition {
  field_id: string;
  title: string;
  description: string;
  field_type: 'textbox' | 'textarea' | 'select' | 'radio' | 'checkbox' | 'date';
  display_group: 'personal' | 'contact' | 'preferences';
  required: boolean;
  choices: Record<string, string> | null;
}
export interface CustomFieldsResponse {
  fields: CustomFieldDefinition[];
}

/**
 * GET /captcha/challenge: a proof-of-work puzzle in the ALTCHA v2 format (what the altcha widget
 * fetches and solves). The answer sent back as `captcha` is base64 of
 * JSON { challenge: { parameters, signature }, solution: { counter, derivedKey } }.
 */
export interface CaptchaChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    /** The derived key of the right counter starts with these hex digits. */
    keyPrefix: string;
    keySignature?: string;
    /** Unix seconds. */
    expiresAt?: number;
  };
  /** HMAC of the parameters: the server made this puzzle. */
  signature: string;
}

/** POST /validation/recaptcha {token} */
export interface CaptchaValidationResponse {
  hasErrors: boolean;
  message: string;
  status: 'valid' | 'invalid';
}

/** GET /registration/vehicle-options */
export interface VehicleOptionsResponse {
  years: number[];
  models: { model: string; vehicle_type_id: number; trims: { model_year_trim_id: number; trim: string; years: number[] }[] }[];
}

export type { UserProfile };
