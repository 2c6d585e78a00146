import type { Kysely } from 'kysely';
import { identity } from './schema-helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('clubs')
    .addColumn('club_id', 'integer', identity(db))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover_url', 'text')
    .addColumn('avatar_url', 'text')
    .addColumn('owner_user_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('club_state', 'text', (c) => c.notNull().defaultTo('approved'))
    .addColumn('member_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_activity', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('vehicle_type_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('president', 'text')
    .addColumn('location_type', 'text', (c) => c.notNull().defaultTo('physical'))
    .addColumn('location', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('zipcode', 'text')
    .addColumn('country', 'text')
    .addColumn('address', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('website', 'text')
    .addColumn('vin', 'text')
    .execute();

  await db.schema
    .createTable('club_members')
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.club_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('member_state', 'text', (c) => c.notNull().defaultTo('valid'))
    .addColumn('join_date', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('club_members_pk', ['club_id', 'user_id'])
    .execute();
  await db.schema.createIndex('club_members_user').on('club_members').column('user_id').execute();

  await db.schema
    .createTable('events')
    .addColumn('event_id', 'integer', identity(db))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('start_date', 'bigint', (c) => c.notNull())
    .addColumn('end_date', 'bigint', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('location_name', 'text', (c) => c.notNull())
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('rigs_no', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vehicle_type_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_cancelled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('club_id', 'integer', (c) => c.references('clubs.club_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('events_start_date').on('events').column('start_date').execute();

  await db.schema
    .createTable('event_attendees')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.event_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('attend_date', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_attendees_pk', ['event_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['event_attendees', 'events', 'club_members', 'clubs']) {
    await db.schema.dropTable(table).execute();
  }
}
