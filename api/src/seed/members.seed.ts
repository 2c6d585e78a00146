import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { NewUser } from '../db/tables/users.table';
import { DAY } from '../clock';
import { COLORS, TRIMS, VEHICLE_TYPES } from './brand.data';
import { COMMUNITY, DEMO_ACCOUNTS, PLACES, STATE_DEMO_ACCOUNTS, type MemberSeed } from './members.data';
import { insertInBatches } from './bulk-insert';

export interface SeededMember {
  user_id: number;
  username: string;
  register_date: number;
}

/** Paid memberships renew yearly on the day they started; a trial lasts 30 days from now. */
function membershipEnd(seed: MemberSeed, registered: number, now: number): number | null {
  if (seed.membership_code === 'trial_membership') return now + 30 * DAY;
  if (seed.membership_code !== 'premium_membership' && seed.membership_code !== 'digital_membership') return null;
  const year = 365 * DAY;
  return registered + Math.ceil((now - registered + 1) / year) * year;
}

function toNewUser(seed: MemberSeed, index: number, passwordHash: string, now: number): NewUser {
  const [city, state, latitude, longitude] = PLACES[seed.place];
  const vehicle = VEHICLE_TYPES[index % VEHICLE_TYPES.length];
  const registered = now - seed.registered_days_ago * DAY;
  return {
    username: seed.username,
    email: `${seed.username.toLowerCase().replace(/[^a-z0-9]/g, '')}@trailhead.example`,
    password_hash: passwordHash,
    first_name: seed.first_name,
    last_name: seed.last_name,
    show_first_last_name: index % 2 === 0,
    avatar_url: null,
    user_title: seed.user_title ?? 'Member',
    city,
    state,
    // A little jitter so neighbours do not sit on the same pixel of the map.
    latitude: Math.round((latitude + ((index % 7) - 3) * 0.01) * 10000) / 10000,
    longitude: Math.round((longitude + ((index % 5) - 2) * 0.01) * 10000) / 10000,
    share_map_position: seed.share_map_position,
    map_position_exact: seed.map_position_exact ?? false,
    timezone: longitude < -114 ? 'America/Los_Angeles' : longitude < -101 ? 'America/Denver' : longitude < -87 ? 'America/Chicago' : 'America/New_York',
    vehicle_description: `${2014 + (index % 12)} ${vehicle.title} ${TRIMS[index % TRIMS.length]}, ${COLORS[index % COLORS.length]}`,
    register_date: registered,
    // Spread last visits over the past two weeks; the demo accounts were here a moment ago.
    last_activity: index < DEMO_ACCOUNTS.length || seed.online ? now - 60 * ((index % 10) + 1) : now - ((index * 3571) % (14 * DAY)),
    trophy_points: Math.min(500, Math.floor(seed.registered_days_ago / 7)),
    membership_code: seed.membership_code,
    membership_expires_at: membershipEnd(seed, registered, now),
    account_state: seed.account_state ?? 'valid',
    email_confirmed: seed.email_confirmed ?? true,
    is_admin: seed.is_admin ?? false,
    is_moderator: seed.is_moderator ?? false,
    is_staff: seed.is_staff ?? false,
    is_super_admin: seed.is_super_admin ?? false,
    is_content_moderator: seed.is_content_moderator ?? false,
  };
}

/** The four demo accounts and the community, all with one password hash (hashing is slow on purpose). */
export async function seedMembers(db: Kysely<Database>, passwordHash: string, now: number): Promise<SeededMember[]> {
  const seeds = [...DEMO_ACCOUNTS, ...COMMUNITY];
  await insertInBatches(db, 'users', seeds.map((seed, index) => toNewUser(seed, index, passwordHash, now)));
  const rows = await db
    .selectFrom('users')
    .select(['user_id', 'username', 'register_date'])
    .orderBy('user_id')
    .execute();
  return rows;
}

/** newbie (unconfirmed e-mail) and outlaw (banned), after everyone else. */
export async function seedStateDemoAccounts(db: Kysely<Database>, passwordHash: string, now: number): Promise<void> {
  const offset = DEMO_ACCOUNTS.length + COMMUNITY.length;
  const users = STATE_DEMO_ACCOUNTS.map((seed, index) => {
    const user = toNewUser(seed, offset + index, passwordHash, now);
    // newbie signed up a few hours ago and is looking around.
    return seed.registered_days_ago === 0 ? { ...user, register_date: now - 3 * 3600, last_activity: now - 600 } : user;
  });
  await insertInBatches(db, 'users', users);
}
