import type { Kysely } from 'kysely';
import { identity } from './schema-helpers';

export async function up(db: Kysely<any>): Promise<void> {
  // SQLite adds one column per ALTER TABLE. Existing accounts count as confirmed.
  await db.schema.alterTable('users').addColumn('email_confirmed', 'boolean', (c) => c.notNull().defaultTo(true)).execute();
  await db.schema.alterTable('users').addColumn('birth_date', 'text').execute();
  await db.schema.alterTable('users').addColumn('is_specialist', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  await db.schema.alterTable('users').addColumn('membership_expires_at', 'bigint').execute();

  // E-mail confirmation keys and codes, password-reset codes: only their hashes are stored.
  await db.schema
    .createTable('account_tokens')
    .addColumn('token_id', 'integer', identity(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.unique())
    .addColumn('code_hash', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('account_tokens_user_purpose').on('account_tokens').columns(['user_id', 'purpose']).execute();

  // Failed log-ins, counted per login name and per address to throttle guessing.
  await db.schema
    .createTable('login_attempts')
    .addColumn('attempt_id', 'integer', identity(db))
    .addColumn('login_key', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('attempted_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_attempts_login').on('login_attempts').columns(['login_key', 'attempted_at']).execute();
  await db.schema.createIndex('login_attempts_ip').on('login_attempts').columns(['ip', 'attempted_at']).execute();

  // Solved captcha challenges, kept until they expire so a solution works once (in every process).
  await db.schema
    .createTable('captcha_uses')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('captcha_uses_expires_at').on('captcha_uses').column('expires_at').execute();

  // Secrets the server makes itself on first use (the captcha HMAC key), shared by every process.
  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['app_secrets', 'captcha_uses', 'login_attempts', 'account_tokens']) {
    await db.schema.dropTable(table).execute();
  }
  for (const column of ['membership_expires_at', 'is_specialist', 'birth_date', 'email_confirmed']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
