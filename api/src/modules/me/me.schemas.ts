// Schemas of the /me and /custom-fields routes.
import { nullable } from '../../http/response-schemas';
import { currentMembershipSchema, pastMembershipSchema } from '../membership/membership.schemas';
import { settingsBodyProperties } from './settings-fields';

/** POST /me comes as a multipart form (spec §7), urlencoded-like JSON, or plain JSON. */
export const PROFILE_FORMS = ['multipart/form-data', 'application/json'];

const about = (description: string) => ({ description });

/**
 * POST /me's fields. The account details are read and checked by profile-form.ts (the shared
 * accountDetailsSchema, with its words): their properties document them without a type, since a
 * form sends text where JSON sends numbers and lists.
 */
export const profileBody = {
  description: "The account details, settings, privacy and signature; fields not sent keep their value; 'none' (or '') clears a field.",
  // A multipart form is read from its stream (no parsed body): anything but JSON passes to the reader.
  anyOf: [
    {
      type: 'object',
      properties: {
        first_name: about('text, at most 50 characters'),
        last_name: about('text, at most 50 characters'),
        show_first_last_name: about('1/0: show the first and last name'),
        city: about('text, at most 100 characters (with state)'),
        state: about('text, at most 100 characters (with city)'),
        location: about("'City, ST' when city and state are not sent"),
        birth_date: about('YYYY-MM-DD (at least 13 years old), or none'),
        dob_year: about('the year of birth (with dob_month and dob_day)'),
        dob_month: about('1-12'),
        dob_day: about('1-31'),
        timezone: about('an IANA time zone'),
        about: about('text, at most 5000 characters'),
        website: about('an http:// or https:// link, at most 200 characters'),
        'custom_fields[<id>]': about('a custom field (GET /custom-fields/user); a checkbox field as custom_fields[<id>][]'),
        'vehicles[<n>][model_year_trim_id]': about('the trim (GET /registration/vehicle-options); at most 10 vehicles; vehicles=none removes them all'),
        'vehicles[<n>][year]': about('a model year the trim was sold in'),
        'vehicles[<n>][vin]': about('17 letters and digits, no I, O or Q; once per member'),
        default_vehicle: about('the index of the default vehicle for new content (default 0)'),
        ...settingsBodyProperties,
      },
    },
    {},
  ],
} as const;

const vehicleSchema = {
  type: 'object',
  properties: {
    user_vehicle_id: { type: 'integer' },
    vehicle_type_id: nullable('integer'),
    model_year_trim_id: nullable('integer'),
    model_year: nullable('integer'),
    model: { type: 'string' },
    trim: nullable('string'),
    vin: nullable('string'),
    is_default: { type: 'boolean' },
  },
} as const;

export const accountDetailsResponseSchema = {
  type: 'object',
  properties: {
    user_id: { type: 'integer' },
    username: { type: 'string' },
    email: { type: 'string' },
    pending_email: nullable('string'),
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    show_first_last_name: { type: 'boolean' },
    city: { type: 'string' },
    state: { type: 'string' },
    birth_date: nullable('string'),
    timezone: { type: 'string' },
    about: { type: 'string' },
    website: { type: 'string' },
    // Open map: field id → text or a list of choices.
    custom_fields: { type: 'object', additionalProperties: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] } },
    vehicles: { type: 'array', items: vehicleSchema },
    avatar_urls: { type: 'object', properties: { h: nullable('string') } },
    banner_urls: { type: 'object', properties: { l: nullable('string') } },
    banner_position_y: { type: 'integer' },
  },
} as const;

export const emailChangeBody = {
  type: 'object',
  description: 'The new address and the current password (checked by the shared emailChangeSchema).',
  properties: { email: about('an e-mail address'), password: about('the current password') },
} as const;

export const emailChangeResponseSchema = {
  type: 'object',
  properties: { status: { type: 'string' }, message: { type: 'string' }, pending_email: { type: 'string' } },
} as const;

export const emailConfirmBody = {
  type: 'object',
  description: 'The key and user id of the link in the e-mail sent to the new address.',
  properties: { key: about('text'), user_id: about('integer') },
} as const;

export const emailConfirmResponseSchema = {
  type: 'object',
  properties: { status: { type: 'string' }, message: { type: 'string' } },
} as const;

export const memberImagesResponseSchema = {
  type: 'object',
  properties: {
    avatar_urls: { type: 'object', properties: { h: nullable('string') } },
    banner_urls: { type: 'object', properties: { l: nullable('string') } },
    banner_position_y: { type: 'integer' },
  },
} as const;

export const avatarBody = {
  description: 'multipart/form-data with the image file `avatar` (the upload limits of GET /options/upload; images only).',
} as const;

export const bannerBody = {
  description: 'multipart/form-data with the image file `banner` and/or `position_y` (0 top … 100 bottom); or JSON {position_y} to move it alone.',
} as const;

export const memberImageParams = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', pattern: '^[0-9a-f]{32}\\.[a-z]{3,4}$' } },
} as const;

export const memberImageResponse = {
  description: 'The image, with its own Content-Type.',
  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
} as const;

export const membershipResponseSchema = {
  type: 'object',
  properties: {
    membership: {
      type: ['object', 'null'],
      properties: {
        code: { type: 'string' },
        title: { type: 'string' },
        expires_at: nullable('integer'),
        discount_percent: { type: 'number' },
        partner_discount_code: nullable('string'),
      },
    },
    current: currentMembershipSchema,
    past: { type: 'array', items: pastMembershipSchema },
  },
} as const;

export const countsResponseSchema = {
  type: 'object',
  properties: { alerts_unviewed: { type: 'integer' }, conversations_unread: { type: 'integer' } },
} as const;

export const customFieldsResponseSchema = {
  type: 'object',
  properties: {
    fields: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          field_id: { type: 'string' },
          title: { type: 'string' },
          description: { type: 'string' },
          field_type: { type: 'string' },
          display_group: { type: 'string' },
          required: { type: 'boolean' },
          // Open map: choice value to its label.
          choices: { type: ['object', 'null'], additionalProperties: { type: 'string' } },
        },
      },
    },
  },
} as const;
