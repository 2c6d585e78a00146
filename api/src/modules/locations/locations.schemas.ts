// Request and response schemas of the locations and media routes (spec §7 Locations and media),
// field for field with shared-kernel/src/types/map.ts.
import { flagSchema, optionalBody, pageSchema, vehicleTypeIdSchema } from '../../http/schemas';
import { nullable, paginationSchema, userSummarySchema } from '../../http/response-schemas';
import { LOCATION_PAGE_SIZE, MAX_RADIUS_MILES } from './location-rules';

const nullableUser = { anyOf: [{ type: 'null' }, userSummarySchema] } as const;

// ---- Requests ----

export const locationsQuery = {
  type: 'object',
  properties: {
    location_type: { type: 'string', maxLength: 64, description: 'A key of GET /lists/location-type' },
    vehicle_type_id: vehicleTypeIdSchema,
    page: pageSchema,
    per_page: { type: 'integer', minimum: 1, maximum: LOCATION_PAGE_SIZE, default: LOCATION_PAGE_SIZE },
    latitude: { type: 'number', minimum: -90, maximum: 90 },
    longitude: { type: 'number', minimum: -180, maximum: 180 },
    radius: { type: 'number', exclusiveMinimum: 0, maximum: MAX_RADIUS_MILES, description: 'Miles around latitude, longitude: only the locations within, nearest first' },
  },
} as const;

export interface LocationsQueryValues {
  location_type?: string;
  vehicle_type_id: number;
  page: number;
  per_page: number;
  latitude?: number;
  longitude?: number;
  radius?: number;
}

export const reviewsQuery = { type: 'object', properties: { page: pageSchema } } as const;

export const galleryQuery = {
  type: 'object',
  properties: { with_content: { ...flagSchema, default: 0, description: '1: the photos too' } },
} as const;

export const deleteMediaQuery = {
  type: 'object',
  properties: { hard_delete: { ...flagSchema, default: 1, description: '1 (default): remove the photo and its file; 0: hide it' } },
} as const;

export const mediaFileParams = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', pattern: '^[0-9a-f]{32}\\.[a-z]{3,4}$' } },
} as const;

export const mediaFileResponse = {
  description: 'The image, with its own Content-Type.',
  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
} as const;

/** The forms are read by the handlers (multipart, urlencoded or JSON); these document their fields. */
export const FORMS = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];

export const locationFormBody = optionalBody('The location (checked by the shared locationSchema, with its messages).', {
  name: 'text, at most 100 characters',
  location_type: 'a key of GET /lists/location-type',
  address: 'text, at most 200 characters: unique (normalised) with city, state and country',
  city: 'text',
  state: 'text',
  country: 'US (default) or CA',
  latitude: 'number: in the US or Canada',
  longitude: 'number: in the US or Canada',
  description: 'plain text, at most 5000 characters',
  vehicle_type_id: 'integer: a vehicle type, 0 or absent for every vehicle',
});

export const ratingFormBody = {
  description: 'The review (checked by the shared locationRatingSchema): user_rating 1–5, comment, and in a multipart form the photo location_rating_image.',
  anyOf: [
    {
      type: 'object',
      properties: {
        user_rating: { description: 'integer 1 to 5' },
        comment: { description: 'plain text, at most 2000 characters' },
        location_rating_image: { type: 'string', format: 'binary', description: 'an image (multipart only)' },
      },
    },
    {},
  ],
} as const;

export const mediaFormBody = {
  description: 'A photo for a gallery: category_id and the image file (multipart), or category_id and the url of an image already stored by this site.',
  anyOf: [
    {
      type: 'object',
      properties: {
        category_id: { description: 'integer: the gallery (GET /media-categories/{id})' },
        file: { type: 'string', format: 'binary', description: 'an image (multipart only)' },
        url: { description: "the address of a photo of this site's galleries (/api/media/files/…)" },
      },
    },
    {},
  ],
} as const;

// ---- Responses ----

const trailLocationProperties = {
  location_id: { type: 'integer' },
  name: { type: 'string' },
  location_type: { type: 'string' },
  address: { type: 'string' },
  city: nullable('string'),
  state: nullable('string'),
  country: { type: 'string' },
  latitude: { type: 'number' },
  longitude: { type: 'number' },
  vehicle_type_id: nullable('integer'),
  rating: nullable('number'),
  rating_count: { type: 'integer' },
  media_count: { type: 'integer' },
  view_url: { type: 'string' },
  distance: { type: 'number' },
} as const;

export const locationsResponseSchema = {
  type: 'object',
  properties: {
    locations: { type: 'array', items: { type: 'object', properties: trailLocationProperties } },
    pagination: paginationSchema,
  },
} as const;

const locationDetailSchema = {
  type: 'object',
  properties: {
    ...trailLocationProperties,
    description: { type: 'string' },
    user: nullableUser,
    created_at: { type: 'integer' },
    media_category_id: { type: 'integer' },
    user_rating: nullable('integer'),
    can_rate: { type: 'boolean' },
    can_add_media: { type: 'boolean' },
  },
} as const;

export const locationResponseSchema = { type: 'object', properties: { location: locationDetailSchema } } as const;

const mediaItemSchema = {
  type: 'object',
  properties: {
    media_id: { type: 'integer' },
    category_id: { type: 'integer' },
    url: { type: 'string' },
    thumbnail_url: { type: 'string' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    title: { type: 'string' },
    user: nullableUser,
    created_at: { type: 'integer' },
    can_delete: { type: 'boolean' },
  },
} as const;

const reviewSchema = {
  type: 'object',
  properties: {
    rating_id: { type: 'integer' },
    location_id: { type: 'integer' },
    user: nullableUser,
    user_rating: { type: 'integer' },
    comment: { type: 'string' },
    location_rating_image: { anyOf: [{ type: 'null' }, mediaItemSchema] },
    rating_date: { type: 'integer' },
  },
} as const;

export const reviewsResponseSchema = {
  type: 'object',
  properties: { reviews: { type: 'array', items: reviewSchema }, pagination: paginationSchema },
} as const;

export const ratingResponseSchema = { type: 'object', properties: { review: reviewSchema, location: locationDetailSchema } } as const;

export const galleryResponseSchema = {
  type: 'object',
  properties: {
    category: {
      type: 'object',
      properties: { category_id: { type: 'integer' }, title: { type: 'string' }, location_id: nullable('integer'), media_count: { type: 'integer' } },
    },
    media: { type: 'array', items: mediaItemSchema },
  },
} as const;

export const mediaResponseSchema = { type: 'object', properties: { media: mediaItemSchema } } as const;

export const mediaDeleteResponseSchema = {
  type: 'object',
  properties: { media_id: { type: 'integer' }, hard_deleted: { type: 'boolean' } },
} as const;
