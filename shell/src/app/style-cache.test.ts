/** @jest-environment jsdom */
import { createStyleCache } from './style-cache';

describe('the browser style cache', () => {
  afterEach(() => document.head.replaceChildren());

  it("puts the page's nonce on the style elements it writes", () => {
    document.head.innerHTML = '<meta name="csp-nonce" content="c3R5bGU=">';
    const cache = createStyleCache();
    cache.insert('.a', { name: 'a1', styles: 'color:red;', next: undefined }, cache.sheet, true);
    const written = Array.from(document.head.querySelectorAll('style[data-emotion]'));
    expect(written.length).toBeGreaterThan(0);
    for (const style of written) expect(style.getAttribute('nonce')).toBe('c3R5bGU=');
  });

  it('writes plain style elements on a page that names no nonce (the dev server)', () => {
    const cache = createStyleCache();
    expect(cache.sheet.nonce).toBeUndefined();
  });
});
