// The account details form (/accountDetails, POST /me) and the e-mail change (POST /me/email): the
// page's form and the API check the same values with the same words.
import { array, bool, number, object, string, type InferType } from 'yup';
import { MINIMUM_AGE } from '@trailhead/shared-kernel/constants';
import { VIN_PATTERN } from './club.schema';
import { EMAIL_PATTERN, MESSAGES } from './messages';
import { ageOn, calendarDate } from './register.schema';

/** Ours: the spec names the rules (13 years, http links, VIN), not their words. */
export const ACCOUNT_MESSAGES = {
  nameTooLong: 'Names may be at most 50 characters',
  placeTooLong: 'City and state may be at most 100 characters each',
  aboutTooLong: 'About you may be at most 5000 characters',
  website: 'The website must be a link starting with http:// or https://',
  websiteTooLong: 'The website may be at most 200 characters',
  timezoneRequired: 'Please choose your time zone',
  dateIncomplete: 'Enter the year, month and day of your birth, or none of them',
  vehicleModel: 'Choose the model and trim of your vehicle',
  vehicleYear: 'Choose a model year in which this trim was sold',
  vin: 'A VIN is 17 letters and digits (no I, O or Q)',
  vinTwice: 'Each vehicle needs its own VIN: this one is already on your list',
  tooManyVehicles: 'You can list at most 10 vehicles',
  currentPassword: 'Please enter your current password',
  emailSame: 'This is already your e-mail address',
} as const;

export const ACCOUNT_LIMITS = { name: 50, place: 100, about: 5000, website: 200, vehicles: 10, customText: 200, customTextarea: 5000, email: 254 } as const;

export const WEBSITE_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;


/** An empty form field: yup reads '' as a typing error for numbers; here it means "not chosen". */
const optionalNumber = () =>
  number()
    .transform((value, original) => (original === '' || original === null || original === undefined || Number.isNaN(value) ? null : value))
    .nullable();

export function accountVehicleSchema() {
  return object({
    model_year_trim_id: optionalNumber().required(ACCOUNT_MESSAGES.vehicleModel).integer(ACCOUNT_MESSAGES.vehicleModel).min(1, ACCOUNT_MESSAGES.vehicleModel),
    year: optionalNumber().required(ACCOUNT_MESSAGES.vehicleYear).integer(ACCOUNT_MESSAGES.vehicleYear).min(1900, ACCOUNT_MESSAGES.vehicleYear).max(2100, ACCOUNT_MESSAGES.vehicleYear),
    vin: string()
      .trim()
      .default('')
      .max(17, ACCOUNT_MESSAGES.vin)
      .test('vin', ACCOUNT_MESSAGES.vin, (value) => !value || VIN_PATTERN.test(value)),
  });
}

/**
 * The account details. Every field is optional (POST /me changes only what it is sent); the page
 * sends them all. `birth` is all three parts or none; `default_vehicle` indexes `vehicles`.
 */
export function accountDetailsSchema(today: () => Date = () => new Date()) {
  return object({
    first_name: string().trim().max(ACCOUNT_LIMITS.name, ACCOUNT_MESSAGES.nameTooLong),
    last_name: string().trim().max(ACCOUNT_LIMITS.name, ACCOUNT_MESSAGES.nameTooLong),
    show_first_last_name: bool(),
    city: string().trim().max(ACCOUNT_LIMITS.place, ACCOUNT_MESSAGES.placeTooLong),
    state: string().trim().max(ACCOUNT_LIMITS.place, ACCOUNT_MESSAGES.placeTooLong),
    birth: object({ year: optionalNumber(), month: optionalNumber(), day: optionalNumber() })
      .default(undefined)
      .test('complete', ACCOUNT_MESSAGES.dateIncomplete, (value) => {
        if (!value) return true;
        const given = [value.year, value.month, value.day].filter((part) => part !== null && part !== undefined).length;
        return given === 0 || given === 3;
      })
      .test('valid-date', MESSAGES.dateInvalid, (value) => {
        if (!value?.year || !value.month || !value.day) return true;
        return value.year >= 1900 && calendarDate(value.year, value.month, value.day) !== null;
      })
      .test('minimum-age', MESSAGES.minimumAge, (value) => {
        const birth = value?.year && value.month && value.day ? calendarDate(value.year, value.month, value.day) : null;
        return !birth || ageOn(birth, today()) >= MINIMUM_AGE;
      }),
    timezone: string().trim().max(64, ACCOUNT_MESSAGES.timezoneRequired),
    about: string().max(ACCOUNT_LIMITS.about, ACCOUNT_MESSAGES.aboutTooLong),
    website: string()
      .trim()
      .max(ACCOUNT_LIMITS.website, ACCOUNT_MESSAGES.websiteTooLong)
      .test('website', ACCOUNT_MESSAGES.website, (value) => !value || WEBSITE_PATTERN.test(value)),
    vehicles: array(accountVehicleSchema())
      .max(ACCOUNT_LIMITS.vehicles, ACCOUNT_MESSAGES.tooManyVehicles)
      .test('vin-once', ACCOUNT_MESSAGES.vinTwice, (list) => {
        const vins = (list ?? []).map((vehicle) => vehicle.vin?.trim().toUpperCase()).filter(Boolean);
        return new Set(vins).size === vins.length;
      }),
    default_vehicle: optionalNumber().integer().min(0),
  });
}

export type AccountDetailsValues = InferType<ReturnType<typeof accountDetailsSchema>>;

/** POST /me/email {email, password}. */
export function emailChangeSchema() {
  return object({
    email: string().trim().required(MESSAGES.emailRequired).max(ACCOUNT_LIMITS.email, MESSAGES.emailInvalid).matches(EMAIL_PATTERN, MESSAGES.emailInvalid),
    password: string().required(ACCOUNT_MESSAGES.currentPassword).max(200, ACCOUNT_MESSAGES.currentPassword),
  });
}

export type EmailChangeValues = InferType<ReturnType<typeof emailChangeSchema>>;
