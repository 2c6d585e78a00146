// GET /options/subscriptions: the membership tiers, what each gives and where the store sells it
// (/benefits, /join-us, /subscriptions). No prices: spec §9 leaves trial offers and yearly charges unshown.
import type { FastifyInstance } from 'fastify';
import type { MembershipCode, MembershipTier, SubscriptionOptionsResponse } from '@trailhead/shared-kernel/types';
import { noQuery } from '../../http/schemas';
import { benefitListOf, MEMBER_DISCOUNT_PERCENT, MEMBERSHIP_TITLES, TRIAL_DAYS } from '../membership/membership';
import { subscriptionOptionsResponseSchema } from '../membership/membership.schemas';

const TIERS: { code: MembershipCode; summary: string; store_path: string | null }[] = [
  { code: 'premium_membership', summary: 'Every benefit of the club, renewed each year.', store_path: '/products/premium-membership' },
  { code: 'digital_membership', summary: 'Every benefit on the site and in the store, renewed each year.', store_path: '/products/digital-membership' },
  { code: 'trial_membership', summary: `Every benefit for ${TRIAL_DAYS} days, free: offered once to members who have never been paid members.`, store_path: null },
  { code: 'free_membership', summary: 'The forum, events, clubs and conversations: everything but the member benefits.', store_path: null },
];

export function subscriptionOptions(storeUrl: string): SubscriptionOptionsResponse {
  const base = storeUrl.replace(/\/+$/, '');
  const tiers: MembershipTier[] = TIERS.map((tier) => ({
    code: tier.code,
    title: MEMBERSHIP_TITLES[tier.code],
    summary: tier.summary,
    paid: tier.code !== 'free_membership',
    benefits: benefitListOf(tier.code),
    store_path: tier.store_path,
    store_url: tier.store_path ? `${base}${tier.store_path}` : null,
    length_days: tier.code === 'trial_membership' ? TRIAL_DAYS : null,
  }));
  return { tiers, discount_percent: MEMBER_DISCOUNT_PERCENT, trial_days: TRIAL_DAYS, store_url: storeUrl };
}

export default async function subscriptionOptionsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/options/subscriptions', { schema: { querystring: noQuery, response: { 200: subscriptionOptionsResponseSchema } } }, async (): Promise<SubscriptionOptionsResponse> =>
    subscriptionOptions(app.settings.store.url),
  );
}
