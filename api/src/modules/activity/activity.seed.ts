// Demo activity for a fresh install: posts on members' profiles and follows, so the latest-profile
// and news-feed tabs have something to show. Call after the members and the forum are seeded
// (inside the seed's transaction): seedActivity(trx, now).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { nowSeconds } from '../../clock';

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
      message_state: i === 4 ? ('deleted' as const) : ('visible' as const),
      vehicle_type_id: vehicleTypeId,
    };
  });
  await db.insertInto('profile_posts').values(posts).execute();

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
