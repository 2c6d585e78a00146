// The world the security suite runs in: one account per role of spec §6 (and "other", a paid
// member whose things the others try to reach), rows of every kind the routes take ids of, each
// role's own where a role can own one, and a fingerprint of the whole database.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../../src/clock';
import type { Database } from '../../src/db/database';
import { makePng } from '../../src/modules/attachments/sample-files';
import { LocalDiskStorage } from '../../src/storage/local-disk-storage';
import { build, loginAs, type TestApp } from '../helper';
import { makeNode, makeThread, makeUser, PASSWORD } from '../fixtures';
import { ROLES, SUITE_MEDIA_NAME, SUITE_MEDIA_PATH, type Role } from './access-expectations';
import type { Operation } from './openapi-operations';

/** Whose row: a role's own, "other"'s (a member none of the roles is), or one everybody shares. */
export type Owner = Role | 'other' | 'shared';

/** Kinds of rows the routes take ids of, by the path segment before the id. */
export const KIND_BY_SEGMENT: Record<string, string> = {
  forums: 'node',
  nodes: 'node',
  threads: 'thread',
  posts: 'post',
  users: 'user',
  attachments: 'attachment',
  events: 'event',
  clubs: 'club',
  conversations: 'conversation',
  'conversation-messages': 'message',
  alerts: 'alert',
  'profile-posts': 'profilePost',
  help: 'helpPage',
  lists: 'list',
  sessions: 'session',
  locations: 'location',
  'media-categories': 'mediaCategory',
  media: 'media',
  files: 'mediaFile',
};

/** A marker written into "other"'s private things: no answer to anyone else may carry it. */
/** Minutes, not the API tests' 20 s: hundreds of requests, each database fingerprinted. */
export const SUITE_TIMEOUT_MS = 300_000;

export const SECRET = `zq-secret-${randomBytes(4).toString('hex')}`;
export const OTHER_EMAIL = `other-${SECRET}@example.test`;

export interface Reply {
  status: number;
  contentType: string;
  body: string;
  /** The parsed JSON body, or undefined. */
  json: unknown;
}

export interface Request {
  method: string;
  url: string;
  cookie?: string;
  body?: unknown;
  /** Sent as is (with contentType), instead of body. */
  rawBody?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
}

/**
 * Sends a request through app.inject. Event streams never end: their status is taken when the
 * headers are written and the stream is dropped.
 */
export async function send(app: FastifyInstance, request: Request): Promise<Reply> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.cookie) headers.cookie = request.cookie;
  let payload: string | Buffer | undefined;
  if (request.rawBody !== undefined) {
    payload = request.rawBody;
    headers['content-type'] = request.contentType ?? 'application/json';
  } else if (request.body !== undefined) {
    payload = JSON.stringify(request.body);
    headers['content-type'] = 'application/json';
  }
  const controller = new AbortController();
  const response = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    payload,
    payloadAsStream: true,
    signal: controller.signal,
  });
  const contentType = String(response.headers['content-type'] ?? '');
  const stream = response.stream();
  if (contentType.startsWith('text/event-stream')) {
    stream.on('error', () => {});
    controller.abort();
    response.raw.res.destroy();
    return { status: response.statusCode, contentType, body: '', json: undefined };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  const body = Buffer.concat(chunks).toString('utf8');
  let json: unknown;
  try {
    json = contentType.includes('json') ? JSON.parse(body) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, contentType, body, json };
}

/** A multipart/form-data body, as a browser's FormData sends it. */
function multipart(fields: Record<string, string>, file?: { name: string; filename: string; bytes: Buffer; type: string }) {
  const boundary = `----security${randomBytes(6).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { rawBody: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface World {
  t: TestApp;
  app: FastifyInstance;
  db: Kysely<Database>;
  /** Cookie header of each role's session ('' for the visitor). */
  cookies: Record<Role, string>;
  users: Record<Role | 'other', { user_id: number; username: string }>;
  /** rows[kind][owner] = id (or slug/name for string keys). */
  rows: Record<string, Partial<Record<Owner, number | string>>>;
  /** Attachment keys by owner (the keys of unclaimed uploads). */
  keys: Partial<Record<Role | 'other', string>>;
  /** A fresh session of the role (for calls that end the one they come with). */
  freshCookie(role: Role): Promise<string>;
  close(): Promise<void>;
}

/** Whose row a request uses: the caller's own when they have one, else the shared one, else other's. */
export function rowFor(world: World, kind: string, owner: Owner): number | string | undefined {
  const rows = world.rows[kind];
  if (!rows) return undefined;
  return rows[owner] ?? (owner === 'other' ? undefined : rows.shared) ?? rows.other;
}

const ACCOUNTS: Record<Role | 'other', Parameters<typeof makeUser>[1] | null> = {
  visitor: null,
  outlaw: { username: 'outlaw', account_state: 'banned', membership_code: 'free_membership' },
  newbie: { username: 'newbie', account_state: 'account_incomplete', email_confirmed: false, membership_code: 'free_membership' },
  rookie: { username: 'rookie', membership_code: 'free_membership' },
  member: { username: 'member', membership_code: 'premium_membership' },
  moderator: { username: 'moderator', membership_code: 'premium_membership', is_moderator: true, is_staff: true },
  admin: { username: 'admin', membership_code: 'premium_membership', is_admin: true, is_staff: true, is_super_admin: true },
  other: { username: 'other', email: OTHER_EMAIL, membership_code: 'premium_membership' },
};

/** Roles (and other) that have an account. */
const OWNERS = (Object.keys(ACCOUNTS) as (Role | 'other')[]).filter((name) => ACCOUNTS[name] !== null);

export async function buildWorld(): Promise<World> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trailhead-security-'));
  const users = {} as World['users'];
  const rows: World['rows'] = {};
  const put = (kind: string, owner: Owner, id: number | string) => {
    (rows[kind] ??= {})[owner] = id;
  };
  const now = nowSeconds();

  const t = await build({
    settings: { dataDir },
    seed: async (db) => {
      for (const owner of OWNERS) {
        const user = await makeUser(db, { email_confirmed: true, ...ACCOUNTS[owner]! });
        users[owner] = { user_id: user.user_id, username: user.username };
        put('user', owner, user.user_id);
      }
      users.visitor = { user_id: 0, username: '' };
      // A signed-in session of other's: DELETE /me/sessions/{id} names it, so no role's own session is ended (and nobody may end it: 404).
      const otherSession = await db
        .insertInto('sessions')
        .values({ token_hash: `security-${SECRET}`, user_id: users.other.user_id, created_at: now, expires_at: now + 86_400, user_agent: null, ip: null, last_seen_at: now })
        .returning('session_id')
        .executeTakeFirstOrThrow();
      put('session', 'other', otherSession.session_id);
      // rookie's trial is behind them: POST /membership/accept-trial (tried by every role) must not make rookie paid for the checks that follow.
      await db
        .insertInto('membership_periods')
        .values({ user_id: users.rookie.user_id, membership_code: 'trial_membership', source: 'trial', started_at: now - 90 * 86_400, expires_at: now - 60 * 86_400, ended_at: now - 60 * 86_400, store_order_id: null })
        .execute();
      const byName = (owner: Role | 'other') => ({ ...(users[owner] as { user_id: number; username: string }) }) as never;
      const category = await makeNode(db, { title: 'Security Category', node_type_id: 'Category' });
      const forum = await makeNode(db, { title: 'Security Forum', parent_node_id: category });
      await makeNode(db, { title: 'Security News', discussion_type: 'article' });
      put('node', 'shared', forum);
      // A thread by each account (the outlaw's and the newbie's from before their state changed).
      for (const owner of OWNERS) {
        const author = await db.selectFrom('users').selectAll().where('user_id', '=', users[owner].user_id).executeTakeFirstOrThrow();
        put('thread', owner, await makeThread(db, { node_id: forum, title: `Thread of ${owner}`, author }));
      }
      // One open thread everybody replies in: each account's reply is its own post.
      const otherRow = await db.selectFrom('users').selectAll().where('user_id', '=', users.other.user_id).executeTakeFirstOrThrow();
      const repliers = await db.selectFrom('users').selectAll().where('username', 'in', OWNERS.filter((o) => o !== 'other')).orderBy('user_id').execute();
      const shared = await makeThread(db, { node_id: forum, title: 'Everybody replies here', author: otherRow, posts: repliers.length + 1, repliers });
      put('thread', 'shared', shared);
      const posts = await db.selectFrom('posts').select(['post_id', 'user_id', 'position']).where('thread_id', '=', shared).orderBy('position').execute();
      for (const post of posts) {
        const owner = OWNERS.find((o) => users[o].user_id === post.user_id)!;
        if (post.position === 1) put('post', 'other', post.post_id);
        else put('post', owner, post.post_id);
      }
      put('post', 'shared', posts[0].post_id);

      await db.insertInto('help_pages').values({ slug: 'security-help', title: 'Security help', content_html: '<p>Help</p>', display_order: 1, is_active: true as never }).execute();
      put('helpPage', 'shared', 'security-help');
      put('list', 'shared', 'timezones');
      await db.insertInto('reactions').values({ reaction_id: 1, title: 'Like', text_color: '#2577b1', image_url: '/like.png', sprite_x: 0, sprite_y: 0, score: 1, display_order: 1 }).execute();

      // An event hosted by other, one by the member; a club owned by other.
      for (const owner of ['other', 'member'] as const) {
        const { event_id } = await db
          .insertInto('events')
          .values({
            title: `Ride of ${owner}`, description: 'A ride', kind: 'ride', start_date: now + 86_400, end_date: now + 90_000, region: 'rocky-mountains',
            location_name: 'Moab', city: 'Moab', state: 'UT', latitude: 38.57, longitude: -109.55, is_cancelled: false as never, club_id: null,
            user_id: users[owner].user_id, created_at: now,
          })
          .returning('event_id')
          .executeTakeFirstOrThrow();
        put('event', owner, event_id);
        const { club_id } = await db
          .insertInto('clubs')
          .values({
            slug: `club-of-${owner}`, name: `Club of ${owner}`, description: 'A club', cover_url: null, avatar_url: null, owner_user_id: users[owner].user_id,
            last_activity: now, created_at: now, president: null, location_type: 'online', location: null, city: null, state: null, zipcode: null,
            country: null, address: null, latitude: null, longitude: null, website: null, vin: null,
          })
          .returning('club_id')
          .executeTakeFirstOrThrow();
        put('club', owner, club_id);
        await db.insertInto('club_members').values({ club_id, user_id: users[owner].user_id, member_state: 'valid', join_date: now }).execute();
      }

      // Other's private things: a conversation with the admin, an alert, a draft, all carrying the secret.
      const { conversation_id } = await db
        .insertInto('conversations')
        .values({ title: `Private ${SECRET}`, starter_user_id: users.other.user_id, start_date: now, last_message_date: now, last_message_user_id: users.other.user_id, last_message_username: 'other' })
        .returning('conversation_id')
        .executeTakeFirstOrThrow();
      await db.insertInto('conversation_recipients').values([
        { conversation_id, user_id: users.other.user_id, is_unread: false as never, is_starred: false as never },
        { conversation_id, user_id: users.admin.user_id, is_unread: true as never, is_starred: false as never },
      ]).execute();
      const { message_id } = await db
        .insertInto('conversation_messages')
        .values({ conversation_id, user_id: users.other.user_id, username: 'other', message_date: now, message_html: `<p>${SECRET}</p>` })
        .returning('message_id')
        .executeTakeFirstOrThrow();
      put('conversation', 'other', conversation_id);
      put('message', 'other', message_id);
      // Each account's own message, in a conversation of its own with other (edits are the author's only).
      for (const owner of ['newbie', 'rookie', 'member', 'moderator', 'admin'] as const) {
        const own = await db
          .insertInto('conversations')
          .values({ title: `With ${owner}`, starter_user_id: users[owner].user_id, start_date: now, last_message_date: now, last_message_user_id: users[owner].user_id, last_message_username: owner })
          .returning('conversation_id')
          .executeTakeFirstOrThrow();
        await db.insertInto('conversation_recipients').values([
          { conversation_id: own.conversation_id, user_id: users[owner].user_id, is_unread: false as never, is_starred: false as never },
          { conversation_id: own.conversation_id, user_id: users.other.user_id, is_unread: true as never, is_starred: false as never },
        ]).execute();
        const mine = await db
          .insertInto('conversation_messages')
          .values({ conversation_id: own.conversation_id, user_id: users[owner].user_id, username: owner, message_date: now, message_html: '<p>Hello other</p>' })
          .returning('message_id')
          .executeTakeFirstOrThrow();
        put('message', owner, mine.message_id);
      }
      const { alert_id } = await db
        .insertInto('alerts')
        .values({ user_id: users.other.user_id, from_user_id: users.admin.user_id, action: 'from_admin', content_type: 'user', content_id: users.other.user_id, event_date: now, is_read: false as never, is_viewed: false as never, extra_data: JSON.stringify({ title: SECRET, reason: SECRET }) })
        .returning('alert_id')
        .executeTakeFirstOrThrow();
      put('alert', 'other', alert_id);
      await db
        .insertInto('drafts')
        .values({ user_id: users.other.user_id, draft_key: `thread:${shared}`, node_id: null, thread_id: shared, title: SECRET, message_html: `<p>${SECRET}</p>`, prefix_id: null, attachment_key: null, updated_at: now })
        .execute();
      const { profile_post_id } = await db
        .insertInto('profile_posts')
        .values({ profile_user_id: users.other.user_id, user_id: users.other.user_id, username: 'other', post_date: now, message_html: '<p>Hello</p>', vehicle_type_id: null })
        .returning('profile_post_id')
        .executeTakeFirstOrThrow();
      put('profilePost', 'other', profile_post_id);
      // A trail location everybody shares (its gallery is the first: POST /media names id 1), with
      // the shared photo (its file stored below) and a photo of each account's own to delete.
      const { location_id } = await db
        .insertInto('locations')
        .values({ user_id: users.other.user_id, name: 'Security Trailhead', location_type: 'trailhead', address: '1 Security Way', address_key: '1 security way moab ut us', city: 'Moab', state: 'UT', latitude: 38.57, longitude: -109.55, created_at: now })
        .returning('location_id')
        .executeTakeFirstOrThrow();
      const { category_id } = await db.insertInto('media_categories').values({ location_id, title: 'Security Trailhead', created_at: now }).returning('category_id').executeTakeFirstOrThrow();
      put('location', 'shared', location_id);
      put('mediaCategory', 'shared', category_id);
      put('mediaFile', 'shared', SUITE_MEDIA_NAME);
      const photoOf = async (owner: Role | 'other', filePath: string) => {
        const { media_id } = await db
          .insertInto('media_items')
          .values({ category_id, user_id: owner === 'visitor' ? null : users[owner].user_id, file_path: filePath, width: 2, height: 2, created_at: now })
          .returning('media_id')
          .executeTakeFirstOrThrow();
        return media_id;
      };
      put('media', 'shared', await photoOf('other', SUITE_MEDIA_PATH));
      for (const owner of OWNERS) put('media', owner, await photoOf(owner, `/api/media/files/${randomBytes(16).toString('hex')}.png`));
      await db.updateTable('locations').set({ media_count: OWNERS.length + 1 }).where('location_id', '=', location_id).execute();
      await new LocalDiskStorage(path.join(dataDir, 'location-media')).save(SUITE_MEDIA_NAME.slice(0, 32), makePng(2, 2));
      void byName;
    },
  });

  const cookies = { visitor: '' } as Record<Role, string>;
  for (const role of ROLES) if (role !== 'visitor') cookies[role] = await loginAs(t.app, role, PASSWORD);
  const otherCookie = await loginAs(t.app, 'other', PASSWORD);

  // Uploads through the API, so each file is where the storage keeps it: an unclaimed one for
  // each account that may upload, and one of other's on a visible post (public).
  const keys: World['keys'] = {};
  const upload = async (owner: Role | 'other', cookie: string) => {
    const form = multipart({ type: 'post', 'context[thread_id]': String(rows.thread.shared) }, { name: 'attachment', filename: `${owner}.png`, bytes: makePng(2, 2), type: 'image/png' });
    const reply = await send(t.app, { method: 'POST', url: '/api/attachments/new-key', cookie, ...form });
    if (reply.status !== 200) throw new Error(`upload as ${owner}: ${reply.status} ${reply.body}`);
    const { key, attachment } = reply.json as { key: string; attachment: { attachment_id: number } };
    return { key, id: attachment.attachment_id };
  };
  const published = await upload('other', otherCookie);
  const publicReply = await send(t.app, {
    method: 'POST', url: '/api/posts', cookie: otherCookie,
    body: { thread_id: rows.thread.other, message_html: '<p>A photo</p>', attachment_key: published.key },
  });
  if (publicReply.status !== 200) throw new Error(`public attachment post: ${publicReply.status} ${publicReply.body}`);
  put('attachment', 'shared', published.id);
  // The outlaw and the newbie uploaded theirs while their accounts were still valid.
  const restricted = await t.db.selectFrom('users').select(['user_id', 'account_state']).where('username', 'in', ['outlaw', 'newbie']).execute();
  await t.db.updateTable('users').set({ account_state: 'valid' }).where('username', 'in', ['outlaw', 'newbie']).execute();
  for (const owner of ['outlaw', 'newbie', 'rookie', 'member', 'moderator', 'admin', 'other'] as const) {
    const { key, id } = await upload(owner, owner === 'other' ? otherCookie : cookies[owner]);
    keys[owner] = key;
    put('attachment', owner, id);
  }
  for (const row of restricted) await t.db.updateTable('users').set({ account_state: row.account_state }).where('user_id', '=', row.user_id).execute();

  return {
    t,
    app: t.app,
    db: t.db,
    cookies,
    users,
    rows,
    keys,
    freshCookie: (role) => (role === 'visitor' ? Promise.resolve('') : loginAs(t.app, role, PASSWORD)),
    close: async () => {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Tables and columns that change on requests that write nothing a member did: sessions and
 * log-in throttling, captcha replay memory, secrets made on first use, read marks, rate-limit
 * counters, activity times.
 */
const VOLATILE_TABLE = /^(sessions|login_attempts|captcha_uses|app_secrets|node_reads|thread_reads|kysely_migration.*|sqlite_.*)$|rate/;
const VOLATILE_COLUMNS = new Set(['last_activity', 'last_seen', 'last_seen_at', 'expires_at']);

async function tableNames(db: Kysely<Database>, dialect: string): Promise<string[]> {
  if (dialect === 'sqlite') {
    const result = await sql<{ name: string }>`select name from sqlite_master where type = 'table' order by name`.execute(db);
    return result.rows.map((row) => row.name);
  }
  const result = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return result.rows.map((row) => row.name);
}

/**
 * Every row of every table (but the volatile ones), hashed per table: two fingerprints differ
 * exactly where a request added, removed or changed a row. The test database is small.
 */
export async function fingerprint(world: World): Promise<Record<string, string>> {
  const names = (await tableNames(world.db, world.t.dialect)).filter((name) => !VOLATILE_TABLE.test(name) && !/_fts($|_)/.test(name));
  const result: Record<string, string> = {};
  for (const name of names) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(world.db);
    const lines = rows
      .map((row) => JSON.stringify(Object.entries(row).filter(([column]) => !VOLATILE_COLUMNS.has(column)).map(([c, v]) => [c, Buffer.isBuffer(v) ? v.toString('hex') : typeof v === 'bigint' ? String(v) : v])))
      .sort();
    result[name] = `${rows.length}:${createHash('sha1').update(lines.join('\n')).digest('hex')}`;
  }
  return result;
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((name) => before[name] !== after[name]);
}

/**
 * Reads first, deletions last, and of those the deletion of one row before that of many: a row
 * deleted by one call is still there for the calls before it.
 */
export function inWriteOrder(operations: Operation[]): Operation[] {
  const rank = (method: string) => ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].indexOf(method);
  const ids = (op: Operation) => op.params.filter((p) => p.in === 'path').length;
  return [...operations].sort((a, b) => rank(a.method) - rank(b.method) || ids(b) - ids(a));
}

/** The error body of spec §8: { errors: [{ code, message }] }, with a message someone can read. */
export function errorBodyProblem(reply: Reply): string | null {
  const body = reply.json as { errors?: { code?: unknown; message?: unknown }[] } | undefined;
  const first = body?.errors?.[0];
  if (!first) return `no { errors: [...] } body: ${reply.body.slice(0, 200)}`;
  if (typeof first.code !== 'string' || first.code === '') return `the error has no code: ${reply.body.slice(0, 200)}`;
  if (typeof first.message !== 'string' || first.message.trim() === '') return `the error has no message: ${reply.body.slice(0, 200)}`;
  return null;
}

