import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The newest time step of an authenticator code a member has signed in (or turned two-factor
  // sign-in on) with: a code is taken once, never again within its 90 seconds (RFC 6238 §5.2).
  await db.schema.alterTable('users').addColumn('totp_last_step', 'bigint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('totp_last_step').execute();
}
