import { expect, navigateInApp, test } from '../fixtures/site';

// Chunk names keep the package path (optimization.chunkIds 'named'), so each shared library is recognisable.
const SHARED_LIBRARIES: Record<string, RegExp> = {
  react: /node_modules_react_index_js/,
  'react-dom': /node_modules_react-dom_index_js/,
  'react-router': /node_modules_react-router_dist_/,
  'UI library (shared-kernel/ui over Chakra)': /shared-kernel_src_ui_index_ts/,
  'shared-kernel bus': /shared-kernel_src_bus_index_ts/,
};

/** rxjs has no chunk of its own (only the bus imports it), so it is recognised by its code: an error message of its Subject. */
const RXJS_MARKER = 'object unsubscribed';

test('each shared library is downloaded once across the shell and all five remotes', async ({ page }) => {
  const scripts: string[] = [];
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(new URL(response.url()).pathname);
    bodies.push(response.text().catch(() => ''));
  });
  await page.goto('/forums');
  await expect(page.getByTestId('forum-row').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Clubs', exact: true }).click();
  await expect(page.getByTestId('club-card').first()).toBeVisible();
  for (const [path, marker] of [
    ['/events', 'event-card'],
    ['/members', 'member-card'],
    ['/alerts', 'login-required'],
  ] as const) {
    await navigateInApp(page, path);
    await expect(page.getByTestId(marker).first()).toBeVisible();
  }
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Map', exact: true }).click();
  await expect(page.locator('[data-remote="mfe-map"][data-remote-state="ready"]')).toBeVisible();

  const remoteEntries = scripts.filter((script) => script.endsWith('/remoteEntry.js'));
  expect(remoteEntries).toHaveLength(5);
  for (const [library, pattern] of Object.entries(SHARED_LIBRARIES)) {
    const copies = scripts.filter((script) => pattern.test(script));
    expect(copies, `${library} downloads`).toHaveLength(1);
  }
  const withRxjs = (await Promise.all(bodies)).filter((body) => body.includes(RXJS_MARKER));
  expect(withRxjs, 'scripts carrying rxjs').toHaveLength(1);
});

test('an event on the shell bus reaches a remote: the vehicle switcher filters the events list', async ({ page }) => {
  const eventRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/events') eventRequests.push(request.url());
  });
  await page.goto('/events');
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  const switcher = page.getByTestId('vehicle-switcher');
  const option = switcher.locator('option').nth(1);
  const vehicleTypeId = await option.getAttribute('value');
  await switcher.selectOption(vehicleTypeId!);
  await expect.poll(() => eventRequests.some((url) => url.includes(`vehicle_type_id=${vehicleTypeId}`))).toBe(true);

  // The choice is kept in a cookie and survives a reload.
  await page.reload();
  await expect(page.getByTestId('vehicle-switcher')).toHaveValue(vehicleTypeId!);
});

test('remote URLs are not baked into the shell build', async ({ request, page }) => {
  const html = await (await request.get('/')).text();
  // A visitor's home page preloads the script that it starts after painting the drawn first screen.
  const scripts = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const body = await (await request.get(script)).text();
    expect(body).not.toContain('remoteEntry.js');
    expect(body).not.toContain('/releases/');
  }
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('cache headers: hashed assets for a year, pointers and entries revalidated', async ({ request }) => {
  const manifest = await request.get('/remotes.json');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const { remotes } = await manifest.json();
  const forum = remotes['mfe-forum'];
  const entry = await request.get(`/releases/mfe-forum/${forum.current}/remoteEntry.js`);
  expect(entry.headers()['cache-control']).toBe('no-cache');
  const mfManifest = await request.get(`/releases/mfe-forum/${forum.current}/mf-manifest.json`);
  expect(mfManifest.headers()['cache-control']).toBe('no-cache');
  const html = await (await request.get('/')).text();
  const hashed = html.match(/(?:src|href)="(\/main\.[0-9a-f]{10}\.js)"/)?.[1];
  expect(hashed).toBeDefined();
  expect((await request.get(hashed!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/events', { headers: { accept: 'text/html' } })).headers()['cache-control']).toBe('no-cache');
});

test('assets go out precompressed, and the compressed copy is the same file', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const main = html.match(/(?:src|href)="(\/main\.[0-9a-f]{10}\.js)"/)![1];
  const plain = await request.get(main, { headers: { 'accept-encoding': 'identity' } });
  const brotli = await request.get(main, { headers: { 'accept-encoding': 'br' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await brotli.text()).toBe(await plain.text());
});
