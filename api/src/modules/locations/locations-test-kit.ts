// Shared by the locations tests: the roles of spec §6 as accounts, their sessions, locations put
// straight into the table, and the refusals every route answers the roles below the map with.
import type { Kysely } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../db/tables';
import { nowSeconds } from '../../clock';
import { countRows, json, loginAs, type TestApp } from '../../../test/helper';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { addressKey } from './location-geometry';

export const ROLES = ['visitor', 'outlaw', 'newbie', 'rookie', 'member', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The roles the map refuses, with the answer each gets (spec §6: the map is a paid members' benefit). */
export const REFUSED: [Role, number, string, string][] = [
  ['visitor', 401, 'not_logged_in', 'Please login in to see the content of the page.'],
  ['outlaw', 403, 'account_blocked', 'Your account has been blocked.'],
  ['newbie', 403, 'members_only', 'The member map is a benefit of paid membership.'],
  ['rookie', 403, 'members_only', 'The member map is a benefit of paid membership.'],
];

export interface Cast {
  ids: Record<Exclude<Role, 'visitor'> | 'other' | 'unconfirmed', number>;
  cookies: Record<Role | 'other' | 'unconfirmed', string>;
}

/** Seeds the accounts (call from build's seed) and returns a function that logs them in once the app runs. */
export function castOf() {
  const ids = {} as Cast['ids'];
  return {
    ids,
    async seed(db: Kysely<Database>): Promise<void> {
      ids.outlaw = (await makeUser(db, { username: 'outlaw', account_state: 'banned', membership_code: 'free_membership' })).user_id;
      ids.newbie = (await makeUser(db, { username: 'newbie', account_state: 'account_incomplete', email_confirmed: false, membership_code: 'free_membership' })).user_id;
      ids.rookie = (await makeUser(db, { username: 'rookie', membership_code: 'free_membership' })).user_id;
      ids.member = (await makeUser(db, { username: 'member', membership_code: 'premium_membership' })).user_id;
      ids.moderator = (await makeUser(db, { username: 'moderator', membership_code: 'premium_membership', is_moderator: true, is_staff: true })).user_id;
      ids.admin = (await makeUser(db, { username: 'admin', membership_code: 'premium_membership', is_admin: true, is_staff: true })).user_id;
      ids.other = (await makeUser(db, { username: 'other', membership_code: 'premium_membership' })).user_id;
      // Paid, but the e-mail was never confirmed: may see the map, may not add to it.
      ids.unconfirmed = (await makeUser(db, { username: 'unconfirmed', membership_code: 'premium_membership', account_state: 'account_incomplete', email_confirmed: false })).user_id;
    },
    async login(t: TestApp): Promise<Cast['cookies']> {
      const cookies = { visitor: '' } as Cast['cookies'];
      for (const name of ['outlaw', 'newbie', 'rookie', 'member', 'moderator', 'admin', 'other', 'unconfirmed'] as const) cookies[name] = await loginAs(t.app, name, PASSWORD);
      return cookies;
    },
  };
}

export interface LocationSeed {
  name?: string;
  location_type?: string;
  latitude: number;
  longitude: number;
  vehicle_type_id?: number | null;
  user_id?: number | null;
}

/** Locations (each with its gallery) written straight into the tables; returns their ids in order. */
export async function addLocations(db: Kysely<Database>, seeds: LocationSeed[]): Promise<number[]> {
  const now = nowSeconds();
  const ids: number[] = [];
  const batch = 500;
  for (let start = 0; start < seeds.length; start += batch) {
    const rows = seeds.slice(start, start + batch).map((seed, i) => {
      const n = start + i;
      const address = `${n + 1} Test Trail Road`;
      return {
        user_id: seed.user_id ?? null,
        name: seed.name ?? `Spot ${n + 1}`,
        location_type: seed.location_type ?? 'trailhead',
        address,
        address_key: addressKey([address, `${seed.latitude},${seed.longitude}`]),
        city: 'Moab',
        state: 'UT',
        country: 'US',
        latitude: seed.latitude,
        longitude: seed.longitude,
        vehicle_type_id: seed.vehicle_type_id ?? null,
        created_at: now,
      };
    });
    const inserted = await db.insertInto('locations').values(rows).returning('location_id').execute();
    await db
      .insertInto('media_categories')
      .values(inserted.map((row, i) => ({ location_id: row.location_id, title: rows[i].name, created_at: now })))
      .execute();
    ids.push(...inserted.map((row) => row.location_id));
  }
  return ids;
}

export async function categoryOf(db: Kysely<Database>, locationId: number): Promise<number> {
  const row = await db.selectFrom('media_categories').select('category_id').where('location_id', '=', locationId).executeTakeFirstOrThrow();
  return row.category_id;
}

/** The first error of a refusal. */
export function errorOf(response: LightMyRequestResponse): { code: string; message: string } {
  return json<{ errors: { code: string; message: string }[] }>(response).errors[0];
}

/** Row counts of the module's tables: equal before and after a refused write. */
export async function tableCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const tables = ['locations', 'location_ratings', 'media_categories', 'media_items'] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = await countRows(db, table);
  const sums = await db
    .selectFrom('locations')
    .select((eb) => [eb.fn.sum<number>('rating_count').as('ratings'), eb.fn.sum<number>('rating_sum').as('stars'), eb.fn.sum<number>('media_count').as('media')])
    .executeTakeFirstOrThrow();
  counts.rating_count = Number(sums.ratings ?? 0);
  counts.rating_sum = Number(sums.stars ?? 0);
  counts.media_count = Number(sums.media ?? 0);
  return counts;
}
