// Spec §3 Privacy settings, enforced wherever the data appears: the map, online status in lists
// and cards, the news feed. (The profile's own fields are tested in profile.test.ts.)
import type { MapUsersResponse, MemberCard, NewsFeedResponse, UserSummary } from '@trailhead/shared-kernel/types';
import type { UserRow } from '../../db/tables/users.table';
import { build, json, loginAs, type TestApp } from '../../../test/helper';
import { makeNode, makeThread, makeUser, PASSWORD } from '../../../test/fixtures';
import { forgetMemberMap } from './member-map';

describe('privacy settings take effect everywhere', () => {
  let t: TestApp;
  let viewer: UserRow;
  let viewerCookie: string;
  let moderatorCookie: string;
  const now = () => Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    t = await build();
    viewer = await makeUser(t.db, { username: 'paidviewer', membership_code: 'premium_membership' });
    await makeUser(t.db, { username: 'modviewer', is_moderator: true });
    viewerCookie = await loginAs(t.app, 'paidviewer', PASSWORD);
    moderatorCookie = await loginAs(t.app, 'modviewer', PASSWORD);
  });
  afterAll(() => t.close());

  const get = async <T>(url: string, cookie?: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect(response.statusCode).toBe(200);
    return json<T>(response);
  };

  it('share_map_position off: the member is not on GET /users/map', async () => {
    const shown = await makeUser(t.db, { username: 'onthemap', share_map_position: true });
    const hidden = await makeUser(t.db, { username: 'offthemap', share_map_position: false });
    // Written past the API: the map's kept answer does not know them yet.
    forgetMemberMap(t.db);
    const map = await get<MapUsersResponse>('/api/users/map', viewerCookie);
    const ids = map.allUsers.map((user) => user.user_id);
    expect(ids).toContain(shown.user_id);
    expect(ids).not.toContain(hidden.user_id);
  });

  it('visible_online off: offline to others on the map, in lists and on the card; online to themself and staff', async () => {
    const shy = await makeUser(t.db, { username: 'shyrider', last_activity: now(), share_map_position: true, visible_online: false } as never);
    const open = await makeUser(t.db, { username: 'openrider', last_activity: now(), share_map_position: true });
    forgetMemberMap(t.db);
    const map = await get<MapUsersResponse>('/api/users/map', viewerCookie);
    expect(map.allUsers.find((user) => user.user_id === shy.user_id)?.is_online).toBe(false);
    expect(map.allUsers.find((user) => user.user_id === open.user_id)?.is_online).toBe(true);

    const latest = await get<{ users: UserSummary[] }>('/api/users/latest');
    expect(latest.users.find((user) => user.user_id === shy.user_id)?.is_online).toBe(false);
    expect(latest.users.find((user) => user.user_id === open.user_id)?.is_online).toBe(true);

    expect((await get<MemberCard>(`/api/users/${shy.user_id}/card`, viewerCookie)).user.is_online).toBe(false);
    expect((await get<MemberCard>(`/api/users/${shy.user_id}/card`)).user.is_online).toBe(false);
    expect((await get<MemberCard>(`/api/users/${shy.user_id}/card`, moderatorCookie)).user.is_online).toBe(true);
    const self = await loginAs(t.app, 'shyrider', PASSWORD);
    expect((await get<MemberCard>(`/api/users/${shy.user_id}/card`, self)).user.is_online).toBe(true);
    expect((await get<{ is_online: boolean }>('/api/me', self)).is_online).toBe(true);
  });

  it('a privacy change through POST /me shows at once on the card others open', async () => {
    const changer = await makeUser(t.db, { username: 'changer', last_activity: now() });
    const cookie = await loginAs(t.app, 'changer', PASSWORD);
    expect((await get<MemberCard>(`/api/users/${changer.user_id}/card`, viewerCookie)).user.is_online).toBe(true);
    const saved = await t.app.inject({ method: 'POST', url: '/api/me', headers: { cookie }, payload: { visible: false } });
    expect(saved.statusCode).toBe(200);
    expect((await get<MemberCard>(`/api/users/${changer.user_id}/card`, viewerCookie)).user.is_online).toBe(false);
  });

  it('visible_online off: offline as the author of a post', async () => {
    const shy = await makeUser(t.db, { username: 'shyauthor', last_activity: now(), visible_online: false } as never);
    const node = await makeNode(t.db, { title: 'Quiet forum' });
    const threadId = await makeThread(t.db, { node_id: node, title: 'A quiet thread', author: shy });
    const page = await get<{ posts: { User: UserSummary }[] }>(`/api/threads/${threadId}/posts`, viewerCookie);
    expect(page.posts[0].User.is_online).toBe(false);
  });

  it('allow_receive_news_feed: a followed member\'s posts reach the feed only of those their setting lets in', async () => {
    const node = await makeNode(t.db, { title: 'Feed forum' });
    const authors: Record<string, UserRow> = {};
    for (const setting of ['everyone', 'members', 'followed', 'none'] as const) {
      authors[setting] = await makeUser(t.db, { username: `feed${setting}`, allow_receive_news_feed: setting });
      await makeThread(t.db, { node_id: node, title: `News from ${setting}`, author: authors[setting], start: now() - 3600 });
      for (const follower of [viewer.user_id]) {
        await t.db.insertInto('user_follows').values({ user_id: follower, follow_user_id: authors[setting].user_id, follow_date: now() }).execute();
      }
    }
    const authorsInFeed = async () => new Set((await get<NewsFeedResponse>('/api/users/news-feed', viewerCookie)).items.map((item) => item.User.username));
    expect(await authorsInFeed()).toEqual(new Set(['feedeveryone', 'feedmembers']));
    // 'followed': once the author follows the viewer back.
    await t.db.insertInto('user_follows').values({ user_id: authors.followed.user_id, follow_user_id: viewer.user_id, follow_date: now() }).execute();
    await t.db.insertInto('user_follows').values({ user_id: authors.none.user_id, follow_user_id: viewer.user_id, follow_date: now() }).execute();
    expect(await authorsInFeed()).toEqual(new Set(['feedeveryone', 'feedmembers', 'feedfollowed']));
  });
});
