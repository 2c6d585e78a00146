// Demo profiles (issue "9 of 12"): birthdays (three of them today), about texts and websites,
// vehicles, more follows among the community, an ignore for `member`, and the privacy cases a
// profile page must show (a member who limits their profile to members, one to those they follow,
// one who hides their activity). Banners stay empty: the repo has no banner images to hand, and
// the profile page draws its own backdrop when banner_urls.l is null.
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { todayIn } from '../modules/users/leaderboards';
import { insertInBatches } from './bulk-insert';
import { Prng } from './prng';
import { VEHICLE_TRIMS } from './site-content.data';

/** The demo's guest time zone (DEFAULT_TIMEZONE's default): whose today the demo birthdays fall on. */
export const DEMO_TIME_ZONE = 'America/Denver';

const ABOUTS = [
  'Weekend wheeler since the first Trekker. I run the slow lines and carry the spare parts.',
  'Overlanding with two kids and a dog. Ask me about roof-top tents and fridge batteries.',
  'Desert rat. Slickrock in spring, dunes in autumn, the shop in between.',
  'Mostly forest service roads, the odd ledge when friends insist.',
  'I fix what I break, usually on the trail. Happy to help with recovery gear questions.',
  'Photographer first, driver second: I stop at every overlook.',
];
const HOST_WORDS = ['trailnotes', 'rigbuild', 'dirtlog', 'ridgeline', 'campfirejournal'];

/** A member's birth date that looks real and stays the same for a given id (13 to 60 years old). */
function birthDateFor(userId: number, year: number): string {
  const month = 1 + ((userId * 5) % 12);
  const day = 1 + ((userId * 11) % 28);
  return `${year - 18 - ((userId * 7) % 43)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export async function seedMemberProfiles(db: Kysely<Database>, now: number): Promise<void> {
  const users = await db
    .selectFrom('users')
    .select(['user_id', 'username', 'account_state', 'is_admin', 'is_moderator', 'is_staff', 'message_count', 'first_name'])
    .orderBy('user_id')
    .execute();
  if (users.length === 0) return;
  const byName = new Map(users.map((user) => [user.username, user]));
  const today = todayIn(DEMO_TIME_ZONE, now * 1000);
  const demoNames = new Set(['admin', 'moderator', 'member', 'rookie', 'newbie', 'outlaw']);
  const community = users.filter((user) => !demoNames.has(user.username) && user.account_state === 'valid' && !user.is_admin && !user.is_moderator && !user.is_staff);
  // The busiest posters (most messages) are the ones worth following, and the one `member` ignores.
  const posters = [...community].sort((a, b) => b.message_count - a.message_count || a.user_id - b.user_id);
  const birthdayToday = new Set(posters.slice(3, 6).map((user) => user.user_id));
  // One of them shows the year too: the birthdays board then gives an age.
  const showsAge = posters[3]?.user_id;

  for (const [index, user] of users.entries()) {
    const birthDate = birthdayToday.has(user.user_id)
      ? `${today.year - 25 - index}-${today.monthDay}`
      : birthDateFor(user.user_id, today.year);
    await db
      .updateTable('users')
      .set({
        birth_date: birthDate,
        birth_month_day: birthDate.slice(5),
        show_dob_date: birthdayToday.has(user.user_id) || index % 7 !== 3,
        show_dob_year: user.user_id === showsAge || index % 3 === 0,
        show_first_last_name: index % 2 === 0,
        about: index % 5 === 4 ? null : ABOUTS[index % ABOUTS.length],
        website: index % 4 === 1 ? `https://${HOST_WORDS[index % HOST_WORDS.length]}.example/${user.username}` : null,
        banner_position_y: (index * 17) % 101,
      })
      .where('user_id', '=', user.user_id)
      .execute();
  }

  // Privacy cases (spec §6), among busy posters so their names show up in threads: one limits the
  // full profile to signed-in members, one to members they follow (they follow `member`).
  const [membersOnly, followedOnly, hidesActivity] = posters.slice(6, 9);
  if (membersOnly) await db.updateTable('users').set({ allow_view_profile: 'members' }).where('user_id', '=', membersOnly.user_id).execute();
  if (followedOnly) {
    await db
      .updateTable('users')
      .set({ allow_view_profile: 'followed', allow_send_personal_conversation: 'followed' })
      .where('user_id', '=', followedOnly.user_id)
      .execute();
  }
  if (hidesActivity) await db.updateTable('users').set({ activity_visible: false, visible_online: false }).where('user_id', '=', hidesActivity.user_id).execute();

  // Vehicles: most members have one, every third a second; rookie and newbie have none yet.
  const types = await db.selectFrom('vehicle_types').select(['vehicle_type_id', 'slug_url']).orderBy('display_order').execute();
  if (types.length > 0) {
    const vehicles = users
      .filter((user) => user.username !== 'rookie' && user.username !== 'newbie')
      .flatMap((user, index) => {
        const count = index % 3 === 0 ? 2 : index % 7 === 6 ? 0 : 1;
        return Array.from({ length: count }, (_, n) => {
          const type = types[(user.user_id + n) % types.length];
          const trims = VEHICLE_TRIMS[type.slug_url];
          const [trim, first, last] = trims ? trims.trims[(user.user_id + n) % trims.trims.length] : ['Base', 2018, 2026];
          return {
            user_id: user.user_id,
            vehicle_type_id: type.vehicle_type_id,
            model_year: first + ((user.user_id * 3 + n) % (last - first + 1)),
            model: trims?.model ?? type.slug_url,
            trim_name: trim,
            vin: null,
            is_default: n === 0,
            display_order: n,
          };
        });
      });
    await insertInBatches(db, 'user_vehicles', vehicles);
  }

  // Follows among the community, on top of the demo accounts' own (activity.seed): each follows
  // the next few busiest posters, so follower counts and lists look alive.
  const existing = await db.selectFrom('user_follows').select(['user_id', 'follow_user_id']).execute();
  const taken = new Set(existing.map((row) => `${row.user_id}:${row.follow_user_id}`));
  const follows: { user_id: number; follow_user_id: number; follow_date: number }[] = [];
  const addFollow = (userId: number, followId: number, daysAgo: number) => {
    const key = `${userId}:${followId}`;
    if (userId === followId || taken.has(key)) return;
    taken.add(key);
    follows.push({ user_id: userId, follow_user_id: followId, follow_date: now - daysAgo * 86_400 });
  };
  for (const [index, user] of community.entries()) {
    for (let k = 1; k <= 3; k++) addFollow(user.user_id, posters[(index + k * 2) % Math.min(posters.length, 12)].user_id, 3 + index + k);
  }
  const member = byName.get('member');
  if (member && followedOnly) addFollow(followedOnly.user_id, member.user_id, 2);
  await insertInBatches(db, 'user_follows', follows);

  // `member` ignores a busy poster they do not follow: that member's posts fold away in threads.
  if (member) {
    const followedByMember = new Set(existing.filter((row) => row.user_id === member.user_id).map((row) => row.follow_user_id));
    const ignored = posters.find((user) => !followedByMember.has(user.user_id) && !birthdayToday.has(user.user_id) && user.user_id !== followedOnly?.user_id && user.user_id !== membersOnly?.user_id);
    if (ignored) await db.insertInto('user_ignores').values({ user_id: member.user_id, ignored_user_id: ignored.user_id, ignore_date: now - 5 * 86_400 }).execute();
  }
}

/**
 * Adds plain community members until the site has `totalMembers` (for benchmarks: npm run seed --
 * --members 50000). Their counts are spread so the leaderboards have a long tail, a few have their
 * birthday today, and every twentieth follows `member`. They share the password hash of the first
 * member (the demo password): hashing 50,000 passwords would take half an hour.
 */
export async function growMembers(db: Kysely<Database>, totalMembers: number, now: number, rng: Prng): Promise<number> {
  const { count } = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const missing = totalMembers - Number(count);
  if (missing <= 0) return 0;
  const first = await db.selectFrom('users').select(['password_hash']).orderBy('user_id').executeTakeFirstOrThrow();
  const { max } = await db.selectFrom('users').select((eb) => eb.fn.max('user_id').as('max')).executeTakeFirstOrThrow();
  const today = todayIn(DEMO_TIME_ZONE, now * 1000);
  const start = Number(max ?? 0) + 1;
  const rows = Array.from({ length: missing }, (_, i) => {
    const n = start + i;
    const birthDate = rng.chance(0.003) ? `${today.year - 30}-${today.monthDay}` : birthDateFor(n, today.year);
    // Most members post little; a few post a lot (the boards' top).
    const messages = Math.floor(rng.next() ** 6 * 5000);
    return {
      username: `trailrider${n}`,
      email: `trailrider${n}@members.example`,
      password_hash: first.password_hash,
      first_name: 'Trail',
      last_name: `Rider ${n}`,
      user_title: 'Member',
      timezone: DEMO_TIME_ZONE,
      register_date: now - rng.int(1, 2000) * 86_400,
      last_activity: now - rng.int(60, 90 * 86_400),
      message_count: messages,
      reaction_score: Math.floor(messages * rng.next() * 2),
      trophy_points: rng.int(0, 60),
      membership_code: rng.chance(0.3) ? ('premium_membership' as const) : ('free_membership' as const),
      email_confirmed: true,
      birth_date: birthDate,
      birth_month_day: birthDate.slice(5),
      show_dob_year: rng.chance(0.3),
    };
  });
  await insertInBatches(db, 'users', rows);
  const member = await db.selectFrom('users').select('user_id').where('username', '=', 'member').executeTakeFirst();
  if (member) {
    const added = await db.selectFrom('users').select('user_id').where('user_id', '>=', start).orderBy('user_id').execute();
    await insertInBatches(
      db,
      'user_follows',
      added.filter((_, i) => i % 20 === 0).map((row, i) => ({ user_id: row.user_id, follow_user_id: member.user_id, follow_date: now - i * 60 })),
    );
  }
  return missing;
}

/** growMembers in a transaction of its own, with the demo's PRNG (seed cli --members). */
export async function growCommunity(db: Kysely<Database>, totalMembers: number, now: number = Math.floor(Date.now() / 1000)): Promise<number> {
  return db.transaction().execute((trx) => growMembers(trx, totalMembers, now, new Prng(20261121 + totalMembers)));
}
