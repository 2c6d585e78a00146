import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { AlertsTable } from '../db/tables/messaging.table';
import { DAY } from '../clock';
import { withoutIgnoredActors } from '../modules/alerts/alerts-writer';
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

/**
 * Every alert kind of spec §3 with each of its variants (and the site's own kinds), so `member`
 * sees each sentence the alerts page can say: action, content type, and what the variant is.
 */
export const ALERT_CATALOGUE = [
  { action: 'reaction', content_type: 'post', variant: 'reaction on a post' },
  { action: 'reaction', content_type: 'profile_post', variant: 'reaction on a profile post' },
  { action: 'reaction', content_type: 'profile_comment', variant: 'reaction on a profile comment' },
  { action: 'reaction', content_type: 'conversation_message', variant: 'reaction on a conversation message' },
  { action: 'insert', content_type: 'post', variant: 'reply in a watched thread' },
  { action: 'insert', content_type: 'profile_post', variant: 'post on a profile' },
  { action: 'forumwatch_insert', content_type: 'thread', variant: 'new thread in a watched forum' },
  { action: 'mention', content_type: 'post', variant: 'mention in a post' },
  { action: 'mention', content_type: 'profile_post', variant: 'mention in a profile post' },
  { action: 'mention', content_type: 'profile_comment', variant: 'mention in a profile comment' },
  { action: 'your_profile', content_type: 'profile_post', variant: 'post on your profile' },
  { action: 'your_post', content_type: 'profile_comment', variant: 'comment on your profile post' },
  { action: 'other_commenter', content_type: 'profile_comment', variant: 'comment on a profile post you commented on' },
  { action: 'quote', content_type: 'post', variant: 'reply quote' },
  { action: 'award', content_type: 'award', variant: 'award' },
  { action: 'af_as_level_up', content_type: 'award', variant: 'level-up' },
  { action: 'thread_move', content_type: 'thread', variant: 'thread moved with a reason' },
  { action: 'thread_move', content_type: 'thread', variant: 'thread moved without a reason' },
  { action: 'event_invite', content_type: 'event', variant: 'event invite' },
  { action: 'event_cancel', content_type: 'event', variant: 'event cancelled' },
  { action: 'from_admin', content_type: 'user', variant: 'message from the admins' },
  { action: 'post_delete', content_type: 'thread', variant: 'post deleted' },
  { action: 'post_delete', content_type: 'profile_post', variant: 'profile post deleted' },
  { action: 'subscription_update', content_type: 'membership', variant: 'subscription update' },
  { action: 'subscription_downgrade', content_type: 'membership', variant: 'subscription downgrade' },
  { action: 'following', content_type: 'user', variant: 'new follower' },
  { action: 'other', content_type: 'user', variant: 'other' },
] as const;

type CatalogueAlert = Omit<Insertable<AlertsTable>, 'user_id' | 'event_date' | 'is_read' | 'is_viewed'>;

/** One alert of every catalogue entry for `user`, pointing at real content where the demo has it. */
async function catalogueFor(db: Kysely<Database>, user: SeededMember, members: SeededMember[], now: number): Promise<Insertable<AlertsTable>[]> {
  const others = members.filter((m) => m.user_id !== user.user_id && !['outlaw', 'newbie'].includes(m.username));
  const admin = members.find((m) => m.username === 'admin') ?? others[0];
  const actor = (i: number) => others[i % others.length].user_id;
  const ownPost = await db.selectFrom('posts').select(['post_id', 'thread_id']).where('user_id', '=', user.user_id).orderBy('post_id', 'desc').executeTakeFirst();
  const foreignPost = await db.selectFrom('posts').select(['post_id', 'user_id']).where('user_id', '!=', user.user_id).orderBy('post_id', 'desc').executeTakeFirst();
  const ownThread = await db.selectFrom('threads').select(['thread_id', 'title']).where('user_id', '=', user.user_id).orderBy('thread_id').executeTakeFirst();
  const foreignThread = await db.selectFrom('threads').select(['thread_id', 'user_id', 'node_id']).where('user_id', '!=', user.user_id).orderBy('thread_id', 'desc').executeTakeFirst();
  const ownProfilePost = await db.selectFrom('profile_posts').select('profile_post_id').where('user_id', '=', user.user_id).orderBy('profile_post_id').executeTakeFirst();
  const postOnProfile = await db.selectFrom('profile_posts').select(['profile_post_id', 'user_id']).where('profile_user_id', '=', user.user_id).where('user_id', '!=', user.user_id).executeTakeFirst();
  const foreignProfilePost = await db.selectFrom('profile_posts').select(['profile_post_id', 'user_id']).where('user_id', '!=', user.user_id).where('profile_user_id', '!=', user.user_id).orderBy('profile_post_id', 'desc').executeTakeFirst();
  const ownComment = await db.selectFrom('profile_post_comments').select('profile_post_comment_id').where('user_id', '=', user.user_id).executeTakeFirst();
  const foreignComment = await db.selectFrom('profile_post_comments').select(['profile_post_comment_id', 'user_id']).where('user_id', '!=', user.user_id).orderBy('profile_post_comment_id', 'desc').executeTakeFirst();
  // A comment by someone else under one of the member's own profile posts ('your_post').
  const commentOnOwnPost = await db
    .selectFrom('profile_post_comments as c')
    .innerJoin('profile_posts as p', 'p.profile_post_id', 'c.profile_post_id')
    .select(['c.profile_post_comment_id', 'c.user_id'])
    .where('p.user_id', '=', user.user_id)
    .where('c.user_id', '!=', user.user_id)
    .executeTakeFirst();
  const ownMessage = await db
    .selectFrom('conversation_messages as m')
    .innerJoin('conversation_recipients as r', (join) => join.onRef('r.conversation_id', '=', 'm.conversation_id').on('r.user_id', '=', user.user_id))
    .select('m.message_id')
    .where('m.user_id', '=', user.user_id)
    .orderBy('m.message_id', 'desc')
    .executeTakeFirst();
  const award = await db.selectFrom('awards').select(['award_id', 'title']).orderBy('award_id').executeTakeFirst();
  const events = await db.selectFrom('events').select(['event_id', 'title', 'is_cancelled', 'start_date']).orderBy('event_id').execute();
  const upcoming = events.find((e) => !e.is_cancelled && e.start_date > now);
  const cancelled = events.find((e) => Boolean(e.is_cancelled));
  const period = await db.selectFrom('membership_periods').select(['period_id']).where('user_id', '=', user.user_id).orderBy('period_id').executeTakeFirst();

  const rows: CatalogueAlert[] = [];
  const add = (alert: CatalogueAlert | null) => {
    if (alert) rows.push(alert);
  };
  const on = <T>(thing: T | undefined, make: (value: T) => CatalogueAlert) => add(thing ? make(thing) : null);
  const reaction = (id: number) => JSON.stringify({ reaction_id: (id % 4) + 1 });
  on(ownPost, (p) => ({ from_user_id: actor(0), action: 'reaction', content_type: 'post', content_id: p.post_id, extra_data: reaction(1) }));
  on(ownProfilePost, (p) => ({ from_user_id: actor(1), action: 'reaction', content_type: 'profile_post', content_id: p.profile_post_id, extra_data: reaction(2) }));
  on(ownComment, (c) => ({ from_user_id: actor(2), action: 'reaction', content_type: 'profile_comment', content_id: c.profile_post_comment_id, extra_data: reaction(3) }));
  on(ownMessage, (m) => ({ from_user_id: actor(3), action: 'reaction', content_type: 'conversation_message', content_id: m.message_id, extra_data: reaction(0) }));
  on(foreignPost, (p) => ({ from_user_id: p.user_id, action: 'insert', content_type: 'post', content_id: p.post_id, extra_data: '{}' }));
  on(foreignProfilePost, (p) => ({ from_user_id: p.user_id, action: 'insert', content_type: 'profile_post', content_id: p.profile_post_id, extra_data: '{}' }));
  on(foreignThread, (t) => ({ from_user_id: t.user_id, action: 'forumwatch_insert', content_type: 'thread', content_id: t.thread_id, extra_data: '{}' }));
  on(foreignPost, (p) => ({ from_user_id: p.user_id, action: 'mention', content_type: 'post', content_id: p.post_id, extra_data: '{}' }));
  on(foreignProfilePost, (p) => ({ from_user_id: p.user_id, action: 'mention', content_type: 'profile_post', content_id: p.profile_post_id, extra_data: '{}' }));
  on(foreignComment, (c) => ({ from_user_id: c.user_id, action: 'mention', content_type: 'profile_comment', content_id: c.profile_post_comment_id, extra_data: '{}' }));
  on(postOnProfile, (p) => ({ from_user_id: p.user_id, action: 'your_profile', content_type: 'profile_post', content_id: p.profile_post_id, extra_data: '{}' }));
  on(commentOnOwnPost ?? foreignComment, (c) => ({ from_user_id: c.user_id, action: 'your_post', content_type: 'profile_comment', content_id: c.profile_post_comment_id, extra_data: '{}' }));
  on(foreignComment, (c) => ({ from_user_id: c.user_id, action: 'other_commenter', content_type: 'profile_comment', content_id: c.profile_post_comment_id, extra_data: '{}' }));
  on(foreignPost, (p) => ({ from_user_id: p.user_id, action: 'quote', content_type: 'post', content_id: p.post_id, extra_data: '{}' }));
  on(award, (a) => ({ from_user_id: admin.user_id, action: 'award', content_type: 'award', content_id: a.award_id, extra_data: JSON.stringify({ title: a.title }) }));
  on(award, (a) => ({ from_user_id: null, action: 'af_as_level_up', content_type: 'award', content_id: a.award_id, extra_data: JSON.stringify({ level: 4, title: a.title }) }));
  on(ownThread, (t) => ({ from_user_id: admin.user_id, action: 'thread_move', content_type: 'thread', content_id: t.thread_id, extra_data: JSON.stringify({ reason: 'A better fit in the model forum' }) }));
  on(ownThread, (t) => ({ from_user_id: admin.user_id, action: 'thread_move', content_type: 'thread', content_id: t.thread_id, extra_data: '{}' }));
  on(upcoming, (e) => ({ from_user_id: actor(4), action: 'event_invite', content_type: 'event', content_id: e.event_id, extra_data: JSON.stringify({ title: e.title }) }));
  on(cancelled, (e) => ({ from_user_id: actor(5), action: 'event_cancel', content_type: 'event', content_id: e.event_id, extra_data: JSON.stringify({ title: e.title, reason: 'The trail is closed after the storm' }) }));
  add({ from_user_id: admin.user_id, action: 'from_admin', content_type: 'user', content_id: null, extra_data: JSON.stringify({ title: 'The spring meet-up dates are out', link: '/events' }) });
  on(ownThread, (t) => ({ from_user_id: admin.user_id, action: 'post_delete', content_type: 'thread', content_id: t.thread_id, extra_data: JSON.stringify({ title: t.title, reason: 'Off topic' }) }));
  on(ownProfilePost, (p) => ({ from_user_id: admin.user_id, action: 'post_delete', content_type: 'profile_post', content_id: p.profile_post_id, extra_data: JSON.stringify({ reason: 'Advertising' }) }));
  on(period, (p) => ({ from_user_id: null, action: 'subscription_update', content_type: 'membership', content_id: p.period_id, extra_data: JSON.stringify({ title: 'Premium Membership' }) }));
  on(period, (p) => ({ from_user_id: null, action: 'subscription_downgrade', content_type: 'membership', content_id: p.period_id, extra_data: JSON.stringify({ title: 'Premium Membership' }) }));
  add({ from_user_id: actor(6), action: 'following', content_type: 'user', content_id: actor(6), extra_data: '{}' });
  add({ from_user_id: admin.user_id, action: 'other', content_type: 'user', content_id: null, extra_data: JSON.stringify({ title: 'Your photo was picked for the trail calendar', link: '/help/faq' }) });
  // Spread over the last two weeks, newest first in catalogue order; the older half already seen.
  return rows.map((alert, i) => {
    const age = Math.floor((i + 1) * 11 * 3600);
    return { ...alert, user_id: user.user_id, event_date: now - age, is_read: i >= rows.length / 2, is_viewed: i >= rows.length / 3 };
  });
}

/** A realistic alert feed for each demo account, and one alert of every kind for `member`. */
export async function seedAlerts(db: Kysely<Database>, rng: Prng, members: SeededMember[], now: number): Promise<void> {
  const byName = new Map(members.map((member) => [member.username, member]));
  const rows: Insertable<AlertsTable>[] = [];
  for (const name of ['admin', 'moderator', 'member', 'rookie']) {
    const user = byName.get(name);
    if (user) rows.push(...(await alertsFor(db, rng, user, members, now)));
  }
  const member = byName.get('member');
  if (member) rows.push(...(await catalogueFor(db, member, members, now)));
  // As the alerts writer does: nothing from a member the recipient ignores.
  await insertInBatches(db, 'alerts', await withoutIgnoredActors(db, rows));
}
