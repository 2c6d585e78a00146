import { isPageRequest } from './site.plugin';

describe('which requests are pages of the app', () => {
  const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

  it('a navigation to a path that names no kind of shell file is a page, dots and queries included', () => {
    for (const url of ['/map', '/forums/', '/members/TrailBoss.12', '/threads/a-b.7/page-2', '/search?searchText=a.js', '/events/2026.12']) {
      expect([url, isPageRequest(url, html)]).toEqual([url, true]);
    }
  });

  it("the shell's files, and anything not asked for as HTML, are looked for as files", () => {
    for (const url of ['/main.1a2b.js', '/offline.html', '/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png']) {
      expect([url, isPageRequest(url, html)]).toEqual([url, false]);
    }
    expect(isPageRequest('/map', '*/*')).toBe(false);
    expect(isPageRequest('/map', undefined)).toBe(false);
  });
});
