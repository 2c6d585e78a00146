// GET /me/reactions {page, reaction_id}: the reactions the member's content received (/reactions),
// on forum posts and on profile posts and comments alike, newest first. One page is one union
// query, its count, and one query per kind of content on the page (never one per reaction).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ReactionReceived, ReactionsReceivedResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import type { Database } from '../../db/tables';
import { memberOf } from '../../http/access';
import { notFound } from '../../http/api-error';
import { pageOffset, pagination, PER_PAGE } from '../../http/pagination';
import { toUserSummary } from '../users/user-mapper';
import { profileReactionsQuerySchema, reactionsReceivedResponseSchema } from './activity.schemas';
import { describeContent, listReactionsReceived, reactorsByIds } from './reactions-received.repository';

type Db = Kysely<Database>;

export async function reactionsReceivedPage(db: Db, userId: number, reactionId: number | undefined, page: number): Promise<ReactionsReceivedResponse> {
  const { rows, total } = await listReactionsReceived(db, userId, reactionId, PER_PAGE, pageOffset(page, PER_PAGE));
  const pages = pagination(page, PER_PAGE, total);
  if (page > pages.last_page) throw notFound(`Page ${page} does not exist: the list of reactions has ${pages.last_page} page(s).`);
  const reactorIds = [...new Set(rows.map((row) => row.user_id))];
  const [content, reactors] = await Promise.all([
    describeContent(db, rows),
    reactorsByIds(db, reactorIds),
  ]);
  const byId = new Map(reactors.map((row) => [row.user_id, row]));
  const now = nowSeconds();
  const reactions: ReactionReceived[] = [];
  for (const row of rows) {
    const about = content.get(`${row.content_type}:${row.content_id}`);
    const reactor = byId.get(row.user_id);
    if (!about || !reactor) continue;
    reactions.push({
      reaction_id: row.reaction_id,
      reaction_date: row.reaction_date,
      User: toUserSummary(reactor, now),
      content_type: row.content_type,
      content_id: row.content_id,
      ...about,
    });
  }
  return { reactions, pagination: pages };
}

/** Registered by the me module (it owns /me), inside its signed-in group. */
export async function reactionsReceivedRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { reaction_id?: number; page: number } }>(
    '/me/reactions',
    { schema: { querystring: profileReactionsQuerySchema, response: { 200: reactionsReceivedResponseSchema } } },
    async (request): Promise<ReactionsReceivedResponse> =>
      reactionsReceivedPage(app.db, memberOf(request).user_id, request.query.reaction_id, request.query.page),
  );
}
