import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MAP_NEXT_VERSIONS } from '../fixtures/global-setup';
import { expect, logIn, release, test, withRemotesJson, type Page } from '../fixtures/site';

const [NEXT, NEXT_TOO] = MAP_NEXT_VERSIONS;
const remotesJson = () => path.join(process.env.E2E_RELEASES_DIR!, 'remotes.json');
const currentMap = () => (JSON.parse(readFileSync(remotesJson(), 'utf8')) as { remotes: Record<string, { current: string }> }).remotes['mfe-map'].current;
/** The shell's own code, as index.html names it: unchanged by anything a remote's release does. */
const shellScripts = async (page: Page) => (await (await page.request.get('/', { headers: { accept: 'text/html' } })).text()).match(/\/main\.[\w]+\.js/g);
const notFound = (page: Page) => page.getByRole('heading', { name: 'This page could not be found' });

test('a remote version that declares a new top-level path serves it once published, with no shell build; a rollback takes it away', async ({ page }) => {
  const before = currentMap();
  const shell = await shellScripts(page);
  await page.goto('/trail-reports');
  await expect(notFound(page)).toBeVisible();

  expect(release('publish', 'mfe-map', '--version', NEXT)).toContain(`current ${NEXT}`);
  try {
    await page.goto('/trail-reports');
    await expect(page.getByRole('heading', { name: 'Trail reports' })).toBeVisible();
    await expect(page.locator('[data-remote="mfe-map"]')).toHaveAttribute('data-remote-version', NEXT);
    expect(await shellScripts(page)).toEqual(shell);

    expect(release('rollback', 'mfe-map')).toContain(`current ${before}`);
    await page.reload();
    await expect(notFound(page)).toBeVisible();
    await expect(page.locator('[data-remote="mfe-map"]')).toHaveCount(0);
  } finally {
    if (currentMap() !== before) release('publish', 'mfe-map', '--version', before);
  }
});

test('a version that claims a path another remote serves is refused at publish time, and nothing changes', async () => {
  const claimer = '0.0.0-e2e-claims-events';
  const dir = path.join(process.env.E2E_RELEASES_DIR!, 'mfe-map');
  cpSync(path.join(dir, NEXT), path.join(dir, claimer), { recursive: true });
  writeFileSync(path.join(dir, claimer, 'routes.json'), JSON.stringify({ paths: { prefixes: ['map', 'events'] } }));
  const manifest = readFileSync(remotesJson(), 'utf8');

  let failure: { status?: number; stderr?: string } = {};
  try {
    release('publish', 'mfe-map', '--version', claimer);
  } catch (error) {
    failure = error as typeof failure;
  }
  expect(failure.status).toBe(1);
  expect(failure.stderr).toContain(`release: mfe-map ${claimer} cannot go live: /events is claimed by both mfe-events-clubs and mfe-map. Nothing was changed.`);
  expect(readFileSync(remotesJson(), 'utf8')).toBe(manifest);
});

test('a remote that throws while rendering falls back to its last-known-good version', async ({ page }) => {
  await withRemotesJson(page, (manifest) => {
    const map = manifest.remotes['mfe-map'];
    map.fallback = map.current;
    map.current = NEXT;
  });
  // A member's /map is drawn by the browser (a visitor's is drawn by the server, which would keep its drawing).
  await logIn(page, 'rookie');
  await page.goto('/map?fail=render');
  const area = page.locator('[data-remote="mfe-map"]');
  await expect(area).toHaveAttribute('data-remote-fallback', 'true');
  await expect(page.getByRole('heading', { name: 'Member map', exact: true })).toBeVisible();
});

test('a remote whose fallback throws while rendering too shows only its error panel; the frame keeps working', async ({ page }) => {
  await withRemotesJson(page, (manifest) => {
    const map = manifest.remotes['mfe-map'];
    map.current = NEXT;
    map.fallback = NEXT_TOO;
  });
  // A member's /map is drawn by the browser (a visitor's is drawn by the server, which would keep its drawing).
  await logIn(page, 'rookie');
  await page.goto('/map?fail=render');
  const panel = page.getByTestId('error-panel');
  await expect(panel).toContainText('The member map could not be loaded');
  await expect(panel).toContainText('The member map stopped working.');
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByTestId('app-version')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Clubs' }).click();
  await expect(page.getByTestId('club-card').first()).toBeVisible();
});
