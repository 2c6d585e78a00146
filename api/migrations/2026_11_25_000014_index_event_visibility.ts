import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The events lists ask, per member, whether they may see any followed-only or unlisted event
  // (events.repository.ts seesRestrictedEvents): those few rows are found without a scan.
  await db.schema.createIndex('events_visibility').on('events').columns(['visibility', 'user_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('events_visibility').execute();
}
