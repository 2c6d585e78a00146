// Response schemas of the membership routes (kept field for field with shared-kernel/types/membership.ts).
import { nullable } from '../../http/response-schemas';

const CODES = ['premium_membership', 'digital_membership', 'trial_membership', 'free_membership'];

export const benefitSchema = {
  type: 'object',
  properties: { key: { type: 'string' }, title: { type: 'string' }, description: { type: 'string' } },
} as const;

export const currentMembershipSchema = {
  type: 'object',
  properties: {
    code: { type: 'string', enum: CODES },
    title: { type: 'string' },
    paid: { type: 'boolean' },
    since: nullable('integer'),
    until: nullable('integer'),
    benefits: { type: 'array', items: benefitSchema },
    discount_percent: { type: 'integer' },
    partner_discount_code: nullable('string'),
    trial_eligible: { type: 'boolean' },
    trial_days: { type: 'integer' },
  },
} as const;

export const pastMembershipSchema = {
  type: 'object',
  properties: {
    period_id: { type: 'integer' },
    code: { type: 'string', enum: CODES },
    title: { type: 'string' },
    started_at: { type: 'integer' },
    ended_at: { type: 'integer' },
  },
} as const;

export const subscriptionOptionsResponseSchema = {
  type: 'object',
  properties: {
    tiers: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          code: { type: 'string', enum: CODES },
          title: { type: 'string' },
          summary: { type: 'string' },
          paid: { type: 'boolean' },
          benefits: { type: 'array', items: benefitSchema },
          store_path: nullable('string'),
          store_url: nullable('string'),
          length_days: nullable('integer'),
        },
      },
    },
    discount_percent: { type: 'integer' },
    trial_days: { type: 'integer' },
    store_url: { type: 'string' },
  },
} as const;

export const acceptTrialResponseSchema = { type: 'object', properties: { current: currentMembershipSchema } } as const;
