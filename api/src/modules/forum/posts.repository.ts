import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/tables';
import { AUTHOR_SELECTION, SUMMARY_COLUMNS, type SummaryFields } from '../users/user-mapper';
import type { PostListRow } from './forum-mapper';

const POST_COLUMNS = [
  'posts.post_id',
  'posts.thread_id',
  'posts.user_id',
  'posts.username',
  'posts.post_date',
  'posts.position',
  'posts.message_html',
  'posts.message_parsed',
  'posts.attachment_key',
  'posts.reaction_score',
  'posts.message_state',
  'changes.last_edit_date',
  'changes.delete_reason',
] as const;

function postsWithAuthor(db: Kysely<Database>) {
  return db
    .selectFrom('posts')
    .innerJoin('users as author', 'author.user_id', 'posts.user_id')
    .leftJoin('post_changes as changes', 'changes.post_id', 'posts.post_id')
    .select(POST_COLUMNS)
    .select(AUTHOR_SELECTION)
    // Every reader's page carries the signature; toPost drops it for readers who hide signatures.
    .select('author.signature as author_signature');
}

function postsInRange(direction: 'asc' | 'desc') {
  return preparedQuery(
    (db, threadId: number, first: number, last: number) =>
      postsWithAuthor(db)
        .where('posts.thread_id', '=', threadId)
        .where('posts.position', '>=', first)
        .where('posts.position', '<=', last)
        .orderBy('posts.position', direction),
    -1_000_001,
    -1_000_003,
    -1_000_005,
  );
}

const postsAscending = postsInRange('asc');
const postsDescending = postsInRange('desc');

/**
 * Posts at positions first..last of a thread, with their authors, in one query. Positions are
 * contiguous, so a page is an index range on (thread_id, position): page 100 costs what page 1 does.
 */
export async function listPostsByPosition(
  db: Kysely<Database>,
  threadId: number,
  first: number,
  last: number,
  direction: 'asc' | 'desc',
): Promise<PostListRow[]> {
  return (direction === 'asc' ? postsAscending : postsDescending)(db, threadId, first, last);
}

const postById = preparedQuery((db, postId: number) => postsWithAuthor(db).where('posts.post_id', '=', postId), -1_000_001);

export async function findPost(db: Kysely<Database>, postId: number): Promise<PostListRow | undefined> {
  const [row] = await postById(db, postId);
  return row;
}

/** Who reacted to a post (optionally with one reaction), newest first, with the members' summaries. */
export async function listPostReactions(
  db: Kysely<Database>,
  postId: number,
  reactionId: number | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: (SummaryFields & { reaction_id: number; reaction_date: number })[]; total: number }> {
  let base = db.selectFrom('post_reactions').where('post_reactions.post_id', '=', postId);
  if (reactionId !== undefined) base = base.where('post_reactions.reaction_id', '=', reactionId);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('users', 'users.user_id', 'post_reactions.user_id')
    .select(['post_reactions.reaction_id', 'post_reactions.reaction_date'])
    .select(SUMMARY_COLUMNS.map((column) => `users.${column}` as const))
    .orderBy('post_reactions.reaction_date', 'desc')
    .orderBy('post_reactions.user_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: Number(total) };
}
