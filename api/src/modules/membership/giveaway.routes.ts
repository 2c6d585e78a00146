// GET and POST /giveaway/{id}: a member enters a giveaway once (spec §7); the page asks GET whether
// they already did, so "You have entered" survives a reload.
import type { FastifyInstance } from 'fastify';
import type { GiveawayStatus } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { notFound } from '../../http/api-error';
import { guarded, memberOf } from '../../http/access';
import { VALID_MEMBER } from '../users/user-privacy';
import { enterGiveaway, giveawayEntryAt } from './store.repository';

/** The giveaways the site runs (one today); an unknown id is a 404. */
export const GIVEAWAYS: Record<string, { title: string; description: string }> = {
  'sema-2025': {
    title: 'SEMA 2025 Giveaway',
    description:
      'Trailhead went to the SEMA Show 2025 and came back with a recovery kit, a set of rock sliders and a fridge for the trail. Every member may enter once; the winners are drawn from all entries and told by e-mail.',
  },
};

const giveawayParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 50, pattern: '^[a-z0-9-]+$' } },
} as const;

const giveawayStatusSchema = {
  type: 'object',
  required: ['giveaway_id', 'title', 'description', 'entered', 'entered_at'],
  properties: {
    giveaway_id: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    entered: { type: 'boolean' },
    entered_at: { type: ['integer', 'null'] },
  },
} as const;

const enterResponseSchema = {
  type: 'object',
  required: ['status', 'message', 'giveaway'],
  properties: { status: { type: 'string' }, message: { type: 'string' }, giveaway: giveawayStatusSchema },
} as const;

function giveawayOf(id: string) {
  const giveaway = Object.hasOwn(GIVEAWAYS, id) ? GIVEAWAYS[id] : undefined;
  if (!giveaway) throw notFound('This giveaway could not be found');
  return giveaway;
}

async function entryOf(app: FastifyInstance, id: string, userId: number | undefined): Promise<number | null> {
  return userId === undefined ? null : giveawayEntryAt(app.db, id, userId);
}

function statusOf(id: string, enteredAt: number | null): GiveawayStatus {
  const { title, description } = giveawayOf(id);
  return { giveaway_id: id, title, description, entered: enteredAt !== null, entered_at: enteredAt };
}

async function entries(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { id: string } }>('/giveaway/:id', { schema: { params: giveawayParams, response: { 200: enterResponseSchema } } }, async (request) => {
    const member = memberOf(request);
    const { id } = request.params;
    giveawayOf(id);
    const now = nowSeconds();
    const inserted = await enterGiveaway(app.db, id, member.user_id, now);
    if (inserted) return { status: 'ok', message: 'You have entered the giveaway. Good luck!', giveaway: statusOf(id, now) };
    return { status: 'already_entered', message: 'You have already entered this giveaway.', giveaway: statusOf(id, await entryOf(app, id, member.user_id)) };
  });
}

export default async function giveawayRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string } }>('/giveaway/:id', { schema: { params: giveawayParams, response: { 200: giveawayStatusSchema } } }, async (request): Promise<GiveawayStatus> => {
    const { id } = request.params;
    giveawayOf(id);
    return statusOf(id, await entryOf(app, id, request.user?.user_id));
  });
  await app.register(guarded(VALID_MEMBER, entries));
}
