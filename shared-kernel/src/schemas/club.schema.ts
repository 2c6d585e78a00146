import { mixed, number, object, string, type InferType, type StringSchema } from 'yup';
import type { ClubLocationType } from '../types';
import { MAX_ID } from './event.schema';
import { MESSAGES } from './messages';

export const CLUB_LOCATION_TYPES: ClubLocationType[] = ['physical', 'online'];
/** Spec §5 "not too short or long": the bounds we chose, stated in the message. */
export const CLUB_NAME_MIN = 3;
export const CLUB_NAME_MAX = 60;
export const CLUB_TEXT_MAX = 200;
export const CLUB_DESCRIPTION_MAX = 20_000;
export const CLUB_REASON_MAX = 500;
/** Only addresses in these countries (spec §5). */
export const CLUB_COUNTRIES = ['US', 'CA'] as const;
export type ClubCountry = (typeof CLUB_COUNTRIES)[number];

const US_ZIP = /^\d{5}(-\d{4})?$/;
const CA_POSTAL = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;
/** 17 characters, no I, O or Q (ISO 3779). */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/i;

const optionalText = (max = CLUB_TEXT_MAX) => string().trim().max(max).nullable().optional();
/** Present only for a physical club (spec §5: location fields are sent only for that type). */
const physical = (rules: (field: StringSchema<string | undefined>) => StringSchema<string | undefined>) =>
  string().when('location_type', { is: 'physical', then: rules, otherwise: (field) => field.strip() });
const coordinate = (limit: number) =>
  number()
    .transform((value, original) => (original === '' || original === null ? null : value))
    .min(-limit)
    .max(limit)
    .nullable()
    .optional();

/**
 * Spec §5 club form, checked alike by the page's form and by POST /clubs and POST /clubs/{id}.
 * For an online club the address fields are dropped (stripped), whatever was typed.
 */
export function clubSchema() {
  return object({
    name: string()
      .trim()
      .required(MESSAGES.clubNameRequired)
      .test('length', MESSAGES.clubNameLength, (value) => !value || (value.length >= CLUB_NAME_MIN && value.length <= CLUB_NAME_MAX)),
    description: string().max(CLUB_DESCRIPTION_MAX).optional(),
    vehicle_type_id: number().integer().min(0).max(MAX_ID).optional(),
    location_type: mixed<ClubLocationType>().oneOf(CLUB_LOCATION_TYPES, MESSAGES.eventRequired).required(MESSAGES.eventRequired),
    address: physical((field) => field.trim().max(CLUB_TEXT_MAX).required(MESSAGES.clubAddressRequired)),
    city: physical((field) => field.trim().max(CLUB_TEXT_MAX).required(MESSAGES.clubAddressRequired)),
    state: physical((field) => field.trim().max(CLUB_TEXT_MAX).required(MESSAGES.clubAddressRequired)),
    country: physical((field) => field.trim().required(MESSAGES.clubAddressRequired).oneOf([...CLUB_COUNTRIES], MESSAGES.clubCountry)),
    zipcode: physical((field) =>
      field
        .trim()
        .required(MESSAGES.clubAddressRequired)
        .test('postal-code', MESSAGES.clubPostalCode, function (value) {
          if (!value) return true;
          const country = this.parent.country as string | undefined;
          if (country === 'US') return US_ZIP.test(value);
          if (country === 'CA') return CA_POSTAL.test(value);
          return true;
        }),
    ),
    latitude: coordinate(90),
    longitude: coordinate(180),
    president: optionalText(),
    website: optionalText().test('url', MESSAGES.clubWebsite, (value) => !value || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value)),
    vin: optionalText(17).test('vin', MESSAGES.clubVin, (value) => !value || VIN_PATTERN.test(value)),
    remove_cover: number().oneOf([0, 1]).optional(),
    remove_avatar: number().oneOf([0, 1]).optional(),
  });
}

export type ClubFormValues = InferType<ReturnType<typeof clubSchema>>;

/** POST /clubs/{id}/review: a reason is required to reject. */
export const clubReviewSchema = object({
  decision: mixed<'approve' | 'reject'>().oneOf(['approve', 'reject'], MESSAGES.eventRequired).required(MESSAGES.eventRequired),
  reason: string()
    .trim()
    .max(CLUB_REASON_MAX)
    .when('decision', { is: 'reject', then: (s) => s.required(MESSAGES.clubRejectReason), otherwise: (s) => s.optional() }),
});

/** POST /clubs/members/{id}/ban. */
export const clubBanSchema = object({
  club_id: number().integer().positive().max(MAX_ID).required(MESSAGES.eventRequired),
  reason: string().trim().required(MESSAGES.clubBanReason).max(CLUB_REASON_MAX),
});
