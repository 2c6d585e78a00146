import type { Generated, Selectable } from 'kysely';
import type { Timestamp } from './columns';

/** Server-side sessions: the cookie holds a random token, the table only its SHA-256 hash. */
export interface SessionsTable {
  session_id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  user_agent: string | null;
  ip: string | null;
  last_seen_at: Timestamp | null;
}

export type SessionRow = Selectable<SessionsTable>;
