import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { AlertsTable } from '../db/tables/messaging.table';
import { DAY } from '../clock';
import { insertInBatches } from './bulk-insert';
import type { SeededMember } from './members.seed';
import type { Prng } from './prng';

async function postsBy(db: Kysely<Database>, userId: number, limit: number) {
  return db.selectFrom('posts').select(['post_id', 'thread_id']).where('user_id', '=', userId).orderBy('post_id', 'desc').limit(limit).execute();
}

async function alertsFor(db: Kysely<Database>, rng: Prng, user: SeededMember, members: SeededMember[], now: number) {
  const others = members.filter((m) => m.user_id !== user.user_id);
  const admin = members.find((m) => m.username === 'admin') ?? others[0];
  const own = await postsBy(db, user.user_id, 30);
  const foreign = await db.selectFrom('posts').select(['post_id', 'user_id']).where('user_id', '!=', user.user_id).orderBy('post_id', 'desc').limit(50).execute();
  const ownThread = await db.selectFrom('threads').select('thread_id').where('user_id', '=', user.user_id).limit(1).executeTakeFirst();
  const events = await db.selectFrom('events').select(['event_id', 'is_cancelled', 'start_date']).orderBy('event_id').execute();
  const upcoming = events.find((e) => !e.is_cancelled && e.start_date > now);
  const cancelled = events.find((e) => Boolean(e.is_cancelled));

  const rows: Insertable<AlertsTable>[] = [];
  const add = (daysAgo: number, alert: Omit<Insertable<AlertsTable>, 'user_id' | 'event_date' | 'is_read' | 'is_viewed'>) => {
    const old = daysAgo > 3;
    rows.push({ ...alert, user_id: user.user_id, event_date: now - Math.floor(daysAgo * DAY), is_read: old, is_viewed: old || daysAgo > 1 });
  };
  add(30, { from_user_id: admin.user_id, action: 'from_admin', content_type: 'user', content_id: null, extra_data: JSON.stringify({ title: 'Welcome to Trailhead', link: '/help/faq' }) });
  add(14, { from_user_id: null, action: 'award', content_type: 'user', content_id: user.user_id, extra_data: JSON.stringify({ title: 'Trail Reporter' }) });
  add(8, { from_user_id: null, action: 'af_as_level_up', content_type: 'user', content_id: user.user_id, extra_data: JSON.stringify({ level: 3 }) });
  const follower = rng.pick(others);
  add(5, { from_user_id: follower.user_id, action: 'following', content_type: 'user', content_id: follower.user_id, extra_data: '{}' });
  if (upcoming) add(2, { from_user_id: rng.pick(others).user_id, action: 'event_invite', content_type: 'event', content_id: upcoming.event_id, extra_data: '{}' });
  if (cancelled) add(1.5, { from_user_id: admin.user_id, action: 'event_cancel', content_type: 'event', content_id: cancelled.event_id, extra_data: '{}' });
  if (foreign.length > 0) {
    const quoted = rng.pick(foreign);
    add(0.8, { from_user_id: quoted.user_id, action: 'quote', content_type: 'post', content_id: quoted.post_id, extra_data: '{}' });
    const mention = rng.pick(foreign);
    add(0.3, { from_user_id: mention.user_id, action: 'mention', content_type: 'post', content_id: mention.post_id, extra_data: '{}' });
  }
  if (ownThread) {
    add(12, { from_user_id: admin.user_id, action: 'thread_move', content_type: 'thread', content_id: ownThread.thread_id, extra_data: JSON.stringify({ reason: 'A better fit in the model forum' }) });
  }
  // Reactions on the member's own posts, the most common alert by far.
  for (const [i, post] of own.slice(0, 24).entries()) {
    add(0.1 + i * 2.3, { from_user_id: rng.pick(others).user_id, action: 'reaction', content_type: 'post', content_id: post.post_id, extra_data: JSON.stringify({ reaction_id: rng.pick([1, 1, 1, 2, 3, 4]) }) });
  }
  return rows;
}

/** A realistic alert feed for each demo account. */
export async function seedAlerts(db: Kysely<Database>, rng: Prng, members: SeededMember[], now: number): Promise<void> {
  const byName = new Map(members.map((member) => [member.username, member]));
  const rows: Insertable<AlertsTable>[] = [];
  for (const name of ['admin', 'moderator', 'member', 'rookie']) {
    const user = byName.get(name);
    if (user) rows.push(...(await alertsFor(db, rng, user, members, now)));
  }
  await insertInBatches(db, 'alerts', rows);
}
