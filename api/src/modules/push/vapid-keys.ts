// The site's VAPID key pair (RFC 8292): made once, on first start, and kept in app_secrets so every
// process and every restart signs pushes with the same key the browsers subscribed with.
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../../db/tables';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const SECRET_NAME = 'vapid';

function parsed(value: string): VapidKeys | null {
  try {
    const keys = JSON.parse(value) as Partial<VapidKeys>;
    return typeof keys.publicKey === 'string' && typeof keys.privateKey === 'string' ? { publicKey: keys.publicKey, privateKey: keys.privateKey } : null;
  } catch {
    return null;
  }
}

/** The stored pair, or a new one when there is none yet; the first writer wins across processes. */
export async function loadOrCreateVapidKeys(db: Kysely<Database>, now: number): Promise<VapidKeys> {
  await db
    .insertInto('app_secrets')
    .values({ name: SECRET_NAME, value: JSON.stringify(webpush.generateVAPIDKeys()), created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', SECRET_NAME).executeTakeFirstOrThrow();
  const keys = parsed(row.value);
  if (!keys) throw new Error("app_secrets 'vapid' does not hold a VAPID key pair");
  return keys;
}

/**
 * The contact a push service may write to about our pushes (RFC 8292 `sub`): the site's address when
 * it is https, else the support mailbox (push services refuse http and localhost subjects).
 */
export function vapidSubject(settings: { siteUrl: string; supportEmail: string }): string {
  if (/^https:\/\//i.test(settings.siteUrl) && !/^https:\/\/localhost(?:[:/]|$)/i.test(settings.siteUrl)) return settings.siteUrl;
  return `mailto:${settings.supportEmail}`;
}
