// SQL of GET /me/reactions: the reactions a member's content received, forum posts and profile
// posts and comments in one union (newest first), and what each reacted-to thing is called.
import { sql, type Kysely } from 'kysely';
import type { ReactionReceived } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/tables';
import { memberUrl, postUrl } from '../../view-urls';
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

const SNIPPET_LENGTH = 140;

function snippetOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SNIPPET_LENGTH ? `${flat.slice(0, SNIPPET_LENGTH - 1)}…` : flat;
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
    rows: rows.map((row) => ({ ...row, content_id: Number(row.content_id), reaction_date: Number(row.reaction_date) }) as ReceivedRow),
    total: Number(count.total),
  };
}

/** Title, snippet and link of the content on a page of reactions. */
export async function describeContent(db: Db, rows: ReceivedRow[]): Promise<Map<string, { title: string; snippet: string; view_url: string }>> {
  const ids = (type: ReceivedType) => [...new Set(rows.filter((row) => row.content_type === type).map((row) => row.content_id))];
  const found = new Map<string, { title: string; snippet: string; view_url: string }>();
  const postIds = ids('post');
  const profilePostIds = ids('profile_post');
  const commentIds = ids('profile_comment');
  const [posts, profilePosts, comments] = await Promise.all([
    postIds.length
      ? db
          .selectFrom('posts')
          .innerJoin('threads', 'threads.thread_id', 'posts.thread_id')
          .select(['posts.post_id', 'posts.position', 'posts.message_parsed', 'threads.thread_id', 'threads.slug', 'threads.title'])
          .where('posts.post_id', 'in', postIds)
          .execute()
      : [],
    profilePostIds.length
      ? db
          .selectFrom('profile_posts')
          .innerJoin('users as owner', 'owner.user_id', 'profile_posts.profile_user_id')
          .select(['profile_posts.profile_post_id', 'profile_posts.message_parsed', 'profile_posts.message_state', 'owner.user_id', 'owner.username'])
          .where('profile_posts.profile_post_id', 'in', profilePostIds)
          .execute()
      : [],
    commentIds.length
      ? db
          .selectFrom('profile_post_comments as c')
          .innerJoin('profile_posts', 'profile_posts.profile_post_id', 'c.profile_post_id')
          .innerJoin('users as owner', 'owner.user_id', 'profile_posts.profile_user_id')
          .select(['c.profile_post_comment_id', 'c.message_parsed', 'c.message_state', 'owner.user_id', 'owner.username'])
          .where('c.profile_post_comment_id', 'in', commentIds)
          .execute()
      : [],
  ]);
  for (const row of posts) {
    found.set(`post:${row.post_id}`, { title: row.title, snippet: snippetOf(row.message_parsed), view_url: postUrl(row.slug, row.thread_id, row.position, row.post_id) });
  }
  const profileContent = (row: { message_parsed: string; message_state: string; user_id: number; username: string }) => ({
    title: `${row.username}'s profile`,
    snippet: row.message_state === 'visible' ? snippetOf(row.message_parsed) : '',
    view_url: `${memberUrl(row.username, row.user_id)}#profile-posts`,
  });
  for (const row of profilePosts) found.set(`profile_post:${row.profile_post_id}`, profileContent(row));
  for (const row of comments) found.set(`profile_comment:${row.profile_post_comment_id}`, profileContent(row));
  return found;
}


/** The members who reacted, as summaries. */
export async function reactorsByIds(db: Db, userIds: number[]): Promise<SummaryFields[]> {
  if (userIds.length === 0) return [];
  return db.selectFrom('users').select(SUMMARY_COLUMNS).where('user_id', 'in', userIds).execute();
}
