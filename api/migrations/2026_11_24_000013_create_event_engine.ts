import type { Kysely } from 'kysely';
import { identity } from './schema-helpers';

// The event engine (issue "7 of 12"): every field of the event form, recurring series, the people
// named on an event, the waitlist, invitations, and personal calendar feeds. Site events and club
// events share all of it (events.club_id tells them apart).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('event_series')
    .addColumn('series_id', 'integer', identity(db))
    // daily | weekly | monthly | yearly
    .addColumn('pattern', 'text', (c) => c.notNull())
    .addColumn('interval', 'integer', (c) => c.notNull().defaultTo(1))
    // Comma-joined week-days (monday,…) for a weekly pattern; empty for the others.
    .addColumn('week_days', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('until_date', 'bigint')
    .addColumn('occurrence_count', 'integer')
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  const columns: Array<[string, string, ((c: any) => any)?]> = [
    ['timezone', 'text', (c) => c.notNull().defaultTo('UTC')],
    ['address', 'text'],
    ['registration_deadline', 'bigint'],
    ['terrain_type', 'text'],
    ['difficulty_level', 'text'],
    ['distance', 'double precision'],
    ['distance_unit', 'text'],
    ['communication_channel', 'text'],
    ['tickets_url', 'text'],
    ['visibility', 'text', (c) => c.notNull().defaultTo('everyone')],
    // Paid members (and staff) may RSVP before this moment; everyone else from it on. Null: no members-first window.
    ['members_first_until', 'bigint'],
    ['series_id', 'integer', (c) => c.references('event_series.series_id').onDelete('set null')],
    // 0 for a one-off event; 1, 2, … for the occurrences of a series, in date order.
    ['occurrence_index', 'integer', (c) => c.notNull().defaultTo(0)],
    // The event's discussion (a thread with discussion_type 'event').
    ['thread_id', 'integer'],
    ['cancel_reason', 'text'],
    ['cancelled_at', 'bigint'],
    ['cancelled_by', 'integer'],
    ['updated_at', 'bigint'],
  ];
  for (const [name, type, build] of columns) {
    await db.schema.alterTable('events').addColumn(name, type as any, build ?? ((c) => c)).execute();
  }
  await db.schema.createIndex('events_series').on('events').columns(['series_id', 'start_date']).execute();
  await db.schema.createIndex('events_club').on('events').columns(['club_id', 'start_date']).execute();

  // The 24-hour reminder job marks whom it has reminded, so a restart never sends one twice.
  await db.schema.alterTable('event_attendees').addColumn('reminded_at', 'bigint').execute();
  await db.schema.createIndex('event_attendees_user').on('event_attendees').column('user_id').execute();

  // Organizers, sponsors, officials (with their official type) and admins of an event.
  await db.schema
    .createTable('event_people')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.event_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    // organizer | sponsor | official | admin
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('official_type', 'text')
    .addPrimaryKeyConstraint('event_people_pk', ['event_id', 'role', 'user_id'])
    .execute();
  await db.schema.createIndex('event_people_user').on('event_people').column('user_id').execute();

  // Members waiting for a place, first come first served (waitlist_id is the order).
  await db.schema
    .createTable('event_waitlist')
    .addColumn('waitlist_id', 'integer', identity(db))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.event_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('event_waitlist_member', ['event_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('event_invites')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.event_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('invited_by', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('invited_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_invites_pk', ['event_id', 'user_id'])
    .execute();

  // A member's personal "my events" feed: the secret token in its URL; revoking replaces it.
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.user_id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['calendar_feeds', 'event_invites', 'event_waitlist', 'event_people']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('event_attendees_user').execute();
  await db.schema.alterTable('event_attendees').dropColumn('reminded_at').execute();
  await db.schema.dropIndex('events_series').execute();
  await db.schema.dropIndex('events_club').execute();
  for (const name of ['updated_at', 'cancelled_by', 'cancelled_at', 'cancel_reason', 'thread_id', 'occurrence_index', 'series_id', 'members_first_until', 'visibility', 'tickets_url', 'communication_channel', 'distance_unit', 'distance', 'difficulty_level', 'terrain_type', 'registration_deadline', 'address', 'timezone']) {
    await db.schema.alterTable('events').dropColumn(name).execute();
  }
  await db.schema.dropTable('event_series').execute();
}
