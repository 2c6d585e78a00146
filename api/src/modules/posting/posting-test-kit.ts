// Shared by the posting tests: the demo community (all roles), logins, and request helpers.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { DEMO_PASSWORD } from '../../seed';
import { loginAs } from '../../../test/helper';

export const ROLES = ['admin', 'moderator', 'member', 'rookie', 'newbie', 'outlaw'] as const;
export type Role = (typeof ROLES)[number];

export async function loginAll(app: FastifyInstance): Promise<Record<Role, string>> {
  const cookies = {} as Record<Role, string>;
  for (const role of ROLES) cookies[role] = await loginAs(app, role, DEMO_PASSWORD);
  return cookies;
}

export interface Send {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
}

export function send(app: FastifyInstance, request: Send): Promise<LightMyRequestResponse> {
  return app.inject({
    method: request.method,
    url: request.url,
    ...(request.body !== undefined ? { payload: request.body as object } : {}),
    headers: { ...(request.cookie ? { cookie: request.cookie } : {}), ...request.headers },
  });
}

export async function userId(db: Kysely<Database>, username: string): Promise<number> {
  return (await db.selectFrom('users').select('user_id').where('username', '=', username).executeTakeFirstOrThrow()).user_id;
}

export async function threadOf(db: Kysely<Database>, threadId: number) {
  return db.selectFrom('threads').selectAll().where('thread_id', '=', threadId).executeTakeFirstOrThrow();
}

export async function nodeOf(db: Kysely<Database>, nodeId: number) {
  return db.selectFrom('nodes').selectAll().where('node_id', '=', nodeId).executeTakeFirstOrThrow();
}

export async function userRow(db: Kysely<Database>, username: string) {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
}

/** Every counter a write may touch, to compare before and after a refused request. */
export async function snapshot(db: Kysely<Database>): Promise<Record<string, number>> {
  const count = async (table: keyof Database) =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const sum = async (table: 'threads' | 'nodes' | 'users', column: string) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.sum<number>(eb.ref(column as never)).as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    posts: await count('posts'),
    threads: await count('threads'),
    alerts: await count('alerts'),
    reactions: await count('post_reactions'),
    reports: await count('post_reports'),
    drafts: await count('drafts'),
    watches: await count('thread_watches'),
    replies: await sum('threads', 'reply_count'),
    nodeMessages: await sum('nodes', 'message_count'),
    userMessages: await sum('users', 'message_count'),
    userScores: await sum('users', 'reaction_score'),
  };
}
