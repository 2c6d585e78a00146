import { breadcrumbsFor } from './breadcrumbs';

describe('breadcrumbsFor (spec §2)', () => {
  it('always starts with Home at the vehicle home URL', () => {
    expect(breadcrumbsFor('/', '/trekker')).toEqual([{ label: 'Home', href: '/trekker' }]);
  });

  it('names known segments and drops unnamed ones', () => {
    expect(breadcrumbsFor('/help/privacy-policy', '/')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Help', href: '/help' },
      { label: 'Privacy Policy', href: '/help/privacy-policy' },
    ]);
    expect(breadcrumbsFor('/events/123', '/')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Events', href: '/events' },
    ]);
  });

  it('names pairs: events/create is New Event, clubs/create is Register Club', () => {
    expect(breadcrumbsFor('/events/create', '/').map((crumb) => crumb.label)).toEqual(['Home', 'Events', 'New Event']);
    expect(breadcrumbsFor('/clubs/create', '/').map((crumb) => crumb.label)).toEqual(['Home', 'Clubs', 'Register Club']);
  });

  it('reads the spec names case-insensitively', () => {
    expect(breadcrumbsFor('/accountDetails', '/').map((crumb) => crumb.label)).toEqual(['Home', 'Account Details']);
    expect(breadcrumbsFor('/newsFeed', '/').map((crumb) => crumb.label)).toEqual(['Home', 'News Feed']);
    expect(breadcrumbsFor('/cookieSettings', '/').map((crumb) => crumb.label)).toEqual(['Home', 'Cookies Settings']);
  });

  it("leaves the forum area's pages to draw their own (Home › Forums › the forum), and keeps the forum index's", () => {
    for (const path of ['/forums/general-off-road-discussion-n.3/', '/threads/snow-wheeling-t.28/page-2', '/forums/general-n.3/post-thread', '/general-n.3/post-thread']) {
      expect([path, breadcrumbsFor(path, '/')]).toEqual([path, [{ label: 'Home', href: '/' }]]);
    }
    expect(breadcrumbsFor('/forums', '/').map((crumb) => crumb.label)).toEqual(['Home', 'Forums']);
    expect(breadcrumbsFor('/forums/trekker', '/').map((crumb) => crumb.label)).toEqual(['Home', 'Forums']);
  });
});
