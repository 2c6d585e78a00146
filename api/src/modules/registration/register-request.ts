import type { RegisterRequest } from '@trailhead/shared-kernel/types';
import { flagField, numberField, textField } from '../../http/form-validation';

type Body = Partial<Record<keyof RegisterRequest, unknown>>;

const BIRTH_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * The register body in the browser's form shape (registerSchema), so both sides run the same rules.
 * Values of the wrong type become missing ones and get the schema's "required" message.
 */
export function toRegisterForm(body: Body) {
  const date = BIRTH_DATE.exec(textField(body, 'birth_date')?.trim() ?? '');
  return {
    email: textField(body, 'email'),
    username: textField(body, 'username'),
    password: textField(body, 'password'),
    confirmPassword: textField(body, 'password_confirmation'),
    dateOfBirth: {
      year: date ? Number(date[1]) : undefined,
      month: date ? Number(date[2]) : undefined,
      day: date ? Number(date[3]) : undefined,
    },
    location: {
      label: textField(body, 'location') ?? '',
      city: textField(body, 'city') ?? '',
      state: textField(body, 'state') ?? '',
      latitude: numberField(body, 'latitude') ?? null,
      longitude: numberField(body, 'longitude') ?? null,
    },
    isPrivacyPolicy: flagField(body, 'privacy_policy_accepted'),
    isSpecialistRegistration: flagField(body, 'is_specialist_registered') ?? false,
    captcha: textField(body, 'captcha'),
  };
}

/** Error codes by the form field that failed. */
export const REGISTER_CODES: Record<string, string | ((type: string | undefined) => string)> = {
  email: 'invalid_email',
  username: 'invalid_username',
  password: 'invalid_password',
  confirmPassword: 'password_mismatch',
  dateOfBirth: (type) => (type === 'minimum-age' ? 'too_young' : 'invalid_birth_date'),
  location: 'invalid_location',
  isPrivacyPolicy: 'privacy_policy_required',
  isSpecialistRegistration: 'invalid_field',
  captcha: 'captcha_invalid',
};

/** Limits the shared form leaves open but the database and the log-in form need. */
export const FIELD_LIMITS = { email: 254, password: 1024, city: 100, state: 100, label: 200 } as const;

export interface VehicleChoice {
  modelYearTrimId: number;
  year: number | null;
}

/** The optional vehicle of the register form: a trim from GET /registration/vehicle-options and a year. */
export function vehicleChoiceOf(body: Body): VehicleChoice | null | 'invalid' {
  const vehicle = body.vehicle;
  if (vehicle === undefined || vehicle === null) return null;
  if (typeof vehicle !== 'object' || Array.isArray(vehicle)) return 'invalid';
  const fields = vehicle as Record<string, unknown>;
  const id = numberField(fields, 'model_year_trim_id');
  const year = numberField(fields, 'year');
  if (id === null) return null; // nothing chosen (the form sends {} by default)
  if (id === undefined || !Number.isInteger(id) || id < 1 || year === undefined || (year !== null && !Number.isInteger(year))) return 'invalid';
  return { modelYearTrimId: id, year };
}
