// Alerts the forum's writes create (spec §3 alert kinds). Written inside the write's transaction;
// the caller tells the live hub about the alerted members once it has committed.
//   insert      a reply in a thread the member watches (forumwatch)   content: post
//   quote       the member's post was quoted                           content: post
//   mention     the member was @mentioned                              content: post
//   reaction    someone reacted to the member's post                   content: post, extra reaction_id
//   post_delete a moderator deleted the member's post, with a reason   content: thread (the post may be gone)
//   thread_move a moderator moved the member's thread, with a reason   content: thread
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { NewAlert as NewAlertOf } from '../alerts/alerts-writer';
import { mentionsOf, quotedUsernames } from './post-html';

type Db = Kysely<Database>;

export type PostingAlertAction = 'insert' | 'quote' | 'mention' | 'reaction' | 'post_delete' | 'thread_move';
export type NewAlert = NewAlertOf<PostingAlertAction>;

/** Members (valid or not) with these usernames, case-insensitive. */
async function userIdsByName(trx: Db, names: string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const rows = await trx
    .selectFrom('users')
    .select('user_id')
    .where(sql<string>`lower(username)`, 'in', names.map((name) => name.toLowerCase()))
    .execute();
  return rows.map((row) => row.user_id);
}

async function existingUserIds(trx: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await trx.selectFrom('users').select('user_id').where('user_id', 'in', ids).execute();
  return rows.map((row) => row.user_id);
}

/** Who a message quotes and who it mentions (quoted members are not also alerted as mentioned). */
export async function quotedAndMentioned(trx: Db, html: string, text: string): Promise<{ quoted: number[]; mentioned: number[] }> {
  const quoted = await userIdsByName(trx, quotedUsernames(html));
  const mentions = mentionsOf(html, text);
  const byName = await userIdsByName(trx, mentions.usernames);
  const byId = await existingUserIds(trx, mentions.userIds);
  const mentioned = [...new Set([...byName, ...byId])].filter((id) => !quoted.includes(id));
  return { quoted, mentioned };
}

/**
 * Alerts of a new post: quotes, mentions and (for a reply) watchers of the thread. One alert per
 * member and post, the most personal kind winning: quote, then mention, then watched thread.
 * `previous` (an edit) holds who was already quoted or mentioned: they are not alerted again.
 */
export async function alertsForPost(
  trx: Db,
  post: { post_id: number; thread_id: number; user_id: number; html: string; text: string },
  options: { notifyWatchers: boolean; previous?: { quoted: number[]; mentioned: number[] } },
): Promise<NewAlert[]> {
  const { quoted, mentioned } = await quotedAndMentioned(trx, post.html, post.text);
  const already = new Set([...(options.previous?.quoted ?? []), ...(options.previous?.mentioned ?? [])]);
  const alerted = new Set<number>([post.user_id]);
  const alerts: NewAlert[] = [];
  const add = (userId: number, action: PostingAlertAction) => {
    if (alerted.has(userId)) return;
    alerted.add(userId);
    alerts.push({ user_id: userId, from_user_id: post.user_id, action, content_type: 'post', content_id: post.post_id });
  };
  for (const id of quoted) if (!already.has(id)) add(id, 'quote');
  for (const id of mentioned) if (!already.has(id)) add(id, 'mention');
  if (options.notifyWatchers) {
    const watchers = await trx.selectFrom('thread_watches').select('user_id').where('thread_id', '=', post.thread_id).execute();
    for (const watcher of watchers) add(watcher.user_id, 'insert');
  }
  return alerts;
}
