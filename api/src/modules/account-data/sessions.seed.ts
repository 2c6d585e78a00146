// Demo data for /accountSecurity: the demo member and admin were signed in elsewhere before (a
// phone, another computer), so the sessions list shows more than the browser looking at it. The
// rows' token hashes are of random tokens nobody holds: no one can use these sessions.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { hashToken, SESSION_LIFETIME_SECONDS } from '../auth/sessions.repository';

const HOUR = 3600;
const DEVICES = [
  { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1', ip: '203.0.113.24', startedHoursAgo: 20 * 24, seenHoursAgo: 3 },
  { userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', ip: '198.51.100.61', startedHoursAgo: 6 * 24, seenHoursAgo: 30 },
];

export async function seedSignedInSessions(trx: Kysely<Database>, now: number): Promise<void> {
  const users = await trx.selectFrom('users').select('user_id').where('username', 'in', ['member', 'admin']).execute();
  for (const { user_id } of users) {
    for (const device of DEVICES) {
      const createdAt = now - device.startedHoursAgo * HOUR;
      await trx
        .insertInto('sessions')
        .values({
          token_hash: hashToken(randomBytes(32).toString('base64url')),
          user_id,
          created_at: createdAt,
          expires_at: createdAt + SESSION_LIFETIME_SECONDS,
          user_agent: device.userAgent,
          ip: device.ip,
          last_seen_at: now - device.seenHoursAgo * HOUR,
        })
        .execute();
    }
  }
}
