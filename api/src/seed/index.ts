import type { Kysely } from 'kysely';
import { nowSeconds } from '../clock';
import type { Database } from '../db/tables';
import { migrateToLatest } from '../db/migrate';
import { hashPassword } from '../modules/auth/password';
import { seedClubActivity } from './club-activity.seed';
import { seedClubs } from './clubs.seed';
import { seedEvents } from './events.seed';
import { enlargeForum } from './forum-growth.seed';
import { seedForum } from './forum.seed';
import { DEMO_PASSWORD } from './members.data';
import { seedMembers, seedStateDemoAccounts } from './members.seed';
import { seedMemberships } from './memberships.seed';
import { seedAlerts } from './alerts.seed';
import { seedConversations } from './conversations.seed';
import { seedPostingDemo } from './posting.seed';
import { Prng } from './prng';
import { seedReferenceData } from './reference.seed';
import { seedSiteContent } from './site-content.seed';
import { seedActivity } from '../modules/activity/activity.seed';
import { seedAttachmentsAndExtras } from '../modules/attachments/attachments.seed';
import { seedAwards } from '../modules/awards/awards.seed';
import { seedMemberProfiles } from './member-profiles.seed';
import { seedAccountSettings } from './account-settings.seed';
import { seedAccountDetails } from './account-details.seed';
import { seedDeletedMember } from '../modules/account-data/account-data.seed';
import { seedStore } from './store.seed';
import { seedLocationPhotos, seedLocations } from './locations.seed';
import { seedSignedInSessions } from '../modules/account-data/sessions.seed';
import type { FileStorage } from '../storage/file-storage';

export { DEMO_PASSWORD } from './members.data';

/** The PRNG seed of the demo community: change it and you get another (equally believable) one. */
export const DEMO_SEED = 20261121;

export interface SeedOptions {
  /** Grow the forum to this many posts in total. */
  posts?: number;
  now?: number;
  /** Reuse a hash of DEMO_PASSWORD (hashing takes ~75 ms on purpose). */
  passwordHash?: string;
  /** Where the demo's gear store links go (SHOP_URL). */
  shopUrl?: string;
}

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select('user_id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** Seeds the demo community into an empty, migrated database, in one transaction. */
export async function seedDemo(db: Kysely<Database>, options: SeedOptions = {}): Promise<void> {
  const now = options.now ?? nowSeconds();
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  await db.transaction().execute(async (trx) => {
    const rng = new Prng(DEMO_SEED);
    await seedReferenceData(trx, options.shopUrl);
    const members = await seedMembers(trx, passwordHash, now);
    await seedLocations(trx, members, now);
    await seedForum(trx, rng, members, now, options.shopUrl);
    await seedClubs(trx, rng, members, now);
    await seedEvents(trx, rng, members, now);
    await seedClubActivity(trx, now);
    await seedConversations(trx, rng, members, now);
    await seedPostingDemo(trx, members, now);
    await seedStateDemoAccounts(trx, passwordHash, now);
    await seedMemberships(trx, now);
    await seedSiteContent(trx);
    await seedActivity(trx, now);
    await seedMemberProfiles(trx, now);
    await seedAccountSettings(trx);
    await seedAccountDetails(trx);
    await seedAwards(trx, now);
    // After everything alerts point at (profile posts, memberships, awards): one of every kind for member.
    await seedAlerts(trx, rng, members, now);
    await seedSignedInSessions(trx, now);
    await seedDeletedMember(trx, passwordHash, now);
    await seedStore(trx, now);
  });
  if (options.posts) await growForum(db, options.posts, now);
}

/** Adds posts (in new threads) until the forum holds `totalPosts`. */
export async function growForum(db: Kysely<Database>, totalPosts: number, now: number = nowSeconds()): Promise<number> {
  return db.transaction().execute(async (trx) => (await enlargeForum(trx, new Prng(DEMO_SEED + totalPosts), totalPosts, now)).added);
}

/**
 * Server start-up: migrate, and seed the demo community if the database is empty. With a data
 * dir, the demo photos go to its attachments/ and location-media/ folders (files live outside the
 * database), or to the stores given as `attachments` and `locationMedia` (S3 when configured).
 */
export async function prepareDatabase(
  db: Kysely<Database>,
  dataDir?: string,
  options: Pick<SeedOptions, 'shopUrl'> & { attachments?: FileStorage; locationMedia?: FileStorage } = {},
): Promise<{ seeded: boolean }> {
  await migrateToLatest(db);
  if (!(await isDatabaseEmpty(db))) {
    // A database seeded before the newer reference tables existed gets their content now.
    await db.transaction().execute((trx) => seedSiteContent(trx));
    return { seeded: false };
  }
  await seedDemo(db, options);
  if (dataDir) await seedAttachmentsAndExtras(db, dataDir, options.attachments);
  if (dataDir) await seedLocationPhotos(db, dataDir, options.locationMedia);
  return { seeded: true };
}
