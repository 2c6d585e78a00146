// Your account and the paid membership (issue "10 of 12"): preferences and signature, e-mail
// change, membership periods and the store's webhook, the points programme, giveaways, account
// deletion, signed-in sessions and two-factor sign-in.
import type { Kysely } from 'kysely';
import { identity } from './schema-helpers';

const USER_COLUMNS: [name: string, type: 'text' | 'integer' | 'bigint' | 'boolean', fallback: string | number | boolean | null][] = [
  // Sanitised HTML shown under the member's posts (for readers who show signatures).
  ['signature', 'text', null],
  // The Settings payload (spec §3): option[receive_admin_email], enable_activity_summary_email, …
  ['receive_admin_email', 'boolean', true],
  ['enable_activity_summary_email', 'boolean', true],
  ['email_on_conversation', 'boolean', true],
  // none | watch_email | watch_no_email: what a new thread (creation) or a reply (interaction) watches.
  ['creation_watch_state', 'text', 'watch_no_email'],
  ['interaction_watch_state', 'text', 'watch_no_email'],
  ['content_show_signature', 'boolean', true],
  // push[...] flags as a JSON object of booleans ({"conversation_message": true, …}).
  ['push_flags', 'text', '{}'],
  // When the weekly activity summary was last sent to this member.
  ['activity_summary_sent_at', 'bigint', null],
  // When the current membership began (membership_code, membership_expires_at already exist).
  ['membership_started_at', 'bigint', null],
  // The points programme (GET/POST /me/fpr-status): the linked e-mail, null when not linked.
  ['fpr_email', 'text', null],
  ['fpr_points_pending_total', 'integer', 0],
  // Two-factor sign-in: the TOTP secret (base32) once confirmed, and when it was turned on.
  ['totp_secret', 'text', null],
  ['totp_enabled_at', 'bigint', null],
  // When the member deleted their account (account_state 'deleted').
  ['deleted_at', 'bigint', null],
];

const SESSION_COLUMNS: [name: string, type: 'text' | 'bigint'][] = [
  // What the sessions list shows: the browser, the address and when it was last used.
  ['user_agent', 'text'],
  ['ip', 'text'],
  ['last_seen_at', 'bigint'],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, type, fallback] of USER_COLUMNS) {
    await db.schema
      .alterTable('users')
      .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
      .execute();
  }
  for (const [name, type] of SESSION_COLUMNS) await db.schema.alterTable('sessions').addColumn(name, type).execute();
  // An e-mail change waits here (the new address) until the link sent to it is used.
  await db.schema.alterTable('account_tokens').addColumn('new_email', 'text').execute();

  // Every membership a member has had (/subscriptions-old), the current one included (ended_at null).
  await db.schema
    .createTable('membership_periods')
    .addColumn('period_id', 'integer', identity(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('membership_code', 'text', (c) => c.notNull())
    // trial | store | seed | admin
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    // When it was due to end (null: no fixed end); when it did end (null: it is the current one).
    .addColumn('expires_at', 'bigint')
    .addColumn('ended_at', 'bigint')
    .addColumn('store_order_id', 'text')
    .execute();
  await db.schema.createIndex('membership_periods_member').on('membership_periods').columns(['user_id', 'started_at']).execute();
  await db.schema.createIndex('users_membership_expiry').on('users').columns(['membership_expires_at']).execute();

  // The store's webhook events already applied (idempotent by event id, replay-protected).
  await db.schema
    .createTable('store_webhook_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();

  // POST /giveaway/{id}: one entry per member and giveaway.
  await db.schema
    .createTable('giveaway_entries')
    .addColumn('giveaway_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('entered_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('giveaway_entries_pk', ['giveaway_id', 'user_id'])
    .execute();

  // Two-factor recovery codes (SHA-256 hashes), each good once.
  await db.schema
    .createTable('user_recovery_codes')
    .addColumn('code_id', 'integer', identity(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('user_recovery_codes_member').on('user_recovery_codes').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['user_recovery_codes', 'giveaway_entries', 'store_webhook_events', 'membership_periods']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('users_membership_expiry').execute();
  await db.schema.alterTable('account_tokens').dropColumn('new_email').execute();
  for (const [name] of [...SESSION_COLUMNS].reverse()) await db.schema.alterTable('sessions').dropColumn(name).execute();
  for (const [name] of [...USER_COLUMNS].reverse()) await db.schema.alterTable('users').dropColumn(name).execute();
}
