// SQL of GET /me/reactions: the reactions a member's content received, forum posts and profile
// posts and comments in one union (newest first), and what each reacted-to thing is called.
import { sql, type Kysely } from 'kysely';
import type { ReactionReceived } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/tables';
import { resolveAlertContent } from '../alerts/alert-content.repository';
import { SUMMARY_COLUMNS, type SummaryFields } from '../users/user-mapper';

type Db = Kysely<Database>;
type ReceivedType = ReactionReceived['content_type'];

export interface ReceivedRow {
  content_type: ReceivedType;
  content_id: number;
  user_id: number;
  reaction_id: number;
  reaction_date: number;
}

function received(db: Db, userId: number, reactionId: number | undefined) {
  let forum = db
    .selectFrom('post_reactions as pr')
    .innerJoin('posts as p', 'p.post_id', 'pr.post_id')
    .select([
      sql<ReceivedType>`cast('post' as text)`.as('content_type'),
      'pr.post_id as content_id',
      'pr.user_id',
      'pr.reaction_id',
      'pr.reaction_date',
    ])
    .where('p.user_id', '=', userId);
  let profile = db
    .selectFrom('profile_reactions as r')
    .select(['r.content_type', 'r.content_id', 'r.user_id', 'r.reaction_id', 'r.reaction_date'])
    .where('r.content_user_id', '=', userId);
  if (reactionId !== undefined) {
    forum = forum.where('pr.reaction_id', '=', reactionId);
    profile = profile.where('r.reaction_id', '=', reactionId);
  }
  return forum.unionAll(profile);
}

export async function listReactionsReceived(
  db: Db,
  userId: number,
  reactionId: number | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: ReceivedRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom(received(db, userId, reactionId).as('received'))
      .selectAll()
      .orderBy('reaction_date', 'desc')
      .orderBy('content_id', 'desc')
      .orderBy('user_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom(received(db, userId, reactionId).as('received'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => Object.assign(row, { content_id: Number(row.content_id), reaction_date: Number(row.reaction_date) }) as ReceivedRow),
    total: Number(count.total),
  };
}

/** Title, snippet and link of the content on a page of reactions: what an alert about it would show. */
export async function describeContent(db: Db, rows: ReceivedRow[]): Promise<Map<string, { title: string; snippet: string; view_url: string }>> {
  const content = await resolveAlertContent(db, rows);
  return new Map([...content].map(([key, { title, message, view_url }]) => [key, { title: title ?? '', snippet: message ?? '', view_url }]));
}

/** The members who reacted, as summaries. */
export async function reactorsByIds(db: Db, userIds: number[]): Promise<SummaryFields[]> {
  if (userIds.length === 0) return [];
  return db.selectFrom('users').select(SUMMARY_COLUMNS).where('user_id', 'in', userIds).execute();
}
