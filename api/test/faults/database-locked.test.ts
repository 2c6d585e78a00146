// Fault: the database is locked for 5 s by another connection (a backup, a migration, a stuck
// transaction elsewhere) while members read and write. Every answer must be a success (it waited)
// or a clean 503 with Retry-After in the site's error shape; never a 500, never a half-written post.
// SQLite: BEGIN EXCLUSIVE on a second connection to the file. PostgreSQL (DATABASE_URL set):
// LOCK TABLE posts IN ACCESS EXCLUSIVE MODE in a second session.
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { build, countRows, loginAs, type TestApp } from '../helper';
import { makeNode, makeThread, makeUser, PASSWORD } from '../fixtures';
import { BUSY_MESSAGE } from '../../src/http/error-handler';

const LOCK_MS = 5_000;
const MEMBERS = 4;

/** Holds the lock from the moment it resolves; `released` settles once it is let go, LOCK_MS later. */
interface HeldLock {
  released: Promise<void>;
  isHeld(): boolean;
}

async function lockSqlite(t: TestApp): Promise<HeldLock> {
  const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(t.db);
  const file = rows.find((row) => row.name === 'main')?.file;
  if (!file) throw new Error('the test database has no file');
  const other = new BetterSqlite3(file);
  other.exec('BEGIN EXCLUSIVE');
  let held = true;
  // The fault's own length: the lock is let go after LOCK_MS, whatever the requests are doing.
  const released = new Promise<void>((resolve) =>
    setTimeout(() => {
      other.exec('COMMIT');
      other.close();
      held = false;
      resolve();
    }, LOCK_MS),
  );
  return { released, isHeld: () => held };
}

async function lockPostgres(t: TestApp): Promise<HeldLock> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db);
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL, options: `-c search_path=${rows[0].schema}` });
  await client.connect();
  await client.query('begin');
  await client.query('lock table posts in access exclusive mode');
  let held = true;
  const released = new Promise<void>((resolve, reject) =>
    setTimeout(() => {
      held = false;
      client
        .query('commit')
        .then(() => client.end())
        .then(resolve, reject);
    }, LOCK_MS),
  );
  return { released, isHeld: () => held };
}

function expectSuccessOrCleanBusy(response: LightMyRequestResponse, what: string): void {
  if (response.statusCode === 200) return;
  // The request and status are in the message so a failure says which one broke.
  expect({ what, status: response.statusCode, body: response.json() }).toEqual({
    what,
    status: 503,
    body: { errors: [{ code: 'site_busy', message: BUSY_MESSAGE }] },
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('the database locked for 5 s by another connection', () => {
  let t: TestApp;
  let threadId: number;
  const cookies: string[] = [];

  beforeAll(async () => {
    t = await build();
    const members = await Promise.all(Array.from({ length: MEMBERS }, (_, i) => makeUser(t.db, { username: `locked${i}` })));
    const nodeId = await makeNode(t.db, { title: 'Lock fault' });
    threadId = await makeThread(t.db, { node_id: nodeId, title: 'Held up', author: members[0], posts: 3 });
    for (const member of members) cookies.push(await loginAs(t.app, member.username, PASSWORD));
  });
  afterAll(() => t?.close());

  it('answers every read and write with a success or a 503 with Retry-After, and keeps every acknowledged reply whole', async () => {
    const postsBefore = await countRows(t.db, 'posts');
    // Long unseen: each member's first request writes their "last seen", which the lock holds up.
    await t.db.updateTable('users').set({ last_activity: 0 }).execute();
    const lock = t.dialect === 'postgres' ? await lockPostgres(t) : await lockSqlite(t);

    const answers: { what: string; response: LightMyRequestResponse; duringLock: boolean }[] = [];
    let sent = 0;
    const send = async (what: string, request: InjectOptions) => {
      const duringLock = lock.isHeld();
      sent += 1;
      answers.push({ what, response: await t.app.inject(request), duringLock });
    };
    const round = (n: number) => [
      send('reply', {
        method: 'POST',
        url: '/api/posts',
        headers: { cookie: cookies[n % MEMBERS] },
        payload: { thread_id: threadId, message_html: `<p>Reply ${n} while the database is locked</p>` },
      }),
      send('thread page', { method: 'GET', url: `/api/threads/${threadId}/posts?page=1`, headers: { cookie: cookies[(n + 1) % MEMBERS] } }),
      send('forum list', { method: 'GET', url: '/api/nodes/all' }),
    ];

    // Rounds of concurrent requests for as long as the lock is held (SQLite answers each write
    // after its short busy timeout; PostgreSQL queues them behind the lock), then one round after.
    let n = 0;
    while (lock.isHeld()) {
      await Promise.all(round(n++));
      // inject() can answer without a trip through the event loop: let the lock's timer have its turn.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await lock.released;
    await Promise.all(round(n++));

    for (const { what, response } of answers) expectSuccessOrCleanBusy(response, what);
    // Reads are never refused for it: a member's "last seen" waits for a later request.
    for (const { what, response } of answers.filter((answer) => answer.what !== 'reply')) expect([what, response.statusCode]).toEqual([what, 200]);
    expect(answers.some((answer) => answer.duringLock)).toBe(true);
    const replies = answers.filter((answer) => answer.what === 'reply');
    const acknowledged = replies.filter((answer) => answer.response.statusCode === 200);
    const busy = replies.filter((answer) => answer.response.statusCode === 503);
    // SQLite cannot wait out a 5 s lock without stalling the whole process: some writes were refused.
    if (t.dialect === 'sqlite') expect(busy.length).toBeGreaterThan(0);
    // After the lock, writing works again.
    expect(replies[replies.length - 1].response.statusCode).toBe(200);
    // No partial write: exactly the acknowledged replies are there, each with its own text.
    expect(await countRows(t.db, 'posts')).toBe(postsBefore + acknowledged.length);
    const texts = await t.db.selectFrom('posts').select('message_html').where('thread_id', '=', threadId).where('message_html', 'like', '%while the database is locked%').execute();
    expect(texts).toHaveLength(acknowledged.length);
    console.log(`${t.dialect}: ${sent} requests during a ${LOCK_MS / 1000} s lock and after; replies: ${acknowledged.length} written, ${busy.length} refused with 503`);
  });
});
