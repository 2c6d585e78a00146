import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '../fixtures/site';

const repoRoot = path.resolve(__dirname, '..', '..');

test.setTimeout(180_000);

test('a new shell and service worker deployed while a tab is open: the old tab still gets every chunk it asks for', async ({ page, request }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const oldShell = /\/main\.[0-9a-f]{10}\.js/.exec(await (await request.get('/', { headers: { accept: 'text/html' } })).text())?.[0];
  expect(oldShell, 'the page names its main script').toBeTruthy();

  // A deploy: the shell is built again, every chunk changed (a salt in its hash: new names), with a new service worker.
  const build = { ...process.env, BUILD_HASH_SALT: `deploy-${Date.now()}` };
  execFileSync(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['scripts/build.mjs', 'shell'], { cwd: repoRoot, env: build, stdio: 'ignore' });
  const newPage = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(newPage).not.toContain(oldShell!);
  const oldChunks = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => url.endsWith('.js')));

  // The open tab's browser finds the new worker, which takes over at once (skipWaiting, clientsClaim)
  // and drops the old build's files from its cache.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const takenOver = new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    await registration!.update();
    await takenOver;
  });

  // Nor does the browser's own cache keep them for ever (the old worker had fetched them all through it).
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.clearBrowserCache');

  // The old page opens something whose code it had not needed yet: the old build's chunk is still served.
  await page.getByRole('button', { name: 'Contact us' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact us' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Contact us' }).getByLabel('Name')).toBeVisible();
  const contactChunk = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).find((url) => url.includes('contact-modal')));
  expect(oldChunks).not.toContain(contactChunk);
  // It is the old build's: the new worker's list of the new build's files does not name it.
  const newWorker = await (await request.get('/sw.js')).text();
  expect(newWorker).toContain('contact-modal');
  expect(newWorker).not.toContain(path.basename(new URL(contactChunk!).pathname));
  expect(missing).toEqual([]);
});
