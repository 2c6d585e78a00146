import AxeBuilder from '@axe-core/playwright';
import { expect, logIn, SITE_VERSION_TEXT, test, waitForLivePage, type Page } from '../fixtures/site';

// A visitor's public pages are drawn by the server (api/src/site/first-screen.ts, the routes each
// remote declares in its src/server.tsx) and taken over by the app by hydration (shell/src/bootstrap.tsx).

/** Page 2 of the long demo thread: its path, found the way a link would name it. */
async function threadPage(page: Page, n = 2): Promise<string> {
  const { thread } = (await (await page.request.get('/api/threads/68')).json()) as { thread: { view_url: string } };
  return `${new URL(thread.view_url, 'http://site').pathname}page-${n}`;
}

/** Waits until every image on screen has loaded (those below the fold load lazily, when scrolled to), and the fonts. */
async function screenSettled(page: Page) {
  await page.waitForFunction(() => {
    const onScreen = Array.from(document.images).filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    });
    return onScreen.every((image) => image.complete) && document.fonts.status === 'loaded';
  });
  // Two frames: what the images and fonts caused is painted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Holds the app's code back until the returned function is called: what is on screen until then is the server's drawing. */
async function holdTheCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]{10}\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor's home page arrives drawn: frame, featured threads and footer", async ({ page }) => {
    await page.goto('/');
    const drawn = page.locator('#root');
    await expect(drawn.getByRole('link', { name: 'Trailhead home' })).toBeVisible();
    await expect(drawn.getByRole('heading', { name: 'Featured' })).toBeVisible();
    await expect(drawn.getByTestId('content-card').first()).toBeVisible();
    await expect(drawn.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(drawn.getByTestId('app-version')).toHaveText(SITE_VERSION_TEXT);
    // Its links are plain links: they work before any code has arrived.
    const firstThread = drawn.getByTestId('content-card').first().getByRole('link').first();
    expect(await firstThread.getAttribute('href')).toMatch(/-t\.\d+\/$/);
  });

  test('a thread page arrives with its posts, its pager and working links', async ({ page }) => {
    const path = await threadPage(page, 50);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'The official trail photo thread' })).toBeVisible();
    await expect(page.getByText('Page 50 of', { exact: false }).first()).toBeVisible();
    const posts = page.locator('article');
    // The first post's pictures are on screen as the page opens: they load with it, the others as they come near.
    const pictures = page.getByTestId('post-attachments').getByRole('img');
    expect(await pictures.count()).toBeGreaterThan(1);
    const loading = await pictures.evaluateAll((images) => images.map((image) => [image.closest('article') === document.querySelector('article'), image.getAttribute('loading')]));
    expect(loading).toContainEqual([true, 'eager']);
    expect(loading.filter(([inFirst, how]) => inFirst !== (how === 'eager'))).toEqual([]);
    expect(await posts.count()).toBe(20);
    await expect(posts.first()).toContainText('#981');
    // The pager and the authors are links that work without code: follow one.
    const next = page.getByRole('link', { name: 'Next' }).first();
    expect(await next.getAttribute('href')).toMatch(/page-51$/);
    await next.click();
    await expect(page).toHaveURL(/page-51$/);
    await expect(page.getByText('Page 51 of', { exact: false }).first()).toBeVisible();
  });
});

test('the app takes a drawn thread page over without moving anything, asking for nothing it was drawn with, keeping focus', async ({ page }) => {
  const path = await threadPage(page);
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(String(error)));
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Images and the live stream are not data the drawing was made from.
    if (url.pathname.startsWith('/api/') && !/^\/api\/(attachments\/\d+\/data|live)\b/.test(url.pathname)) asked.push(url.pathname + url.search);
  });
  await page.addInitScript(() => {
    // Each shift with what moved, from where to where, and when: a failure names the element.
    type Shift = PerformanceEntry & { value: number; sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    const name = (node: Node | null) => (node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.getAttribute('data-testid') ? `[${node.getAttribute('data-testid')}]` : ''} "${(node.textContent ?? '').slice(0, 40)}"` : String(node?.nodeName));
    const box = (rect: DOMRectReadOnly) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new PerformanceObserver((list) =>
      (list.getEntries() as Shift[]).forEach((entry) =>
        seen.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${entry.sources.map((source) => `${name(source.node)} ${box(source.previousRect)} → ${box(source.currentRect)}`).join('; ')}`),
      ),
    ).observe({ type: 'layout-shift', buffered: true });
  });
  const releaseCode = await holdTheCode(page);
  // 'commit': the test looks at the drawing itself, before the app has taken it over.
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('article').first()).toBeVisible();
  // Someone reading by keyboard has moved to a link on the drawing before the code came.
  await page.getByRole('link', { name: 'Next' }).first().focus();
  await page.evaluate(() => ((window as unknown as { focusedBefore: Element | null }).focusedBefore = document.activeElement));
  await screenSettled(page);
  // Images are compared by their boxes: the browser may rasterise a scaled image's pixels a level
  // apart from one paint to the next (seen: 37 pixels, 2/255), which is not the page moving.
  const images = { mask: [page.locator('img')] };
  const drawn = await page.screenshot(images);

  const releasedAt = await page.evaluate(() => Math.round(performance.now()));
  releaseCode();
  await waitForLivePage(page);
  await screenSettled(page);
  // The very element is still there, still focused: the drawing was taken over, not replaced.
  expect(await page.evaluate(() => document.activeElement === (window as unknown as { focusedBefore: Element | null }).focusedBefore && document.activeElement?.isConnected)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen), `layout shifts (the code was let through at ${releasedAt} ms)`).toEqual([]);
  expect(asked).toEqual([]);
  expect(problems).toEqual([]);
  // Its styles were drawn into <head> and named for emotion: taking the page over wrote none again.
  const rewritten = await page.evaluate(() => [...document.querySelectorAll('style[data-emotion]')].filter((style) => (style as HTMLStyleElement).sheet?.cssRules.length).length);
  expect(rewritten).toBe(0);
  // The live page looks exactly as drawn.
  const live = await page.screenshot(images);
  expect(live.equals(drawn)).toBe(true);

  // And it is live: the pager moves in the app, which now asks the API for the next page.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/page-3$/);
  await expect(page.getByText('Page 3 of', { exact: false }).first()).toBeVisible();
  expect(asked.some((url) => url.startsWith('/api/threads/68/posts?page=3'))).toBe(true);
});

for (const [name, path] of [
  ['forum index', '/forums'],
  ['a thread page', ''],
  ['news', '/news'],
  ['search results', '/search?searchText=trail'],
] as const) {
  test(`the drawn ${name} is accessible before the code arrives`, async ({ page }) => {
    const target = path || (await threadPage(page));
    const releaseCode = await holdTheCode(page);
    const response = await page.goto(target, { waitUntil: 'commit' });
    expect(await response!.text()).toContain('id="first-screen-data"');
    await expect(page.getByRole('main')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
    releaseCode();
  });
}

test("a member's home page is drawn by their browser alone", async ({ page }) => {
  await logIn(page, 'member');
  const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(html).not.toContain('id="first-screen-data"');
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('a button tapped on the drawing before the code has arrived is pressed when the page is live', async ({ page }) => {
  const releaseCode = await holdTheCode(page);
  const response = await page.goto('/', { waitUntil: 'commit' });
  expect(response!.ok()).toBeTruthy();
  await page.getByRole('button', { name: 'Log in' }).click();
  releaseCode();
  await waitForLivePage(page);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});
