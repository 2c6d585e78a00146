// Your account's details (issue "10 of 12", /accountDetails): what GET /me/details reports and what
// POST /me, /me/email, /me/avatar and /me/banner answer.

/** One of the member's vehicles as the account page edits it (the profile shows UserVehicle). */
export interface AccountVehicle {
  user_vehicle_id: number;
  vehicle_type_id: number | null;
  /** The trim of GET /registration/vehicle-options it was chosen from (null for an older free-text vehicle). */
  model_year_trim_id: number | null;
  model_year: number | null;
  model: string;
  trim: string | null;
  vin: string | null;
  is_default: boolean;
}

/** GET /me/details: every field /accountDetails edits, as stored. */
export interface AccountDetails {
  user_id: number;
  username: string;
  email: string;
  /** An address waiting for its confirmation link (POST /me/email), or null. */
  pending_email: string | null;
  first_name: string;
  last_name: string;
  show_first_last_name: boolean;
  city: string;
  state: string;
  /** YYYY-MM-DD, or null. */
  birth_date: string | null;
  timezone: string;
  about: string;
  website: string;
  /** Custom field id → its value (text; a checkbox field's choices as a list). */
  custom_fields: Record<string, string | string[]>;
  vehicles: AccountVehicle[];
  avatar_urls: { h: string | null };
  banner_urls: { l: string | null };
  banner_position_y: number;
}

/** POST /me/email: the link went to the new address; nothing changes until it is opened. */
export interface EmailChangeResponse {
  status: 'pending';
  message: string;
  pending_email: string;
}

/** POST and DELETE /me/avatar and /me/banner. */
export interface MemberImagesResponse {
  avatar_urls: { h: string | null };
  banner_urls: { l: string | null };
  banner_position_y: number;
}
