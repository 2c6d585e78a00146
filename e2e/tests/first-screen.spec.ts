import { expect, logIn, pageSettled, SITE_VERSION_TEXT, test, waitForLivePage } from '../fixtures/site';

// The home page's first screen is drawn by the server for visitors (api/src/site/first-screen.ts)
// and taken over by the app when its page is ready (shell/src/app/first-screen.ts).

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor's home page arrives drawn: frame, featured threads and footer", async ({ page }) => {
    await page.goto('/');
    const drawn = page.locator('#first-screen');
    await expect(drawn.getByRole('link', { name: 'Trailhead home' })).toBeVisible();
    await expect(drawn.getByRole('heading', { name: 'Featured' })).toBeVisible();
    await expect(drawn.getByTestId('content-card').first()).toBeVisible();
    await expect(drawn.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(drawn.getByTestId('app-version')).toHaveText(SITE_VERSION_TEXT);
    // Its links are plain links: they work before any code has arrived.
    const firstThread = drawn.getByTestId('content-card').first().getByRole('link').first();
    expect(await firstThread.getAttribute('href')).toMatch(/-t\.\d+\/$/);
  });
});

test('the app takes the drawn screen over without moving anything, and is then live', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  await page.addInitScript(() => {
    const seen = { shifts: 0, paints: [] as number[] };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => (seen.shifts += (entry as PerformanceEntry & { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.paints.push(entry.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const response = await page.goto('/', { waitUntil: 'commit' });
  expect(await response!.text()).toContain('<div id="first-screen">');
  await waitForLivePage(page);
  const takenOverAt = await page.evaluate(() => performance.now());

  await expect(page.locator('#root')).toBeVisible();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await pageSettled(page);
  const seen = await page.evaluate(() => (window as unknown as { seen: { shifts: number; paints: number[] } }).seen);
  expect(seen.shifts).toBe(0);
  // The largest paint is the drawn screen's, before the app took over: the live page paints nothing larger.
  expect(seen.paints.length).toBeGreaterThan(0);
  expect(Math.max(...seen.paints)).toBeLessThan(takenOverAt);

  // Live: the Log in button opens the modal, and the app did not ask the API again for what was drawn.
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the app does not ask again for what the server drew with', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(threads\/featured|trending|nav|vehicles)\b/.test(request.url())) asked.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  expect(asked).toEqual([]);
});

test("a member's home page is drawn by their browser alone", async ({ page }) => {
  await logIn(page, 'member');
  const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(html).not.toContain('id="first-screen"');
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('a button tapped on the drawing before the code has arrived is pressed when the page is live', async ({ page }) => {
  // A slow connection: the app's code arrives only after the tap on the drawing.
  let codeMayArrive!: () => void;
  const tapped = new Promise<void>((resolve) => (codeMayArrive = resolve));
  await page.route(/\/main\.[0-9a-f]{10}\.js$/, async (route) => {
    await tapped;
    await route.continue();
  });
  const response = await page.goto('/', { waitUntil: 'commit' });
  expect(response!.ok()).toBeTruthy();
  await page.locator('#first-screen').getByRole('button', { name: 'Log in' }).click();
  codeMayArrive();
  await waitForLivePage(page);
  await expect(page.getByRole('dialog')).toBeVisible();
});
