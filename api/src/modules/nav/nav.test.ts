import type { AdminLinksResponse, NavResponse } from '@trailhead/shared-kernel/types';
import { seedReferenceData } from '../../seed/reference.seed';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { build, get, json, loginAs, type TestApp } from '../../../test/helper';

describe('GET /nav', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ seed: seedReferenceData });
  });
  afterAll(() => t.close());

  it('returns the top menu as a flat list with parent ids', async () => {
    const { links } = json<NavResponse>(await get(t.app, '/api/nav'));
    expect(links.filter((l) => l.parent_navigation_id === '').map((l) => l.title)).toEqual([
      'Home', 'Forums', 'Latest News', "What's New", 'Events', 'Clubs', 'Members', 'Map', 'Shop Gear',
    ]);
    const byId = Object.fromEntries(links.map((l) => [l.navigation_id, l]));
    expect(byId.forum_d).toMatchObject({ href: '/forums', target_blank: false });
    expect(byId.latest_news_d).toMatchObject({ href: '/news' });
    expect(byId.what_is_new).toMatchObject({ href: '/what-is-new' });
    expect(byId.events_d).toMatchObject({ href: '/events' });
    expect(byId.events_create).toEqual({ navigation_id: 'events_create', parent_navigation_id: 'events_d', title: 'Create event', href: '/events/create', target_blank: false });
    expect(byId.shop_gear).toEqual({ navigation_id: 'shop_gear', parent_navigation_id: '', title: 'Shop Gear', href: 'https://store.example.com', target_blank: true });
  });
});

describe('GET /nav/admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        await makeUser(db, { username: 'rookie', membership_code: 'free_membership' });
        await makeUser(db, { username: 'staffer', is_staff: true });
        await makeUser(db, { username: 'moderator', is_moderator: true, is_staff: true, is_content_moderator: true });
        await makeUser(db, { username: 'supermod', is_moderator: true, is_staff: true });
        await makeUser(db, { username: 'admin', is_admin: true, is_staff: true, is_super_admin: true });
        await makeUser(db, { username: 'fallen', is_moderator: true, account_state: 'banned' });
      },
    });
  });
  afterAll(() => t.close());

  const adminLinks = async (username?: string) => get(t.app, '/api/nav/admin', username ? await loginAs(t.app, username, PASSWORD) : undefined);

  it('needs a login', async () => {
    const response = await adminLinks();
    expect(response.statusCode).toBe(401);
    expect(json(response).errors[0].code).toBe('not_logged_in');
  });

  it.each(['rookie', 'fallen'])('is forbidden to %s', async (username) => {
    const response = await adminLinks(username);
    expect(response.statusCode).toBe(403);
    expect(json(response).errors).toHaveLength(1);
  });

  it('gives a content moderator the approval queue and reports links only', async () => {
    expect(json<AdminLinksResponse>(await adminLinks('moderator'))).toEqual({
      approval_queue_url: 'https://admin.trailhead.example/approval-queue',
      reports_url: 'https://admin.trailhead.example/reports',
      admin_url: null,
      vtb_admin_url: null,
    });
  });

  it('gives staff who are not content moderators the admin link (spec §6: they count as admin for it)', async () => {
    expect(json<AdminLinksResponse>(await adminLinks('supermod'))).toEqual({
      approval_queue_url: 'https://admin.trailhead.example/approval-queue',
      reports_url: 'https://admin.trailhead.example/reports',
      admin_url: 'https://admin.trailhead.example/',
      vtb_admin_url: 'https://vtb-admin.trailhead.example/',
    });
    // Staff without moderation rights: the admin link, not the moderators' queue and reports.
    expect(json<AdminLinksResponse>(await adminLinks('staffer'))).toEqual({
      approval_queue_url: null,
      reports_url: null,
      admin_url: 'https://admin.trailhead.example/',
      vtb_admin_url: 'https://vtb-admin.trailhead.example/',
    });
  });

  it('gives an admin every link', async () => {
    expect(json<AdminLinksResponse>(await adminLinks('admin'))).toEqual({
      approval_queue_url: 'https://admin.trailhead.example/approval-queue',
      reports_url: 'https://admin.trailhead.example/reports',
      admin_url: 'https://admin.trailhead.example/',
      vtb_admin_url: 'https://vtb-admin.trailhead.example/',
    });
  });
});
