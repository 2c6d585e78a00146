import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { LoginLimits } from '../../config';

/** The login name as it is counted: what was typed, trimmed and lower-cased. */
export function loginKeyOf(login: string): string {
  return login.trim().toLowerCase();
}

/**
 * Seconds until a log-in may be tried again, or null when it may be tried now. Counted from the
 * failures in the window, per login name and per client address, in the database so that every
 * process behind the load balancer counts the same.
 */
export async function loginRetryAfter(
  db: Kysely<Database>,
  options: { loginKey: string; ip: string; limits: LoginLimits; now: number },
): Promise<number | null> {
  const { loginKey, ip, limits, now } = options;
  const since = now - limits.windowSeconds;
  const count = (column: 'login_key' | 'ip', value: string) =>
    db
      .selectFrom('login_attempts')
      .select((eb) => [eb.fn.countAll<number>().as('failures'), eb.fn.min<number>('attempted_at').as('oldest')])
      .where(column, '=', value)
      .where('attempted_at', '>', since)
      .executeTakeFirstOrThrow();
  const [byLogin, byIp] = await Promise.all([count('login_key', loginKey), count('ip', ip)]);
  const blocked = [
    Number(byLogin.failures) >= limits.maxFailuresPerLogin ? Number(byLogin.oldest) : null,
    Number(byIp.failures) >= limits.maxFailuresPerIp ? Number(byIp.oldest) : null,
  ].filter((oldest): oldest is number => oldest !== null);
  if (blocked.length === 0) return null;
  return Math.max(1, Math.max(...blocked) + limits.windowSeconds - now);
}

export async function recordLoginFailure(
  db: Kysely<Database>,
  options: { loginKey: string; ip: string; windowSeconds: number; now: number },
): Promise<void> {
  const { loginKey, ip, windowSeconds, now } = options;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('login_attempts').where('attempted_at', '<=', now - windowSeconds).execute();
    await trx.insertInto('login_attempts').values({ login_key: loginKey, ip, attempted_at: now }).execute();
  });
}

/** A successful log-in forgives the earlier failures of that login name. */
export async function clearLoginFailures(db: Kysely<Database>, loginKey: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('login_key', '=', loginKey).execute();
}
