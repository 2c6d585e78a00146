// POST /membership/accept-trial, the membership expiry job, and (E2E_TEST_HOOKS=1 only) the e2e
// suite's hook that runs the job as if at a later time.
import type { FastifyInstance } from 'fastify';
import type { AcceptTrialResponse, ExpiryRunResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { ACTIVE_MEMBER, guarded, memberOf } from '../../http/access';
import { ApiError } from '../../http/api-error';
import { idSchema, noQuery } from '../../http/schemas';
import { findUserById } from '../users/users.repository';
import { forgetMemberMap } from '../users/member-map';
import { currentMembershipOf } from './current-membership';
import { lockMember, startMembership, trialEligible, trialEnd } from './membership';
import { endExpiredMemberships, startMembershipExpiry } from './membership-expiry';
import { acceptTrialResponseSchema } from './membership.schemas';

/** Spec §8. */
export const TRIAL_REFUSED = "Can't accept trial offer membership";

/** Far enough for any test, small enough for every database's bigint and JS's dates. */
const MAX_TEST_TIME = 32_503_680_000;

async function trialRoutes(app: FastifyInstance): Promise<void> {
  app.post('/membership/accept-trial', { schema: { querystring: noQuery, response: { 200: acceptTrialResponseSchema } } }, async (request): Promise<AcceptTrialResponse> => {
    const user = memberOf(request);
    const now = nowSeconds();
    const alerted = await app.db.transaction().execute(async (trx) => {
      // Two clicks at once give one trial: the second waits for the first, then reads what it wrote.
      await lockMember(trx, user.user_id);
      const fresh = await findUserById(trx, user.user_id);
      if (!fresh || !(await trialEligible(trx, fresh))) throw new ApiError(400, 'trial_not_eligible', TRIAL_REFUSED);
      return startMembership(trx, user.user_id, { code: 'trial_membership', source: 'trial', expiresAt: trialEnd(now) }, now);
    });
    for (const userId of alerted) app.live.publishCounts(userId);
    // Paid members and the others are apart on the member map.
    forgetMemberMap(app.db);
    const updated = (await findUserById(app.db, user.user_id)) ?? user;
    return { current: await currentMembershipOf(app.db, updated, app.settings.partnerDiscountCode, now) };
  });
}

const runExpiryBody = {
  type: 'object',
  required: ['at'],
  additionalProperties: false,
  properties: {
    at: { type: 'integer', minimum: 0, maximum: MAX_TEST_TIME, description: 'Unix seconds: run the job as if it were this time' },
    // A test ends its own member's membership only: the other tests' accounts stay as they are.
    user_id: { ...idSchema, description: 'only this member' },
  },
} as const;

const runExpiryResponse = { type: 'object', properties: { ended_user_ids: { type: 'array', items: { type: 'integer' } } } } as const;

/** The e2e suite moves the clock of the job only (E2E_TEST_HOOKS=1); the route does not exist otherwise. */
async function testHookRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { at: number; user_id?: number } }>(
    '/membership/test/run-expiry',
    { schema: { hide: true, body: runExpiryBody, response: { 200: runExpiryResponse } } },
    async (request): Promise<ExpiryRunResponse> => {
      const ended = await endExpiredMemberships(app.db, request.body.at, request.body.user_id);
      for (const userId of ended) app.live.publishCounts(userId);
      return { ended_user_ids: ended };
    },
  );
}

export default async function membershipTrialRoutes(app: FastifyInstance): Promise<void> {
  startMembershipExpiry(app);
  await app.register(guarded(ACTIVE_MEMBER, trialRoutes));
  if (app.settings.e2eTestHooks) await app.register(testHookRoutes);
}
