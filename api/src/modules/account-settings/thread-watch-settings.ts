// What the watch states of the Settings payload (spec §3) do: creation_watch_state decides how a
// member's new thread is watched, interaction_watch_state how a thread they reply to is, and a
// watch with e-mail sends one e-mail per thread until the member reads it again.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { WatchState } from '../../db/tables/users.table';

type Db = Kysely<Database>;

export function watchOf(state: WatchState): { watched: boolean; sendEmail: boolean } {
  return { watched: state !== 'none', sendEmail: state === 'watch_email' };
}

/**
 * After the member posted in the thread (its first post or a reply): watched as `state` says. A
 * watch they already had stays as they set it; they have read the thread, so e-mails may resume.
 */
export async function watchAfterPosting(trx: Db, userId: number, threadId: number, state: WatchState, now: number): Promise<void> {
  const { watched, sendEmail } = watchOf(state);
  if (!watched) {
    await markThreadVisited(trx, userId, threadId);
    return;
  }
  await trx
    .insertInto('thread_watches')
    .values({ user_id: userId, thread_id: threadId, watch_date: now, send_email: sendEmail })
    .onConflict((oc) => oc.columns(['user_id', 'thread_id']).doUpdateSet({ emailed_at: null }))
    .execute();
}

/** A thread the member started outside the forum's form (an event's, a club discussion): watched as their creation_watch_state says. */
export async function watchOwnNewThread(trx: Db, userId: number, threadId: number, now: number): Promise<void> {
  const starter = await trx.selectFrom('users').select('creation_watch_state').where('user_id', '=', userId).executeTakeFirstOrThrow();
  await watchAfterPosting(trx, userId, threadId, starter.creation_watch_state, now);
}

/**
 * The member read the thread: its next reply may e-mail them again. Read first (the thread page is
 * a hot path): only a watch that did e-mail them is written to.
 */
export async function markThreadVisited(db: Db, userId: number, threadId: number): Promise<void> {
  const watch = await db
    .selectFrom('thread_watches')
    .select('emailed_at')
    .where('user_id', '=', userId)
    .where('thread_id', '=', threadId)
    .executeTakeFirst();
  if (!watch || watch.emailed_at === null) return;
  await db
    .updateTable('thread_watches')
    .set({ emailed_at: null })
    .where('user_id', '=', userId)
    .where('thread_id', '=', threadId)
    .where('emailed_at', 'is not', null)
    .execute();
}

export interface ReplyMailRecipient {
  user_id: number;
  email: string;
  username: string;
}

/**
 * Inside the reply's transaction: the watchers who chose e-mail and have not been e-mailed since
 * they last read the thread (never the replier, nor a member who ignores them or cannot sign in),
 * marked as e-mailed in the same statement so two replies never e-mail one watcher twice.
 */
export async function claimReplyMailRecipients(trx: Db, threadId: number, replierId: number, now: number): Promise<ReplyMailRecipient[]> {
  const claimed = await trx
    .updateTable('thread_watches')
    .set({ emailed_at: now })
    .where('thread_id', '=', threadId)
    .where('send_email', '=', true)
    .where('emailed_at', 'is', null)
    .where('user_id', '!=', replierId)
    .where('user_id', 'in', (eb) => eb.selectFrom('users').select('user_id').where('account_state', '=', 'valid'))
    .where('user_id', 'not in', (eb) => eb.selectFrom('user_ignores').select('user_id').where('ignored_user_id', '=', replierId))
    .returning('user_id')
    .execute();
  if (claimed.length === 0) return [];
  return trx
    .selectFrom('users')
    .select(['user_id', 'email', 'username'])
    .where('user_id', 'in', claimed.map((row) => row.user_id))
    .orderBy('user_id')
    .execute();
}
