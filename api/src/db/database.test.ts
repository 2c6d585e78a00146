import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { makeNode, makeThread, makeUser } from '../../test/fixtures';
import { build, rejectionOf, type TestApp } from '../../test/helper';
import { createDatabase, type AppDatabase } from './database';
import { preparedListQuery, preparedQuery } from './prepared-query';

describe('the database layer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it('stores booleans and reads them back as truthy/falsy on both dialects', async () => {
    const user = await makeUser(t.db, { username: 'flags', is_admin: true, is_moderator: false });
    const row = await t.db.selectFrom('users').select(['is_admin', 'is_moderator']).where('user_id', '=', user.user_id).executeTakeFirstOrThrow();
    expect(Boolean(row.is_admin)).toBe(true);
    expect(Boolean(row.is_moderator)).toBe(false);
    const admins = await t.db.selectFrom('users').select('username').where('is_admin', '=', true).execute();
    expect(admins.map((a) => a.username)).toEqual(['flags']);
  });

  it('enforces foreign keys', async () => {
    const error = await rejectionOf(
      t.db.insertInto('sessions').values({ token_hash: 'x', user_id: 999_999, created_at: 1, expires_at: 2 }).execute(),
    );
    expect(error.message).toMatch(/foreign key/i);
  });

  it('returns big timestamps and counts as numbers', async () => {
    const user = await makeUser(t.db, { username: 'future', register_date: 4_102_444_800 });
    const row = await t.db.selectFrom('users').select('register_date').where('user_id', '=', user.user_id).executeTakeFirstOrThrow();
    expect(row.register_date).toBe(4_102_444_800);
    const { n } = await t.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(typeof n).toBe('number');
  });

  it('runs SQLite in WAL mode', async () => {
    if (t.dialect !== 'sqlite') return;
    const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(t.db);
    expect(rows[0].journal_mode).toBe('wal');
  });

  it('rolls a failed transaction back', async () => {
    const author = await makeUser(t.db, { username: 'writer' });
    const forum = await makeNode(t.db, { title: 'Rollback forum' });
    await expect(
      t.db.transaction().execute(async (trx) => {
        await makeThread(trx, { node_id: forum, title: 'Half written', author });
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await t.db.selectFrom('threads').select('thread_id').where('node_id', '=', forum).execute()).toEqual([]);
  });

  describe('preparedQuery', () => {
    const byName = preparedQuery((db, username: string) => db.selectFrom('users').select(['username']).where('username', '=', username), '\u0000placeholder');

    it('compiles once and runs with new values', async () => {
      await makeUser(t.db, { username: 'prepared' });
      expect(await byName(t.db, 'prepared')).toEqual([{ username: 'prepared' }]);
      expect(await byName(t.db, 'nobody')).toEqual([]);
    });

    it('refuses a placeholder that does not reach the SQL as a parameter', async () => {
      const broken = preparedQuery((db, _id: number) => db.selectFrom('users').select('username').where('user_id', '=', 1), -1_000_001);
      await expect(broken(t.db, 5)).rejects.toThrow(/placeholder -1000001 is not bound/);
    });

    it('gives a placeholder bound in several places the value in each', async () => {
      const { user_id } = await makeUser(t.db, { username: 'twice' });
      const either = preparedQuery(
        (db, id: number) => db.selectFrom('users').select('username').where((eb) => eb.and([eb('user_id', '=', id), eb('user_id', '>=', id)])),
        -1_000_001,
      );
      expect(await either(t.db, user_id)).toEqual([{ username: 'twice' }]);
    });
  });

  describe('preparedListQuery', () => {
    const namesIn = preparedListQuery(
      3,
      (db, ids, prefix: string) => db.selectFrom('users').select('username').where('user_id', 'in', ids).where('username', 'like', prefix).orderBy('user_id'),
      '\u0000prefix',
    );

    it('answers a list shorter than, as long as, and longer than the size it was compiled for, and an empty one', async () => {
      const ids: number[] = [];
      for (const name of ['list1', 'list2', 'list3', 'list4', 'list5', 'other6']) ids.push((await makeUser(t.db, { username: name })).user_id);
      const names = async (some: number[]) => (await namesIn(t.db, some, 'list%')).map((row) => row.username).sort();
      expect(await names([ids[1]])).toEqual(['list2']);
      expect(await names(ids.slice(0, 3))).toEqual(['list1', 'list2', 'list3']);
      expect(await names(ids)).toEqual(['list1', 'list2', 'list3', 'list4', 'list5']);
      expect(await names([])).toEqual([]);
    });
  });
});

describe('one SQLite file shared by two processes (npm run start:cluster)', () => {
  let dir: string;
  let first: AppDatabase;
  let second: AppDatabase;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trailhead-two-processes-'));
    const sqliteFile = path.join(dir, 'shared.sqlite');
    first = createDatabase({ sqliteFile });
    second = createDatabase({ sqliteFile });
    await sql`create table counters (id integer primary key, n integer not null)`.execute(first.db);
    await sql`insert into counters (id, n) values (1, 0)`.execute(first.db);
  });
  afterAll(async () => {
    await first.destroy();
    await second.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lets a transaction that has read go on to write: the other process waits its turn instead', async () => {
    let other = '';
    await first.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ n: number }>`select n from counters where id = 1`.execute(trx);
      // Meanwhile the other process writes: it waits for the transaction, then is told the file is busy.
      other = await sql`update counters set n = n + 10 where id = 1`.execute(second.db).then(
        () => 'written',
        (error: { code?: string }) => error.code ?? 'failed',
      );
      await sql`update counters set n = ${rows[0].n + 1} where id = 1`.execute(trx);
    });
    expect(other).toBe('SQLITE_BUSY');
    const { rows } = await sql<{ n: number }>`select n from counters where id = 1`.execute(second.db);
    expect(rows[0].n).toBe(1);
  });
});
