// Grows a site for the member map bench (issue 17): every member without a position (the members
// `npm run seed -- --members 50000` added) gets one somewhere between the Pacific and the Atlantic
// and shares it, so the map holds 50,000 members; and the site gets 5,000 trail locations, written
// straight to the `locations` table. Run again, it adds nothing.
//   DATA_DIR=data/bench-map npx tsx api/bench/map-growth.ts
import { sql, type Insertable } from 'kysely';
import { databaseOptionsOf, readConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import type { LocationsTable } from '../src/db/tables/map.table';
import { LOCATION_TYPES } from '../src/modules/lists/option-lists';
import { insertInBatches } from '../src/seed/bulk-insert';

export const BENCH_LOCATIONS = 5_000;

async function main(): Promise<void> {
  const settings = await readConfig(process.env);
  const database = createDatabase(databaseOptionsOf(settings));
  const { db } = database;
  try {
    const started = Date.now();
    // Spread by the id alone (one statement, both dialects): latitude 30–55, longitude −124…−67.
    const placed = await db
      .updateTable('users')
      .set({
        share_map_position: true,
        latitude: sql<number>`30 + ((user_id * 7907) % 2500) / 100.0`,
        longitude: sql<number>`-124 + ((user_id * 6007) % 5700) / 100.0`,
      })
      .where('latitude', 'is', null)
      .where('account_state', '=', 'valid')
      .executeTakeFirst();
    const { n } = await db.selectFrom('locations').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const missing = BENCH_LOCATIONS - Number(n);
    if (missing > 0) {
      const types = Object.keys(LOCATION_TYPES);
      const now = Math.floor(Date.now() / 1000);
      const rows: Insertable<LocationsTable>[] = Array.from({ length: missing }, (_, i) => {
        const k = Number(n) + i + 1;
        return {
          user_id: null,
          name: `Bench location ${k}`,
          location_type: types[k % types.length],
          description: 'A place on the map for the bench.',
          address: `${k} Bench Trail Rd`,
          address_key: `bench-${k}`,
          city: 'Benchville',
          state: 'UT',
          country: 'US',
          latitude: 30 + ((k * 7907) % 2500) / 100,
          longitude: -124 + ((k * 6007) % 5700) / 100,
          vehicle_type_id: null,
          rating_count: k % 4,
          rating_sum: (k % 4) * 4,
          media_count: 0,
          created_at: now - k * 60,
        };
      });
      await db.transaction().execute((trx) => insertInBatches(trx, 'locations', rows));
    }
    console.log(`Placed ${Number(placed.numUpdatedRows)} members on the map and added ${Math.max(0, missing)} locations in ${Date.now() - started} ms.`);
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
