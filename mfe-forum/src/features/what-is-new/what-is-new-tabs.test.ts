import { tabFromParam, WHAT_IS_NEW_TABS } from './what-is-new-tabs';

describe('what-is-new tabs', () => {
  it('has the five tabs of spec §2', () => {
    expect(WHAT_IS_NEW_TABS.map((entry) => entry.tab).sort()).toEqual(['latest', 'latest-profile', 'news-feed', 'trending', 'watched-threads']);
  });

  it('reads the tab from the URL, latest by default, unknown ones as missing', () => {
    expect(tabFromParam(undefined)).toBe('latest');
    expect(tabFromParam('news-feed')).toBe('news-feed');
    expect(tabFromParam('watched-threads')).toBe('watched-threads');
    expect(tabFromParam('popular')).toBeNull();
  });

  it('asks for a login on the personal tabs only', () => {
    const personal = WHAT_IS_NEW_TABS.filter((entry) => 'needsLogin' in entry && entry.needsLogin).map((entry) => entry.tab);
    expect(personal).toEqual(['news-feed', 'watched-threads']);
  });
});
