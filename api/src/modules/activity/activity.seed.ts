// Demo activity for a fresh install: posts on members' profiles with comments and reactions (one
// mentioning @member, several on member's own profile), and follows, so the latest-profile and
// news-feed tabs and the profiles' posts have something to show. Call after the members and the
// forum are seeded (inside the seed's transaction): seedActivity(trx, now).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { nowSeconds } from '../../clock';
import { createAlerts, type NewAlert } from '../alerts/alerts-writer';

const HOUR = 3600;

const PROFILE_MESSAGES = [
  'Great write-up on your trail repair, thanks for sharing the torque specs!',
  'See you at the spring meetup? Bring the recovery boards.',
  'Congrats on the new rig. Post some photos of the lift when it is done.',
  'Thanks for the spotting on the ledge last weekend, saved my rocker panels.',
  'Your tire pressure chart is now taped inside my glovebox.',
  'Happy trails! Let me know when you run the canyon loop again.',
  'Welcome to the community. The tech forum is the best place to start.',
  'Loved the campsite photos from the desert run.',
  'Do you still have that spare winch line? Happy to trade.',
  'Thanks for the heads-up about the closed fire road.',
  'Nice meeting you at the trailhead cleanup day!',
  'What skid plates did you end up choosing?',
] as const;

const COMMENTS = [
  'Same here, count me in.',
  'Ha, I remember that one!',
  'Thanks, that helped a lot.',
  'Photos or it did not happen :)',
  'I can bring the compressor.',
  'Agreed, the canyon loop is worth it.',
  'Let me know if you need a spotter.',
] as const;

/** Posts on member's own profile (so the demo account's profile is lively), the last by member. */
const ON_MEMBER_PROFILE = [
  { author: 'admin', text: 'Thanks for leading the spring run, @member. Great turnout!' },
  { author: 'moderator', text: 'Your winch write-up is now pinned in the tech forum.' },
  { author: 'rookie', text: 'Hi member, could you look at my lift kit question when you have a minute?' },
  { author: 'member', text: 'Heading to Moab next month: who is in?' },
] as const;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function seedActivity(db: Kysely<Database>, now: number = nowSeconds()): Promise<void> {
  const users = await db
    .selectFrom('users')
    .select(['user_id', 'username'])
    .where('account_state', '=', 'valid')
    .orderBy('user_id')
    .execute();
  if (users.length < 2) return;
  const vehicleTypes = (await db.selectFrom('vehicle_types').select('vehicle_type_id').orderBy('vehicle_type_id').execute()).map((row) => row.vehicle_type_id);

  // Profile posts: every few hours over the last days, from one member onto another's profile.
  const posts = Array.from({ length: 36 }, (_, i) => {
    const author = users[(i * 7 + 3) % users.length];
    let owner = users[(i * 5 + 1) % users.length];
    if (owner.user_id === author.user_id) owner = users[(i * 5 + 2) % users.length];
    // Most are about no vehicle type; some about one, so the vehicle filter changes the tab.
    const vehicleTypeId = vehicleTypes.length > 0 && i % 3 === 0 ? vehicleTypes[(i / 3) % vehicleTypes.length] : null;
    return {
      profile_user_id: owner.user_id,
      user_id: author.user_id,
      username: author.username,
      post_date: now - (i * 5 + 1) * HOUR,
      message_html: `<p>${escapeHtml(PROFILE_MESSAGES[i % PROFILE_MESSAGES.length])}</p>`,
      message_parsed: PROFILE_MESSAGES[i % PROFILE_MESSAGES.length],
      message_state: i === 4 ? ('deleted' as const) : ('visible' as const),
      delete_reason: i === 4 ? 'Posted twice' : null,
      vehicle_type_id: vehicleTypeId,
    };
  });
  await db.insertInto('profile_posts').values(posts).execute();
  await seedProfileConversation(db, users, now);

  // `member` follows the members who posted most recently (their news feed is never empty);
  // the other demo accounts follow a couple of members; `rookie` follows nobody yet.
  const byName = new Map(users.map((user) => [user.username, user.user_id]));
  const recentPosters = await db
    .selectFrom('posts')
    .select('user_id')
    .select((eb) => eb.fn.max('post_date').as('last_post'))
    .where('message_state', '=', 'visible')
    .groupBy('user_id')
    .orderBy('last_post', 'desc')
    .limit(12)
    .execute();
  const follows: { user_id: number; follow_user_id: number; follow_date: number }[] = [];
  const follow = (username: string, followIds: number[]) => {
    const userId = byName.get(username);
    if (userId === undefined) return;
    for (const [i, followId] of [...new Set(followIds)].entries()) {
      if (followId !== userId) follows.push({ user_id: userId, follow_user_id: followId, follow_date: now - (30 - i) * 24 * HOUR });
    }
  };
  const posterIds = recentPosters.map((row) => row.user_id);
  follow('member', posterIds.filter((id) => id !== byName.get('member')).slice(0, 5));
  follow('admin', posterIds.slice(5, 8));
  follow('moderator', [byName.get('member'), ...posterIds.slice(2, 4)].filter((id): id is number => id !== undefined));
  if (follows.length > 0) await db.insertInto('user_follows').values(follows).execute();
}

type SeedUser = { user_id: number; username: string };

/**
 * Member's own profile, comments under many posts and reactions on posts and comments, every
 * counter in step (comment_count, reaction_score of the content and of its author), and the alerts
 * the demo accounts would have had (your_profile, mention) through the one alerts writer.
 */
async function seedProfileConversation(db: Kysely<Database>, users: SeedUser[], now: number): Promise<void> {
  const byName = new Map(users.map((user) => [user.username, user]));
  const member = byName.get('member');
  const alerts: NewAlert[] = [];
  if (member) {
    for (const [i, entry] of ON_MEMBER_PROFILE.entries()) {
      const author = byName.get(entry.author);
      if (!author) continue;
      const { profile_post_id } = await db
        .insertInto('profile_posts')
        .values({
          profile_user_id: member.user_id,
          user_id: author.user_id,
          username: author.username,
          post_date: now - (i * 9 + 2) * HOUR,
          message_html: `<p>${escapeHtml(entry.text)}</p>`,
          message_parsed: entry.text,
          vehicle_type_id: null,
        })
        .returning('profile_post_id')
        .executeTakeFirstOrThrow();
      // A post on member's profile alerts member; the admin's also mentions @member (one alert, the profile one).
      if (author.user_id !== member.user_id) {
        alerts.push({ user_id: member.user_id, from_user_id: author.user_id, action: 'your_profile', content_type: 'profile_post', content_id: profile_post_id });
      }
    }
    // A post on someone else's profile mentioning @member.
    const mentioner = byName.get('moderator');
    const other = users.find((user) => !['member', 'moderator', 'admin', 'rookie'].includes(user.username));
    if (mentioner && other) {
      const text = `Ask @member about recovery straps, they ran a clinic on it last fall.`;
      const { profile_post_id } = await db
        .insertInto('profile_posts')
        .values({
          profile_user_id: other.user_id,
          user_id: mentioner.user_id,
          username: mentioner.username,
          post_date: now - 3 * HOUR,
          message_html: `<p>Ask <span class="mention" data-user-id="${member.user_id}">@member</span> about recovery straps, they ran a clinic on it last fall.</p>`,
          message_parsed: text,
          vehicle_type_id: null,
        })
        .returning('profile_post_id')
        .executeTakeFirstOrThrow();
      alerts.push({ user_id: other.user_id, from_user_id: mentioner.user_id, action: 'your_profile', content_type: 'profile_post', content_id: profile_post_id });
      alerts.push({ user_id: member.user_id, from_user_id: mentioner.user_id, action: 'mention', content_type: 'profile_post', content_id: profile_post_id });
    }
  }

  const visible = await db
    .selectFrom('profile_posts')
    .select(['profile_post_id', 'user_id', 'post_date'])
    .where('message_state', '=', 'visible')
    .orderBy('profile_post_id')
    .execute();
  const scores = new Map((await db.selectFrom('reactions').select(['reaction_id', 'score']).execute()).map((row) => [row.reaction_id, row.score]));
  const reactionIds = [...scores.keys()].sort((a, b) => a - b);
  const received = new Map<number, number>();
  const reactions: Database['profile_reactions'][] = [];
  const react = (type: 'profile_post' | 'profile_comment', id: number, authorId: number, date: number, seed: number, count: number) => {
    let score = 0;
    // A database without the reactions list (some tests) gets comments only.
    if (reactionIds.length === 0) return 0;
    for (let k = 0, added = 0; added < count && k < users.length; k++) {
      const reactor = users[(seed * 11 + k * 5) % users.length];
      if (reactor.user_id === authorId || reactions.some((r) => r.content_type === type && r.content_id === id && r.user_id === reactor.user_id)) continue;
      // Mostly likes, now and then another of the six.
      const reactionId = (seed + k) % 4 === 0 ? reactionIds[(seed + k) % reactionIds.length] : reactionIds[0];
      reactions.push({ content_type: type, content_id: id, user_id: reactor.user_id, reaction_id: reactionId, reaction_date: date + (k + 1) * 600, content_user_id: authorId });
      score += scores.get(reactionId) ?? 0;
      added++;
    }
    received.set(authorId, (received.get(authorId) ?? 0) + score);
    return score;
  };

  for (const [i, post] of visible.entries()) {
    const date = Number(post.post_date);
    // Comments under two posts in three, one to four of them, after the post and before now.
    const commentCount = i % 3 === 2 ? 0 : 1 + (i % 4);
    let commentTotal = 0;
    for (let c = 0; c < commentCount; c++) {
      const author = users[(i * 3 + c * 7 + 2) % users.length];
      const at = Math.min(now - 60, date + (c + 1) * 40 * 60);
      const text = COMMENTS[(i + c) % COMMENTS.length];
      const { profile_post_comment_id } = await db
        .insertInto('profile_post_comments')
        .values({ profile_post_id: post.profile_post_id, user_id: author.user_id, username: author.username, comment_date: at, message_html: `<p>${escapeHtml(text)}</p>`, message_parsed: text })
        .returning('profile_post_comment_id')
        .executeTakeFirstOrThrow();
      commentTotal++;
      if ((i + c) % 2 === 0) {
        const score = react('profile_comment', profile_post_comment_id, author.user_id, at, i + c, 1);
        if (score) await db.updateTable('profile_post_comments').set({ reaction_score: score }).where('profile_post_comment_id', '=', profile_post_comment_id).execute();
      }
    }
    const postScore = i % 3 === 1 ? 0 : react('profile_post', post.profile_post_id, post.user_id, date, i, 1 + (i % 3));
    await db.updateTable('profile_posts').set({ comment_count: commentTotal, reaction_score: postScore }).where('profile_post_id', '=', post.profile_post_id).execute();
  }
  if (reactions.length) await db.insertInto('profile_reactions').values(reactions).execute();
  for (const [userId, score] of received) {
    if (score) await db.updateTable('users').set((eb) => ({ reaction_score: eb('reaction_score', '+', score) })).where('user_id', '=', userId).execute();
  }
  await createAlerts(db, alerts, now);
}
