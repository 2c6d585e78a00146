import type { ThreadPostsResponse, UserProfile } from '@trailhead/shared-kernel/types';
import { build, get, json, loginAs, type TestApp } from '../../test/helper';
import { DEMO_PASSWORD, seedDemo } from './index';

describe('the demo preferences, privacy settings and signatures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ seed: (db) => seedDemo(db) });
  });
  afterAll(() => t.close());

  const count = async (column: 'signature' | 'content_show_signature' | 'show_dob_year' | 'allow_send_personal_conversation' | 'share_map_position', value: unknown) => {
    let query = t.db.selectFrom('users').select('user_id');
    query = value === 'not null' ? query.where(column, 'is not', null) : query.where(column, '=', value as never);
    return (await query.execute()).length;
  };

  it('gives member a signature GET /me reports, and rookie (who accepts the trial) none', async () => {
    const me = json<UserProfile>(await get(t.app, '/api/me', await loginAs(t.app, 'member', DEMO_PASSWORD)));
    expect(me.settings?.signature).toContain('Tread lightly, leave it better.');
    const rookie = json<UserProfile>(await get(t.app, '/api/me', await loginAs(t.app, 'rookie', DEMO_PASSWORD)));
    expect(rookie.settings?.signature).toBe('');
  });

  it('makes the settings differ among the community', async () => {
    expect(await count('signature', 'not null')).toBeGreaterThanOrEqual(5);
    expect(await count('content_show_signature', false)).toBeGreaterThanOrEqual(1);
    expect(await count('show_dob_year', false)).toBeGreaterThanOrEqual(2);
    expect(await count('allow_send_personal_conversation', 'followed')).toBeGreaterThanOrEqual(2);
    const watchStates = await t.db.selectFrom('users').select('creation_watch_state').distinct().execute();
    expect(watchStates.map((row) => row.creation_watch_state).sort()).toEqual(['none', 'watch_email', 'watch_no_email']);
  });

  it("has the community watch the threads it wrote in as its watch states say", async () => {
    const demoAccounts = ['admin', 'moderator', 'member', 'rookie', 'newbie', 'outlaw'];
    const started = await t.db
      .selectFrom('threads')
      .innerJoin('users', 'users.user_id', 'threads.user_id')
      .leftJoin('thread_watches', (join) => join.onRef('thread_watches.thread_id', '=', 'threads.thread_id').onRef('thread_watches.user_id', '=', 'threads.user_id'))
      .select(['users.creation_watch_state as state', 'thread_watches.send_email', 'thread_watches.user_id as watcher'])
      .where('users.username', 'not in', demoAccounts)
      .where('users.account_state', '=', 'valid')
      .where('threads.discussion_state', '=', 'visible')
      .execute();
    const byState = (state: string) => started.filter((row) => row.state === state);
    for (const state of ['watch_email', 'watch_no_email', 'none']) expect(byState(state).length).toBeGreaterThan(0);
    expect(byState('watch_email').every((row) => row.watcher !== null && Boolean(row.send_email))).toBe(true);
    expect(byState('watch_no_email').every((row) => row.watcher !== null && !row.send_email)).toBe(true);

    const replied = await t.db
      .selectFrom('posts')
      .innerJoin('threads', 'threads.thread_id', 'posts.thread_id')
      .innerJoin('users', 'users.user_id', 'posts.user_id')
      .leftJoin('thread_watches', (join) => join.onRef('thread_watches.thread_id', '=', 'posts.thread_id').onRef('thread_watches.user_id', '=', 'posts.user_id'))
      .select(['users.interaction_watch_state as state', 'users.creation_watch_state as creation', 'threads.user_id as starter', 'posts.user_id', 'thread_watches.user_id as watcher', 'thread_watches.send_email'])
      .where('users.username', 'not in', demoAccounts)
      .where('users.account_state', '=', 'valid')
      .where('posts.position', '>', 1)
      .where('posts.message_state', '=', 'visible')
      .where('threads.discussion_state', '=', 'visible')
      .execute();
    // Replies to threads of others: the watch is the interaction state's.
    const others = replied.filter((row) => row.starter !== row.user_id);
    const reply = (state: string) => others.filter((row) => row.state === state);
    for (const state of ['watch_email', 'watch_no_email', 'none']) expect(reply(state).length).toBeGreaterThan(0);
    expect(reply('watch_email').every((row) => row.watcher !== null && Boolean(row.send_email))).toBe(true);
    expect(reply('watch_no_email').every((row) => row.watcher !== null && !row.send_email)).toBe(true);
    // Nobody who watches nothing by either state watches a thread of their own making.
    const watchesNothing = replied.filter((row) => row.state === 'none' && row.creation === 'none');
    expect(watchesNothing.length).toBeGreaterThan(0);
    expect(watchesNothing.every((row) => row.watcher === null)).toBe(true);
  });

  it('shows signatures under posts in the busiest thread pages', async () => {
    const thread = await t.db.selectFrom('threads').select('thread_id').orderBy('reply_count', 'desc').executeTakeFirstOrThrow();
    const { posts } = json<ThreadPostsResponse>(await get(t.app, `/api/threads/${thread.thread_id}/posts?page=1`));
    expect(posts.filter((post) => post.signature).length).toBeGreaterThan(0);
  });
});
