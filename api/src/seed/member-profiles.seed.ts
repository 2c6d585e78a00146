// PLACEHOLDER written by the lead (the users helper replaces it): banners, avatars, vehicles,
// about texts, follows and ignores among the demo members, birthdays today.
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

export async function seedMemberProfiles(_db: Kysely<Database>, _now: number): Promise<void> {}
