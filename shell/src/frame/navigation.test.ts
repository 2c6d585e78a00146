import type { NavigationLink } from '@trailhead/shared-kernel/types';
import { menuTree, withVehicleSlug } from './navigation';

const link = (navigation_id: string, href: string, parent_navigation_id = ''): NavigationLink => ({ navigation_id, parent_navigation_id, href, title: navigation_id, target_blank: false });

describe('navigation', () => {
  it('adds the vehicle slug to the four vehicle-aware items only', () => {
    expect(withVehicleSlug(link('forum_d', '/forums'), 'trekker')).toBe('/forums/trekker');
    expect(withVehicleSlug(link('latest_news_d', '/news/'), 'trekker')).toBe('/news/trekker');
    expect(withVehicleSlug(link('clubs', '/clubs'), 'trekker')).toBe('/clubs');
    expect(withVehicleSlug(link('forum_d', '/forums'), null)).toBe('/forums');
  });

  it('nests children under their parents in list order', () => {
    const tree = menuTree([link('events_d', '/events'), link('create_event', '/events/create', 'events_d'), link('clubs', '/clubs')], 'summit');
    expect(tree.map((item) => [item.navigation_id, item.href, item.children.map((child) => child.href)])).toEqual([
      ['events_d', '/events/summit', ['/events/create']],
      ['clubs', '/clubs', []],
    ]);
  });

  it('opens Shop Gear through the single sign-on, in a new tab, whatever the stored link says', () => {
    const [shop] = menuTree([link('shop_gear', 'https://store.example.com')], 'summit');
    expect(shop).toMatchObject({ href: '/api/store/go?to=%2F', target_blank: true });
  });
});
