import { expect, pageSettled, test } from '../fixtures/site';

test('the home page shows featured threads, the latest news, trending threads and the side placeholders', async ({ page }) => {
  await page.goto('/');
  const home = page.getByTestId('home-page');
  for (const section of ['Featured', 'Latest news', 'Trending']) {
    await expect(home.getByRole('region', { name: section }).getByTestId('content-card').first()).toBeVisible();
  }
  await expect(page.getByTestId('placeholders-left')).not.toBeEmpty();
  await expect(page.getByTestId('placeholders-right')).not.toBeEmpty();
});

test('the home and news lists follow the vehicle type, from the switcher or from the URL', async ({ page, request }) => {
  const featuredCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/threads/featured') featuredCalls.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByTestId('content-card').first()).toBeVisible();
  const switcher = page.getByTestId('vehicle-switcher');
  const typeId = await switcher.locator('option').nth(1).getAttribute('value');
  await switcher.selectOption(typeId!);
  await expect.poll(() => featuredCalls.some((url) => url.includes(`vehicle_type_id=${typeId}`))).toBe(true);

  const { vehicle_types: types } = await (await request.get('/api/vehicles')).json();
  const slug = types[0].slug_url;
  await page.goto(`/news/${slug}`);
  await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
  await page.goto('/news/no-such-vehicle');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
});

test('news lists articles and what-is-new has its latest and trending tabs', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByTestId('news-list').getByTestId('content-card').first()).toBeVisible();
  await page.goto('/what-is-new');
  await expect(page.getByTestId('what-is-new-list').getByTestId('content-card').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'What is new' }).getByRole('link', { name: 'Trending' }).click();
  await expect(page).toHaveURL(/\/what-is-new\/trending$/);
  await expect(page.getByTestId('what-is-new-list').getByTestId('content-card').first()).toBeVisible();
});

test('search, titles only, highlights the words it found', async ({ page, request }) => {
  const { threads } = await (await request.get('/api/threads/latest?page=1')).json();
  const word = (threads[0].title as string).split(/\s+/).find((candidate) => /^[A-Za-z]{5,}$/.test(candidate))!;
  await page.goto('/');
  await page.goto(`/search?searchText=${encodeURIComponent(word)}&searchCheckbox=1`);
  const first = page.getByTestId('search-result').first();
  await expect(first).toBeVisible();
  await expect(first.locator('h2 mark').first()).toHaveText(new RegExp(word, 'i'));

  await page.getByLabel('Search words').fill('"unclosed (quote AND * NEAR(');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /result/i })).toBeVisible();
});

test('the home page does not jump while its sections load (layout shift under 0.1)', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(page.getByTestId('content-card').first()).toBeVisible();
  await expect(page.getByTestId('latest-videos-section')).toBeAttached();
  await pageSettled(page);
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.1);
});
