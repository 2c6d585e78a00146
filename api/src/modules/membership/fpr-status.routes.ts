// GET and POST /me/fpr-status: the points programme (spec §3 link status: fpr_linked,
// fpr_points_pending_total, email). A member links it with the programme account's e-mail and
// unlinks it with email null; the store's order events add pending points while it is linked.
import type { FastifyInstance } from 'fastify';
import type { FprStatus, FprStatusChange } from '@trailhead/shared-kernel/types';
import { pointsLinkSchema } from '@trailhead/shared-kernel/schemas';
import type { UserRow } from '../../db/tables/users.table';
import { ACTIVE_MEMBER, guarded, memberOf } from '../../http/access';
import { validateForm } from '../../http/form-validation';
import { noQuery } from '../../http/schemas';
import { setPointsLink } from './store.repository';

export const fprStatusSchema = {
  type: 'object',
  required: ['fpr_linked', 'fpr_points_pending_total', 'email'],
  properties: {
    fpr_linked: { type: 'boolean' },
    fpr_points_pending_total: { type: 'integer' },
    email: { type: ['string', 'null'] },
  },
} as const;

const changeBody = {
  type: 'object',
  required: ['email'],
  properties: { email: { type: ['string', 'null'], maxLength: 254, description: "the points programme account's e-mail; null unlinks" } },
} as const;

export function fprStatusOf(user: Pick<UserRow, 'fpr_email' | 'fpr_points_pending_total'>): FprStatus {
  const linked = user.fpr_email !== null;
  return { fpr_linked: linked, fpr_points_pending_total: linked ? Number(user.fpr_points_pending_total) : 0, email: user.fpr_email };
}

async function changes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: FprStatusChange }>('/me/fpr-status', { schema: { body: changeBody, response: { 200: fprStatusSchema } } }, async (request) => {
    const member = memberOf(request);
    const email = request.body.email === null ? null : (await validateForm(pointsLinkSchema(), { email: request.body.email }, { email: 'invalid_email' })).email.toLowerCase();
    const updated = await setPointsLink(app.db, member.user_id, email);
    return fprStatusOf(updated);
  });
}

/** Registered inside /me's member group (me-membership.routes.ts): reading needs a session; changing it, an account in good standing. */
export default async function fprStatusRoutes(app: FastifyInstance): Promise<void> {
  app.get('/me/fpr-status', { schema: { querystring: noQuery, response: { 200: fprStatusSchema } } }, async (request): Promise<FprStatus> => fprStatusOf(memberOf(request)));
  await app.register(guarded(ACTIVE_MEMBER, changes));
}
