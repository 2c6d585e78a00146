import type { AccountExport, ThreadPostsResponse } from '@trailhead/shared-kernel/types';
import { SESSION_COOKIE } from '@trailhead/shared-kernel/types';
import { sql } from 'kysely';
import type { UserRow } from '../../db/tables/users.table';
import { nowSeconds } from '../../clock';
import { seedReferenceData } from '../../seed/reference.seed';
import { makeNode, makeThread, makeUser, PASSWORD } from '../../../test/fixtures';
import { build, get, json, loginAs, post, type TestApp } from '../../../test/helper';

const NOT_LOGGED_IN = { errors: [{ code: 'not_logged_in', message: 'Please login in to see the content of the page.' }] };

describe('your data: GET /me/export and POST /me/delete', () => {
  let t: TestApp;
  const now = nowSeconds();
  const users: Record<string, UserRow> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        await seedReferenceData(db);
        for (const name of ['alice', 'bob', 'carol', 'dave', 'erin', 'frank']) users[name] = await makeUser(db, { username: name });
        users.outlaw = await makeUser(db, { username: 'outlaw', account_state: 'banned' });
        users.boss = await makeUser(db, { username: 'boss', is_admin: true });
        ids.forum = await makeNode(db, { title: 'Trail talk' });
        // alice's own thread, with a reply by carol; carol's thread with replies by alice and bob.
        ids.aliceThread = await makeThread(db, { node_id: ids.forum, title: 'Alice rebuilds a winch', author: users.alice, posts: 2, repliers: [users.carol] });
        ids.carolThread = await makeThread(db, { node_id: ids.forum, title: 'Carol asks about tyres', author: users.carol, posts: 3, repliers: [users.alice, users.bob], start: now - 3600 * 5 });
        // bob's thread nobody answered; dave's and erin's threads keep the tests of other deletions apart.
        ids.bobThread = await makeThread(db, { node_id: ids.forum, title: 'Bob sells a roof rack', author: users.bob, start: now - 3600 * 10 });
        ids.daveThread = await makeThread(db, { node_id: ids.forum, title: 'Dave plans a ride', author: users.dave, posts: 2, repliers: [users.erin] });
        await db.insertInto('user_vehicles').values({ user_id: users.alice.user_id, model: 'Bronco', model_year: 2023, vin: '1FMDE5BH0PLA00001' }).execute();
        await db.insertInto('user_follows').values([
          { user_id: users.alice.user_id, follow_user_id: users.carol.user_id, follow_date: now },
          { user_id: users.carol.user_id, follow_user_id: users.alice.user_id, follow_date: now },
        ]).execute();
        await db.insertInto('user_ignores').values({ user_id: users.alice.user_id, ignored_user_id: users.dave.user_id, ignore_date: now }).execute();
        const { conversation_id } = await db
          .insertInto('conversations')
          .values({ title: 'Meet at the trailhead', starter_user_id: users.carol.user_id, start_date: now, last_message_date: now, last_message_user_id: users.alice.user_id, last_message_username: 'alice' })
          .returning('conversation_id')
          .executeTakeFirstOrThrow();
        ids.conversation = conversation_id;
        await db.insertInto('conversation_recipients').values([
          { conversation_id, user_id: users.alice.user_id, is_unread: false, is_starred: false },
          { conversation_id, user_id: users.carol.user_id, is_unread: true, is_starred: false },
        ]).execute();
        await db.insertInto('conversation_messages').values([
          { conversation_id, user_id: users.carol.user_id, username: 'carol', message_date: now - 60, message_html: '<p>Saturday?</p>' },
          { conversation_id, user_id: users.alice.user_id, username: 'alice', message_date: now, message_html: '<p>Saturday at nine works for me</p>' },
        ]).execute();
        const profilePost = (user: UserRow, on: UserRow, text: string) =>
          db.insertInto('profile_posts').values({ profile_user_id: on.user_id, user_id: user.user_id, username: user.username, post_date: now, message_html: `<p>${text}</p>` })
            .returning('profile_post_id').executeTakeFirstOrThrow();
        ids.bobProfilePost = (await profilePost(users.bob, users.carol, 'Bob says hi on Carol’s wall')).profile_post_id;
        ids.carolProfilePost = (await profilePost(users.carol, users.carol, 'Carol’s own news')).profile_post_id;
        await db.insertInto('profile_post_comments').values({ profile_post_id: ids.carolProfilePost, user_id: users.bob.user_id, username: 'bob', comment_date: now, message_html: '<p>Nice one</p>' }).execute();
        await db.updateTable('profile_posts').set({ comment_count: 1 }).where('profile_post_id', '=', ids.carolProfilePost).execute();
        await db.insertInto('alerts').values({ user_id: users.alice.user_id, from_user_id: users.carol.user_id, action: 'reaction', content_type: 'user', content_id: users.alice.user_id, event_date: now, is_read: false, is_viewed: false, extra_data: '{}' }).execute();
        await db.insertInto('membership_periods').values({ user_id: users.alice.user_id, membership_code: 'premium_membership', source: 'store', started_at: now - 86_400, expires_at: now + 86_400 * 300, ended_at: null, store_order_id: 'A-1001' }).execute();
        await db.updateTable('users').set({ membership_code: 'premium_membership', membership_expires_at: now + 86_400 * 300, totp_secret: 'JBSWY3DPEHPK3PXP', about: 'Wheeling since 1998', website: 'https://alice.example' }).where('user_id', '=', users.alice.user_id).execute();
      },
    });
  });
  afterAll(() => t.close());

  const userRow = (id: number) => t.db.selectFrom('users').selectAll().where('user_id', '=', id).executeTakeFirstOrThrow();
  const threadPosts = async (threadId: number) => json<ThreadPostsResponse>(await get(t.app, `/api/threads/${threadId}/posts`));

  describe('GET /me/export', () => {
    it('refuses a visitor', async () => {
      const reply = await get(t.app, '/api/me/export');
      expect(reply.statusCode).toBe(401);
      expect(json(reply)).toEqual(NOT_LOGGED_IN);
    });

    it('downloads everything the account holds as a JSON file, and never the password hash or the two-factor secret', async () => {
      const reply = await get(t.app, '/api/me/export', await loginAs(t.app, 'alice', PASSWORD));
      expect(reply.statusCode).toBe(200);
      const date = new Date(now * 1000).toISOString().slice(0, 10);
      expect(reply.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="trailhead-alice-(${date}|\\d{4}-\\d\\d-\\d\\d)\\.json"$`));
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
      expect(reply.body).not.toContain('scrypt$');
      expect(reply.body).not.toContain('JBSWY3DPEHPK3PXP');
      const archive = json<AccountExport>(reply);
      expect(archive).toMatchObject({ format: 'trailhead-account-export', version: 1 });
      expect(archive.profile).toMatchObject({ user_id: users.alice.user_id, username: 'alice', email: 'alice@example.test', about: 'Wheeling since 1998', website: 'https://alice.example' });
      expect(archive.profile).not.toHaveProperty('password_hash');
      expect(archive.profile).not.toHaveProperty('totp_secret');
      expect(archive.vehicles).toEqual([expect.objectContaining({ model: 'Bronco', vin: '1FMDE5BH0PLA00001' })]);
      expect(archive.threads.map((thread) => thread.title)).toEqual(['Alice rebuilds a winch']);
      expect(archive.posts.map((row) => row.thread_title)).toEqual(['Alice rebuilds a winch', 'Carol asks about tyres']);
      expect(archive.posts[0]).toMatchObject({ message_html: '<p>Post 1 of Alice rebuilds a winch</p>' });
      expect(archive.conversations).toEqual([expect.objectContaining({ conversation_id: ids.conversation, title: 'Meet at the trailhead', started_by_me: false })]);
      // Only the messages she sent, not the other side's.
      expect(archive.messages_sent).toEqual([expect.objectContaining({ conversation_title: 'Meet at the trailhead', message_html: '<p>Saturday at nine works for me</p>' })]);
      expect(archive.following).toEqual([expect.objectContaining({ user_id: users.carol.user_id, username: 'carol' })]);
      expect(archive.ignoring).toEqual([expect.objectContaining({ user_id: users.dave.user_id, username: 'dave' })]);
      expect(archive.membership_periods).toEqual([expect.objectContaining({ membership_code: 'premium_membership', store_order_id: 'A-1001' })]);
      expect(archive.alerts).toEqual([expect.objectContaining({ action: 'reaction' })]);
      for (const list of ['profile_posts', 'profile_post_comments', 'events_created', 'events_attending', 'clubs', 'awards', 'reactions_given'] as const) {
        expect(archive[list]).toEqual([]);
      }
    });

    it('gives a blocked account its data too (the right to know)', async () => {
      const reply = await get(t.app, '/api/me/export', await loginAs(t.app, 'outlaw', PASSWORD));
      expect(reply.statusCode).toBe(200);
      expect(json<AccountExport>(reply).profile).toMatchObject({ username: 'outlaw', account_state: 'banned' });
    });

    it('is limited: a few downloads an hour', async () => {
      const limited = await build({ settings: { rateLimitFactor: 1 }, seed: async (db) => void (await makeUser(db, { username: 'eager' })) });
      try {
        const cookie = await loginAs(limited.app, 'eager', PASSWORD);
        const statuses = [];
        for (let i = 0; i < 4; i++) statuses.push((await get(limited.app, '/api/me/export', cookie)).statusCode);
        expect(statuses).toEqual([200, 200, 200, 429]);
      } finally {
        await limited.close();
      }
    });
  });

  describe('POST /me/delete', () => {
    it('refuses a visitor and a blocked account', async () => {
      const visitor = await post(t.app, '/api/me/delete', { password: PASSWORD, content: 'keep' });
      expect(visitor.statusCode).toBe(401);
      const outlaw = await post(t.app, '/api/me/delete', { password: PASSWORD, content: 'keep' }, await loginAs(t.app, 'outlaw', PASSWORD));
      expect(outlaw.statusCode).toBe(403);
      expect((await userRow(users.outlaw.user_id)).account_state).toBe('banned');
    });

    it('refuses a wrong password or a bad choice, and changes nothing', async () => {
      const cookie = await loginAs(t.app, 'alice', PASSWORD);
      const before = await userRow(users.alice.user_id);
      const wrong = await post(t.app, '/api/me/delete', { password: 'not-my-password', content: 'keep' }, cookie);
      expect(wrong.statusCode).toBe(400);
      expect(json(wrong)).toEqual({ errors: [{ code: 'wrong_password', message: 'The password is not correct.' }] });
      for (const body of [{ password: PASSWORD }, { password: PASSWORD, content: 'shred' }, { content: 'keep' }, { password: 'x'.repeat(300), content: 'keep' }, { password: 7, content: 'keep' }]) {
        const reply = await post(t.app, '/api/me/delete', body, cookie);
        expect(reply.statusCode).toBe(400);
        expect(json(reply).errors[0].message).toEqual(expect.any(String));
      }
      expect(await userRow(users.alice.user_id)).toEqual(before);
      expect((await get(t.app, '/api/me', cookie)).statusCode).toBe(200);
    });

    it('keeps the last administrator', async () => {
      const cookie = await loginAs(t.app, 'boss', PASSWORD);
      const reply = await post(t.app, '/api/me/delete', { password: PASSWORD, content: 'keep' }, cookie);
      expect(reply.statusCode).toBe(409);
      expect(json(reply).errors[0].message).toBe('You are the only administrator: make another member an administrator before you delete your account.');
      expect((await userRow(users.boss.user_id)).account_state).toBe('valid');
    });

    it("keep: the posts stay, from 'Deleted member' without a profile; the personal data, the name and every way in are gone", async () => {
      const alice = users.alice;
      const cookie = await loginAs(t.app, 'alice', PASSWORD);
      const reply = await post(t.app, '/api/me/delete', { password: PASSWORD, content: 'keep' }, cookie);
      expect(reply.statusCode).toBe(200);
      expect(json(reply)).toEqual({ status: 'deleted', content: 'keep' });
      // The cookie is cleared, and the session behind it is gone anyway.
      expect(reply.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
      expect((await get(t.app, '/api/me', cookie)).statusCode).toBe(401);

      const page = await threadPosts(ids.carolThread);
      const hers = page.posts.find((p) => p.user_id === alice.user_id)!;
      expect(hers.message_html).toBe('<p>Post 2 of Carol asks about tyres</p>');
      expect(hers.username).toBe('Deleted member');
      expect(hers.User).toMatchObject({ username: 'Deleted member', is_deleted: true, avatar_urls: { h: null }, city: null, UserMembership: null });
      expect((await threadPosts(ids.aliceThread)).posts.map((p) => p.username)).toEqual(['Deleted member', 'carol']);
      expect((await get(t.app, `/api/users/${alice.user_id}`)).statusCode).toBe(404);

      const row = await userRow(alice.user_id);
      expect(row).toMatchObject({
        username: `deleted-member-${alice.user_id}`, account_state: 'deleted', deleted_at: expect.any(Number), first_name: null, last_name: null,
        about: null, website: null, city: null, birth_date: null, avatar_url: null, signature: null, totp_secret: null, membership_code: null,
      });
      expect(row.email).not.toContain('alice');
      for (const [table, column] of [['user_vehicles', 'user_id'], ['sessions', 'user_id'], ['account_tokens', 'user_id'], ['user_follows', 'user_id'], ['user_follows', 'follow_user_id'], ['user_ignores', 'user_id'], ['alerts', 'user_id']] as const) {
        const left = await t.db.selectFrom(table).select(column).where(column, '=', alice.user_id).execute();
        expect({ table, column, left: left.length }).toEqual({ table, column, left: 0 });
      }
      // Her message stays with carol, from 'Deleted member'.
      const message = await t.db.selectFrom('conversation_messages').select(['username']).where('user_id', '=', alice.user_id).executeTakeFirstOrThrow();
      expect(message.username).toBe('Deleted member');
      expect(await t.db.selectFrom('membership_periods').select('ended_at').where('user_id', '=', alice.user_id).executeTakeFirstOrThrow()).toEqual({ ended_at: expect.any(Number) });

      // No way back in, by the old name or the new one; the old name is free for someone new.
      for (const login of ['alice', 'alice@example.test', `deleted-member-${alice.user_id}`]) {
        expect((await post(t.app, '/api/login', { login, password: PASSWORD })).statusCode).toBe(400);
      }
      await expect(makeUser(t.db, { username: 'alice' })).resolves.toMatchObject({ username: 'alice' });
    });

    it('remove: their posts, the threads only they wrote in, their profile posts and comments come down; counts stay right', async () => {
      const bob = users.bob;
      const nodeBefore = await t.db.selectFrom('nodes').selectAll().where('node_id', '=', ids.forum).executeTakeFirstOrThrow();
      const carolThreadBefore = await t.db.selectFrom('threads').selectAll().where('thread_id', '=', ids.carolThread).executeTakeFirstOrThrow();
      const reply = await post(t.app, '/api/me/delete', { password: PASSWORD, content: 'remove' }, await loginAs(t.app, 'bob', PASSWORD));
      expect(reply.statusCode).toBe(200);

      expect((await get(t.app, `/api/threads/${ids.bobThread}/posts`)).statusCode).toBe(404);
      const bobsThread = await t.db.selectFrom('threads').select('discussion_state').where('thread_id', '=', ids.bobThread).executeTakeFirstOrThrow();
      expect(bobsThread.discussion_state).toBe('deleted');
      const nodeAfter = await t.db.selectFrom('nodes').selectAll().where('node_id', '=', ids.forum).executeTakeFirstOrThrow();
      expect(nodeAfter.discussion_count).toBe(nodeBefore.discussion_count - 1);
      expect(nodeAfter.message_count).toBe(nodeBefore.message_count - 1);

      // His reply in carol's thread stays in its place, marked deleted; the thread's counts are as before.
      const posts = await t.db.selectFrom('posts').select(['message_state']).where('user_id', '=', bob.user_id).execute();
      expect(posts.map((p) => p.message_state)).toEqual(['deleted', 'deleted']);
      const carolThreadAfter = await t.db.selectFrom('threads').selectAll().where('thread_id', '=', ids.carolThread).executeTakeFirstOrThrow();
      expect(carolThreadAfter.reply_count).toBe(carolThreadBefore.reply_count);
      const searchable = await t.db.selectFrom('posts').select('post_id').where('user_id', '=', bob.user_id).where('message_state', '=', 'visible').execute();
      expect(searchable).toEqual([]);

      const profilePost = await t.db.selectFrom('profile_posts').select(['message_state']).where('profile_post_id', '=', ids.bobProfilePost).executeTakeFirstOrThrow();
      expect(profilePost.message_state).toBe('deleted');
      const carolsPost = await t.db.selectFrom('profile_posts').select(['message_state', 'comment_count']).where('profile_post_id', '=', ids.carolProfilePost).executeTakeFirstOrThrow();
      expect(carolsPost).toEqual({ message_state: 'visible', comment_count: 0 });
      expect((await userRow(bob.user_id)).account_state).toBe('deleted');
    });

    it('remove: a failure at its last step leaves every row as it was, and the member signed in', async () => {
      const gina = await makeUser(t.db, { username: 'gina' });
      const hank = await makeUser(t.db, { username: 'hank' });
      const threadId = await makeThread(t.db, { node_id: ids.forum, title: 'Gina asks about recovery boards', author: gina, posts: 2, repliers: [hank] });
      await t.db.insertInto('user_follows').values({ user_id: gina.user_id, follow_user_id: hank.user_id, follow_date: now }).execute();
      const cookie = await loginAs(t.app, 'gina', PASSWORD);
      const rows = async () => ({
        // The request itself marks the member active: that is not the deletion's.
        user: { ...(await userRow(gina.user_id)), last_activity: 0 },
        threads: await t.db.selectFrom('threads').selectAll().where('thread_id', '=', threadId).execute(),
        posts: await t.db.selectFrom('posts').selectAll().where('thread_id', '=', threadId).orderBy('post_id').execute(),
        changes: await t.db.selectFrom('post_changes').selectAll().where('delete_user_id', '=', gina.user_id).execute(),
        follows: await t.db.selectFrom('user_follows').selectAll().where('user_id', '=', gina.user_id).execute(),
        sessions: await t.db.selectFrom('sessions').select('session_id').where('user_id', '=', gina.user_id).execute(),
      });
      const before = await rows();
      // The database refuses the deletion's last writes (its sessions), after the content was taken down and renamed.
      if (t.dialect === 'postgres') {
        await sql`CREATE FUNCTION refuse_session_delete() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$ LANGUAGE plpgsql`.execute(t.db);
        await sql`CREATE TRIGGER refuse_session_delete BEFORE DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION refuse_session_delete()`.execute(t.db);
      } else {
        await sql`CREATE TRIGGER refuse_session_delete BEFORE DELETE ON sessions BEGIN SELECT RAISE(ABORT, 'disk full'); END`.execute(t.db);
      }
      try {
        const reply = await post(t.app, '/api/me/delete', { password: PASSWORD, content: 'remove' }, cookie);
        expect(reply.statusCode).toBe(500);
        // The site's words for a failure of its own, never the database's.
        expect(json(reply).errors[0].message).toBe('Something went wrong, please try again later!');
        expect(reply.body).not.toContain('disk full');
      } finally {
        await sql`DROP TRIGGER refuse_session_delete${sql.raw(t.dialect === 'postgres' ? ' ON sessions' : '')}`.execute(t.db);
        if (t.dialect === 'postgres') await sql`DROP FUNCTION refuse_session_delete()`.execute(t.db);
      }
      expect(await rows()).toEqual(before);
      expect((await get(t.app, '/api/me', cookie)).statusCode).toBe(200);
      expect((await threadPosts(threadId)).posts.map((p) => [p.User.username, p.message_state])).toEqual([['gina', 'visible'], ['hank', 'visible']]);
    });

    it('keep leaves the threads and their counts as they were', async () => {
      const before = await t.db.selectFrom('threads').selectAll().where('thread_id', '=', ids.daveThread).executeTakeFirstOrThrow();
      const reply = await post(t.app, '/api/me/delete', { password: PASSWORD, content: 'keep' }, await loginAs(t.app, 'erin', PASSWORD));
      expect(reply.statusCode).toBe(200);
      const after = await t.db.selectFrom('threads').selectAll().where('thread_id', '=', ids.daveThread).executeTakeFirstOrThrow();
      expect(after).toEqual({ ...before, last_post_username: 'Deleted member' });
      const page = await threadPosts(ids.daveThread);
      expect(page.posts.map((p) => [p.User.username, p.message_state])).toEqual([['dave', 'visible'], ['Deleted member', 'visible']]);
    });
  });
});

describe('the export of a member with many posts', () => {
  let t: TestApp;
  const POSTS = 10_000;
  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        const writer = await makeUser(db, { username: 'prolific' });
        const forum = await makeNode(db, { title: 'Everything' });
        const threadId = await makeThread(db, { node_id: forum, title: 'The long thread', author: writer });
        const now = nowSeconds();
        for (let start = 2; start <= POSTS; start += 1000) {
          const rows = [];
          for (let position = start; position < Math.min(start + 1000, POSTS + 1); position++) {
            rows.push({ thread_id: threadId, user_id: writer.user_id, username: 'prolific', post_date: now - POSTS + position, position, message_html: `<p>Post number ${position}, about winches and tyres and the trail</p>`, message_parsed: `Post number ${position}` });
          }
          await db.insertInto('posts').values(rows).execute();
        }
      },
    });
  }, 60_000);
  afterAll(() => t.close());

  it('cuts the download off when the database fails midway, so no browser keeps a file that looks whole', async () => {
    const cookie = await loginAs(t.app, 'prolific', PASSWORD);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/api/me/export`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    let received = new TextDecoder().decode((await reader.read()).value);
    // The alerts come last: by the time the export reaches them, their table is gone.
    await sql`ALTER TABLE alerts RENAME TO alerts_away`.execute(t.db);
    try {
      const rest = (async () => {
        for (let piece = await reader.read(); !piece.done; piece = await reader.read()) received += new TextDecoder().decode(piece.value);
      })();
      await expect(rest).rejects.toThrow();
    } finally {
      await sql`ALTER TABLE alerts_away RENAME TO alerts`.execute(t.db);
    }
    expect(received.startsWith('{"format":"trailhead-account-export"')).toBe(true);
    expect(received.endsWith('}\n')).toBe(false);
  });

  it('writes every post, giving the event loop a turn between pages', async () => {
    const cookie = await loginAs(t.app, 'prolific', PASSWORD);
    let longestGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const at = performance.now();
      longestGap = Math.max(longestGap, at - last);
      last = at;
    }, 1);
    const started = performance.now();
    const reply = await get(t.app, '/api/me/export', cookie);
    const took = performance.now() - started;
    clearInterval(timer);
    expect(reply.statusCode).toBe(200);
    const archive = json<AccountExport>(reply);
    expect(archive.posts).toHaveLength(POSTS);
    expect(archive.posts.at(-1)).toMatchObject({ position: POSTS });
    // The timer ran during the export: the loop was not held for the whole of it.
    expect(longestGap).toBeLessThan(took);
    console.log(`export of ${POSTS} posts (${t.dialect}): ${Math.round(took)} ms, ${(reply.body.length / 1e6).toFixed(1)} MB, longest event-loop stall ${Math.round(longestGap)} ms`);
  }, 60_000);
});
