// Schemas of the /me and /custom-fields routes.
import { nullable } from '../../http/response-schemas';
import { currentMembershipSchema, pastMembershipSchema } from '../membership/membership.schemas';

export const profileBody = {
  type: 'object',
  description: 'The JSON basics of the profile; unknown fields are ignored.',
  properties: {
    timezone: { type: 'string', maxLength: 64, description: 'an IANA time zone' },
    location: { type: 'string', maxLength: 200, description: "'City, ST' when city and state are not sent ('none' clears)" },
    city: { type: 'string', maxLength: 100 },
    state: { type: 'string', maxLength: 100 },
  },
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
