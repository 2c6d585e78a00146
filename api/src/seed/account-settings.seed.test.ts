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

  it('shows signatures under posts in the busiest thread pages', async () => {
    const thread = await t.db.selectFrom('threads').select('thread_id').orderBy('reply_count', 'desc').executeTakeFirstOrThrow();
    const { posts } = json<ThreadPostsResponse>(await get(t.app, `/api/threads/${thread.thread_id}/posts?page=1`));
    expect(posts.filter((post) => post.signature).length).toBeGreaterThan(0);
  });
});
