import { number, object, string, type InferType } from 'yup';
import { MAX_ID } from './event.schema';

/** Spec §5 and §8 texts of the trail locations; the others are ours where the spec shows none. */
export const LOCATION_MESSAGES = {
  rateRequired: 'Please rate this location',
  addressUnique: 'Address must be unique!',
  alreadyRated: 'This location has already been rated',
  nameRequired: 'Give the location a name',
  typeRequired: 'Choose the type of location',
  addressRequired: 'Type the address',
  country: 'Only locations in the US or Canada',
  latitude: 'Latitude must be a number between -90 and 90',
  longitude: 'Longitude must be a number between -180 and 180',
} as const;

export const LOCATION_COUNTRIES = ['US', 'CA'] as const;
export const LOCATION_NAME_MAX = 100;
export const LOCATION_TEXT_MAX = 200;
export const LOCATION_DESCRIPTION_MAX = 5_000;
export const LOCATION_COMMENT_MAX = 2_000;

/** A typed coordinate: an empty field is missing, not 0. */
const coordinate = (limit: number, message: string) =>
  number()
    .transform((value, original) => (original === '' || original === null || Number.isNaN(value) ? undefined : value))
    .typeError(message)
    .min(-limit, message)
    .max(limit, message)
    .required(message);

/** POST /locations (the add-location form and the API alike). */
export function locationSchema() {
  return object({
    name: string().trim().required(LOCATION_MESSAGES.nameRequired).max(LOCATION_NAME_MAX),
    location_type: string().trim().required(LOCATION_MESSAGES.typeRequired),
    address: string().trim().required(LOCATION_MESSAGES.addressRequired).max(LOCATION_TEXT_MAX),
    city: string().trim().max(LOCATION_TEXT_MAX).optional(),
    state: string().trim().max(LOCATION_TEXT_MAX).optional(),
    country: string().oneOf([...LOCATION_COUNTRIES], LOCATION_MESSAGES.country).optional(),
    latitude: coordinate(90, LOCATION_MESSAGES.latitude),
    longitude: coordinate(180, LOCATION_MESSAGES.longitude),
    description: string().max(LOCATION_DESCRIPTION_MAX).optional(),
    vehicle_type_id: number()
      .transform((value, original) => (original === '' || original === null ? undefined : value))
      .integer()
      .min(0)
      .max(MAX_ID)
      .optional(),
  });
}

export type LocationFormValues = InferType<ReturnType<typeof locationSchema>>;

/** POST /locations/{id}/rating: 1 to 5 stars (spec §5 'Please rate this location') and a comment. */
export const locationRatingSchema = object({
  user_rating: number()
    .transform((value, original) => (original === '' || original === null || original === 0 || Number.isNaN(value) ? undefined : value))
    .typeError(LOCATION_MESSAGES.rateRequired)
    .integer(LOCATION_MESSAGES.rateRequired)
    .min(1, LOCATION_MESSAGES.rateRequired)
    .max(5, LOCATION_MESSAGES.rateRequired)
    .required(LOCATION_MESSAGES.rateRequired),
  comment: string().trim().max(LOCATION_COMMENT_MAX).optional(),
});
