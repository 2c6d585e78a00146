// /me/membership and /me/fpr-status (the 'me' module registers this plugin for members).
// membership.ts is the one place that says what a membership is and gives.
import type { FastifyInstance } from 'fastify';
import type { MembershipResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { memberOf } from '../../http/access';
import { noQuery } from '../../http/schemas';
import { membershipResponseSchema } from '../me/me.schemas';
import { membershipResponseOf } from './current-membership';
import fprStatusRoutes from './fpr-status.routes';

export { MEMBER_DISCOUNT_PERCENT } from './membership';

export default async function meMembershipRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fprStatusRoutes);
  app.get('/me/membership', { schema: { querystring: noQuery, response: { 200: membershipResponseSchema } } }, async (request): Promise<MembershipResponse> =>
    membershipResponseOf(app.db, memberOf(request), app.settings.partnerDiscountCode, nowSeconds()),
  );
}
