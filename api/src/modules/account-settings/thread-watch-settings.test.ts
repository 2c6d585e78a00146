import type { UserRow, WatchState } from '../../db/tables/users.table';
import { build, json, loginAs, type TestApp } from '../../../test/helper';
import { makeNode, makeUser, PASSWORD } from '../../../test/fixtures';

describe('watch states: what posting watches and who is e-mailed about a reply', () => {
  let t: TestApp;
  let forumId: number;

  beforeAll(async () => {
    t = await build();
    forumId = await makeNode(t.db, { title: 'Recovery gear' });
  });
  afterAll(() => t.close());

  async function member(creation: WatchState, interaction: WatchState, extra: Partial<UserRow> = {}) {
    const user = await makeUser(t.db, { creation_watch_state: creation, interaction_watch_state: interaction, ...extra } as never);
    return { user, cookie: await loginAs(t.app, user.username, PASSWORD) };
  }

  async function startThread(cookie: string, title: string): Promise<number> {
    const response = await t.app.inject({ method: 'POST', url: '/api/threads', headers: { cookie }, payload: { node_id: forumId, title, message_html: '<p>First post here</p>' } });
    expect(response.statusCode).toBe(200);
    return json<{ thread: { thread_id: number } }>(response).thread.thread_id;
  }

  async function replyTo(cookie: string, threadId: number, html = '<p>A reply with something to say</p>') {
    const response = await t.app.inject({ method: 'POST', url: '/api/posts', headers: { cookie }, payload: { thread_id: threadId, message_html: html } });
    expect(response.statusCode).toBe(200);
  }

  const watchOf = (userId: number, threadId: number) =>
    t.db.selectFrom('thread_watches').select(['send_email', 'emailed_at']).where('user_id', '=', userId).where('thread_id', '=', threadId).executeTakeFirst();

  async function mailsTo(user: UserRow) {
    await t.app.mail.settled();
    return (await t.allMail()).filter((mail) => mail.to === user.email);
  }

  it('watches a new thread as creation_watch_state says', async () => {
    const none = await member('none', 'none');
    const alertsOnly = await member('watch_no_email', 'none');
    const withEmail = await member('watch_email', 'none');
    expect(await watchOf(none.user.user_id, await startThread(none.cookie, 'Unwatched start'))).toBeUndefined();
    const quiet = await watchOf(alertsOnly.user.user_id, await startThread(alertsOnly.cookie, 'Quiet start'));
    expect(quiet && Boolean(quiet.send_email)).toBe(false);
    const loud = await watchOf(withEmail.user.user_id, await startThread(withEmail.cookie, 'Loud start'));
    expect(loud && Boolean(loud.send_email)).toBe(true);
  });

  it('watches a replied thread as interaction_watch_state says, leaving an earlier watch as it was', async () => {
    const starter = await member('none', 'none');
    const threadId = await startThread(starter.cookie, 'Replies decide');
    const none = await member('watch_email', 'none');
    const alertsOnly = await member('none', 'watch_no_email');
    const withEmail = await member('none', 'watch_email');
    await replyTo(none.cookie, threadId);
    await replyTo(alertsOnly.cookie, threadId);
    await replyTo(withEmail.cookie, threadId);
    expect(await watchOf(none.user.user_id, threadId)).toBeUndefined();
    expect(Boolean((await watchOf(alertsOnly.user.user_id, threadId))?.send_email)).toBe(false);
    expect(Boolean((await watchOf(withEmail.user.user_id, threadId))?.send_email)).toBe(true);

    const loudStarter = await member('watch_email', 'watch_no_email');
    const own = await startThread(loudStarter.cookie, 'Own thread stays loud');
    await replyTo(loudStarter.cookie, own);
    expect(Boolean((await watchOf(loudStarter.user.user_id, own))?.send_email)).toBe(true);
  });

  it('e-mails watchers who chose e-mail once per thread until they read it, never the replier, alerts-only watchers or ignorers', async () => {
    const watcher = await member('watch_email', 'watch_email');
    const quiet = await member('none', 'watch_no_email');
    const ignorer = await member('none', 'watch_email');
    const replier = await member('none', 'watch_email');
    const threadId = await startThread(watcher.cookie, 'Winch line choices');
    await replyTo(quiet.cookie, threadId);
    await replyTo(ignorer.cookie, threadId);
    await t.db.insertInto('user_ignores').values({ user_id: ignorer.user.user_id, ignored_user_id: replier.user.user_id, ignore_date: 1 }).execute();
    // quiet's and ignorer's replies already e-mailed the starter once.
    expect(await mailsTo(watcher.user)).toHaveLength(1);
    await t.app.inject({ method: 'GET', url: `/api/threads/${threadId}`, headers: { cookie: watcher.cookie } });

    await replyTo(replier.cookie, threadId, '<p>Synthetic rope, every time.</p>');
    const mails = await mailsTo(watcher.user);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe('New reply to "Winch line choices"');
    expect(mails[1].text).toContain(`${replier.user.username} replied to the thread "Winch line choices"`);
    expect(mails[1].text).toContain('Synthetic rope, every time.');
    expect(mails[1].text).toMatch(/Read it here: http:\/\/\S+\/threads\/winch-line-choices\S*\.\d+\/#post-\d+/);
    expect(await mailsTo(replier.user)).toHaveLength(0);
    expect(await mailsTo(quiet.user)).toHaveLength(0);
    expect(await mailsTo(ignorer.user)).toHaveLength(0);

    // Not read since: the next reply alerts but does not e-mail again.
    await replyTo(replier.cookie, threadId);
    expect(await mailsTo(watcher.user)).toHaveLength(2);
    // Reading a page of its posts (what the thread page asks) counts as a visit too.
    await t.app.inject({ method: 'GET', url: `/api/threads/${threadId}/posts`, headers: { cookie: watcher.cookie } });
    await replyTo(replier.cookie, threadId);
    expect(await mailsTo(watcher.user)).toHaveLength(3);
  });

  it('watches a thread by hand with e-mail as interaction_watch_state says, or as the member chooses', async () => {
    const starter = await member('none', 'none');
    const threadId = await startThread(starter.cookie, 'Watched by hand');
    const watch = (cookie: string, payload?: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/threads/${threadId}/watch`, headers: { cookie }, ...(payload ? { payload } : {}) });
    const loud = await member('none', 'watch_email');
    const quiet = await member('none', 'watch_no_email');
    const chooser = await member('none', 'none');
    expect(json(await watch(loud.cookie))).toEqual({ is_watched: true, watch_email: true });
    expect(json(await watch(quiet.cookie))).toEqual({ is_watched: true, watch_email: false });
    expect(Boolean((await watchOf(loud.user.user_id, threadId))?.send_email)).toBe(true);
    expect(Boolean((await watchOf(quiet.user.user_id, threadId))?.send_email)).toBe(false);

    // A choice wins over the setting, and changes a watch already there; watching again without one keeps it.
    expect(json(await watch(chooser.cookie, { email: 1 }))).toEqual({ is_watched: true, watch_email: true });
    expect(Boolean((await watchOf(chooser.user.user_id, threadId))?.send_email)).toBe(true);
    // The thread and the watched list tell the member how they watch it.
    const seen = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } }).then((response) => json<{ thread?: { watch_email: boolean }; threads?: { thread_id: number; watch_email: boolean }[] }>(response));
    expect((await seen(chooser.cookie, `/api/threads/${threadId}`)).thread).toMatchObject({ is_watched: true, watch_email: true });
    expect((await seen(quiet.cookie, `/api/threads/${threadId}`)).thread).toMatchObject({ is_watched: true, watch_email: false });
    expect((await seen(chooser.cookie, '/api/threads/watched')).threads).toContainEqual(expect.objectContaining({ thread_id: threadId, watch_email: true }));
    expect((await watch(loud.cookie, { email: 0 })).statusCode).toBe(200);
    expect(Boolean((await watchOf(loud.user.user_id, threadId))?.send_email)).toBe(false);
    expect((await watch(loud.cookie)).statusCode).toBe(200);
    expect(Boolean((await watchOf(loud.user.user_id, threadId))?.send_email)).toBe(false);

    // The hand-made watch with e-mail is e-mailed about the next reply.
    await replyTo(starter.cookie, threadId);
    expect(await mailsTo(chooser.user)).toHaveLength(1);
    expect(await mailsTo(quiet.user)).toHaveLength(0);

    const refused = await watch(quiet.cookie, { email: 'loud' });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({ errors: [{ code: 'invalid_field', message: "The field 'email' must be 1 or 0." }] });
    expect(Boolean((await watchOf(quiet.user.user_id, threadId))?.send_email)).toBe(false);
  });
});
