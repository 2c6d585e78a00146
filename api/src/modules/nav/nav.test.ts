import type { NavResponse } from '@trailhead/shared-kernel/types';
import { seedReferenceData } from '../../seed/reference.seed';
import { build, get, json, type TestApp } from '../../../test/helper';

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
