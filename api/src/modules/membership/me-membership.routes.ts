// /me/membership and /me/fpr-status (the 'me' module registers this plugin for members).
// CONTRACT (issue 15): the membership helper extends this (membership.ts is the one place that
// says what a membership is and gives).
import type { FastifyInstance } from 'fastify';
import type { MembershipCode, MembershipResponse } from '@trailhead/shared-kernel/types';
import { memberOf } from '../../http/access';
import { noQuery } from '../../http/schemas';
import { membershipResponseSchema } from '../me/me.schemas';
import { isPaidMembership } from '../users/user-mapper';
import fprStatusRoutes from './fpr-status.routes';

/** Spec §1 and §9: paid members get 10 percent member pricing on gear. */
export const MEMBER_DISCOUNT_PERCENT = 10;

const MEMBERSHIP_TITLES: Record<MembershipCode, string> = {
  premium_membership: 'Premium Membership',
  digital_membership: 'Digital Membership',
  trial_membership: 'Trial Membership',
  free_membership: 'Free Membership',
};

export default async function meMembershipRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fprStatusRoutes);
  app.get('/me/membership', { schema: { querystring: noQuery, response: { 200: membershipResponseSchema } } }, async (request): Promise<MembershipResponse> => {
    const user = memberOf(request);
    if (!isPaidMembership(user.membership_code)) return { membership: null };
    const code = user.membership_code as MembershipCode;
    return {
      membership: {
        code,
        title: MEMBERSHIP_TITLES[code],
        expires_at: user.membership_expires_at,
        discount_percent: MEMBER_DISCOUNT_PERCENT,
        partner_discount_code: app.settings.partnerDiscountCode,
      },
    };
  });
}
