// Who may do what with awards, and the writes (spec §5 award request, §7 Awards), each in one
// transaction: a member with a valid account requests an award members may request, that they do
// not hold and have not already asked for; moderators and admins grant or refuse it. Granting
// (grantAward, also used by the seed) gives the award once, adds its points to the member's trophy
// points, and alerts 'award', plus 'af_as_level_up' when the points reach a new level; a refusal
// reaches the member with its reason. Alerts go through the one alerts writer; the members' counts
// hear of them once the transaction has committed.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { awardRequestSchema, awardReviewSchema } from '@trailhead/shared-kernel/schemas';
import type { Database } from '../../db/tables';
import type { UserRow } from '../../db/tables/users.table';
import { accountBlocked, type AccessRule } from '../../http/access';
import { ApiError, notFound, notLoggedIn } from '../../http/api-error';
import { validateForm } from '../../http/form-validation';
import { createAlerts, type NewAlert } from '../alerts/alerts-writer';
import { forgetMemberProfile } from '../users/profile.routes';
import { levelFor } from './award-levels';
import {
  decideRequest,
  findAward,
  findRequest,
  hasPendingRequest,
  holdsAward,
  insertRequest,
  insertUserAward,
  addTrophyPoints,
  lockMember,
} from './awards.repository';

type Db = Kysely<Database>;

export const AWARD_MESSAGES = {
  // Spec §8 thrown plain messages.
  noAwards: 'no awards found',
  requestRefused: 'error request award',
  // Ours, where the spec shows none: 'error request award' and why.
  notRequestable: 'error request award: this award is given by the moderators and cannot be requested.',
  alreadyHeld: 'error request award: you already hold this award.',
  alreadyRequested: 'error request award: you have already requested this award; a moderator will review it.',
  accountNotValid: 'Please complete and confirm your account before you request an award.',
  notReviewer: 'Only moderators can review award requests.',
  noRequest: 'no award request found',
  alreadyReviewed: 'This award request has already been reviewed.',
} as const;

const isBlocked = (user: UserRow) => user.account_state === 'banned' || user.account_state === 'disabled';

/** POST /awards/{id}/request: a member with a valid account (confirmed, complete, not blocked). */
export const AWARD_REQUESTER: AccessRule = {
  name: 'award-requester',
  refusal: (user) => {
    if (!user) return notLoggedIn();
    if (isBlocked(user)) return accountBlocked();
    if (user.account_state !== 'valid') return new ApiError(403, 'account_not_valid', AWARD_MESSAGES.accountNotValid);
    return null;
  },
};

/** GET /awards/requests, POST /awards/requests/{id}/review: site moderators and admins. */
export const AWARD_REVIEWER: AccessRule = {
  name: 'award-reviewer',
  refusal: (user) => {
    if (!user) return notLoggedIn();
    if (isBlocked(user)) return accountBlocked();
    return user.is_moderator || user.is_admin ? null : new ApiError(403, 'not_award_reviewer', AWARD_MESSAGES.notReviewer);
  },
};

export const awardNotFound = () => notFound(AWARD_MESSAGES.noAwards);

/** Only the form's own fields reach the schema (a body's own 'toString' or '__proto__' never does); text must be text. */
function formFields(body: unknown, names: string[]): Record<string, unknown> {
  const given = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const fields: Record<string, unknown> = {};
  for (const name of names) {
    if (!Object.hasOwn(given, name)) continue;
    const value = given[name];
    if (value !== undefined && value !== null && typeof value !== 'string') throw new ApiError(400, `invalid_${name}`, `The field '${name}' must be text.`);
    fields[name] = value;
  }
  return fields;
}

export interface GrantInput {
  awardId: number;
  userId: number;
  /** The moderator who gave it (null: the site). */
  givenBy: number | null;
  reason: string;
  now: number;
}

/**
 * Gives the award inside the caller's transaction: once (a member who holds it already gets
 * nothing more, whoever grants at the same time), its points added, the 'award' alert and, when
 * the points reach a new level, 'af_as_level_up'. Returns whether it was given and who was alerted.
 */
export async function grantAward(trx: Db, input: GrantInput): Promise<{ granted: boolean; alerted: number[] }> {
  const award = await findAward(trx, input.awardId);
  if (!award) throw awardNotFound();
  if (!(await insertUserAward(trx, input))) return { granted: false, alerted: [] };
  const points = await addTrophyPoints(trx, input.userId, award.points);
  const alerts: NewAlert[] = [
    { user_id: input.userId, from_user_id: input.givenBy, action: 'award', content_type: 'award', content_id: award.award_id, extra_data: { title: award.title } },
  ];
  const level = levelFor(points.after);
  if (level > levelFor(points.before)) {
    alerts.push({ user_id: input.userId, from_user_id: null, action: 'af_as_level_up', content_type: 'award', content_id: award.award_id, extra_data: { level, title: award.title } });
  }
  return { granted: true, alerted: await createAlerts(trx, alerts, input.now) };
}

export class AwardWrites {
  constructor(private readonly app: FastifyInstance) {}

  private get db(): Db {
    return this.app.db;
  }

  /** POST /awards/{id}/request; returns the new request's id. */
  async request(user: UserRow, awardId: number, body: unknown, now: number): Promise<number> {
    const form = await validateForm(awardRequestSchema(), formFields(body, ['award_reason']), { award_reason: 'invalid_award_reason' });
    return this.db.transaction().execute(async (trx) => {
      const award = await findAward(trx, awardId);
      if (!award) throw awardNotFound();
      if (!award.can_request) throw new ApiError(409, 'award_not_requestable', AWARD_MESSAGES.notRequestable);
      await lockMember(trx, this.app.dialect, user.user_id);
      if (await holdsAward(trx, awardId, user.user_id)) throw new ApiError(409, 'award_held', AWARD_MESSAGES.alreadyHeld);
      if (await hasPendingRequest(trx, awardId, user.user_id)) throw new ApiError(409, 'award_requested', AWARD_MESSAGES.alreadyRequested);
      return insertRequest(trx, awardId, user.user_id, form.award_reason, now);
    });
  }

  /** POST /awards/requests/{id}/review: grant or refuse (with a reason) a pending request. */
  async review(reviewer: UserRow, requestId: number, body: unknown, now: number): Promise<void> {
    const form = await validateForm(awardReviewSchema(), formFields(body, ['decision', 'reason']), { decision: 'invalid_decision', reason: 'invalid_reason' });
    const { alerted, granted } = await this.db.transaction().execute(async (trx) => {
      const request = await findRequest(trx, requestId);
      if (!request) throw notFound(AWARD_MESSAGES.noRequest);
      const grant = form.decision === 'grant';
      const reason = (form.reason ?? '').trim();
      // Only a request still pending is decided: two moderators at once decide it once.
      const decided = await decideRequest(trx, requestId, { state: grant ? 'granted' : 'refused', reviewerId: reviewer.user_id, reason: grant ? null : reason, now });
      if (!decided) throw new ApiError(409, 'already_reviewed', AWARD_MESSAGES.alreadyReviewed);
      if (grant) {
        const given = await grantAward(trx, { awardId: request.award_id, userId: request.user_id, givenBy: reviewer.user_id, reason: request.award_reason, now });
        return { alerted: given.alerted, granted: request.user_id };
      }
      const award = await findAward(trx, request.award_id);
      const alerted = await createAlerts(
        trx,
        [{ user_id: request.user_id, from_user_id: reviewer.user_id, action: 'award_refused', content_type: 'award', content_id: request.award_id, extra_data: { title: award?.title ?? '', reason } }],
        now,
      );
      return { alerted, granted: null };
    });
    // The member's profile shows the award (and its points) at once, not when its shared side expires.
    if (granted !== null) forgetMemberProfile(this.db, granted);
    for (const userId of alerted) this.app.live.publishCounts(userId);
  }
}
