import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';

/**
 * A secret the server makes on first use and keeps in the database, so restarts and every process
 * behind the load balancer share it. The first writer wins; everyone reads the stored value.
 */
export async function loadOrCreateSecret(db: Kysely<Database>, name: string, now: number): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: randomBytes(32).toString('hex'), created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

/** Records a solved challenge; false if it was used before (a replay). Forgets the expired ones. */
export async function markCaptchaUsed(db: Kysely<Database>, signature: string, expiresAt: number, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('captcha_uses').where('expires_at', '<', now).execute();
    const result = await trx
      .insertInto('captcha_uses')
      .values({ signature, expires_at: expiresAt })
      .onConflict((oc) => oc.column('signature').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  });
}
