import { renameSync } from 'node:fs';
import path from 'node:path';
import { expect, logIn, release, test, withRemotesJson } from '../fixtures/site';

test('a remote whose current version is missing falls back to its last-known-good version', async ({ page }) => {
  let good = '';
  await withRemotesJson(page, (manifest) => {
    const remote = manifest.remotes['mfe-events-clubs'];
    good = remote.current!;
    remote.fallback = good;
    remote.current = '9.9.9-missing';
  });
  // A page the browser draws (the server draws /events and a club's public tabs with the remotes.json
  // it has, not this one): a demo club's Admin tab, which a visitor is refused.
  await page.goto('/clubs/moab-trail-crew/admin');
  await expect(page.getByTestId('club-admin-refused')).toBeVisible();
  const area = page.locator('[data-remote="mfe-events-clubs"]');
  await expect(area).toHaveAttribute('data-remote-fallback', 'true');
  await expect(area).toHaveAttribute('data-remote-version', /.+/);
});

test('a remote whose current version throws when it loads falls back too', async ({ page }) => {
  await withRemotesJson(page, (manifest) => {
    const remote = manifest.remotes['mfe-profile-account'];
    remote.fallback = remote.current;
    remote.current = '9.9.9-broken';
  });
  await page.route('**/releases/mfe-profile-account/9.9.9-broken/remoteEntry.js', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: 'throw new Error("a broken deploy");' }),
  );
  // A page the browser draws (the server draws /members and profiles with the remotes.json it has,
  // not this one): /reactions, which tells a visitor to log in.
  await page.goto('/reactions');
  await expect(page.getByText('Please login in to see the content of the page.')).toBeVisible();
  await expect(page.locator('[data-remote="mfe-profile-account"]')).toHaveAttribute('data-remote-fallback', 'true');
});

test('an unreachable remote shows only its error panel with Retry; the frame and other remotes keep working', async ({ page }) => {
  await withRemotesJson(page, (manifest) => {
    const remote = manifest.remotes['mfe-map'];
    remote.entry = 'http://127.0.0.1:9/remoteEntry.js';
    remote.fallbackEntry = 'http://127.0.0.1:9/fallback/remoteEntry.js';
  });
  // A member's /map is drawn by the browser (a visitor's is drawn by the server, which would keep its drawing).
  await logIn(page, 'rookie');
  await page.goto('/map');
  const panel = page.getByTestId('error-panel');
  await expect(panel).toContainText('The member map could not be loaded');
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByTestId('app-version')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Clubs' }).click();
  await expect(page.getByTestId('club-card').first()).toBeVisible();
});

test('release rollback followed by a reload serves the older forum version', async ({ page }) => {
  const status = JSON.parse(JSON.stringify((await (await page.request.get('/remotes.json')).json()).remotes['mfe-forum']));
  expect(status.fallback, 'the test server has two forum releases').toBeTruthy();

  await page.goto('/forums');
  await expect(page.locator('[data-remote="mfe-forum"]')).toHaveAttribute('data-remote-version', status.current);

  const output = release('rollback', 'mfe-forum');
  expect(output).toContain(`current ${status.fallback}`);
  try {
    await page.reload();
    await expect(page.locator('[data-remote="mfe-forum"]')).toHaveAttribute('data-remote-version', status.fallback);
    await expect(page.getByTestId('forum-row').first()).toBeVisible();
  } finally {
    release('publish', 'mfe-forum', '--version', status.current);
  }
});

test("a remote's files removed in the middle of a visit: the area says so within 2 s, the rest of the site keeps working", async ({ page }) => {
  // The session starts with every remote's files in place: the forum's home page is up.
  await page.goto('/');
  await expect(page.getByTestId('app-version')).toBeVisible();
  // Then every version of the events and clubs remote disappears from the server (a bad deploy, a purged bucket).
  const releases = process.env.E2E_RELEASES_DIR!;
  const folder = path.join(releases, 'mfe-events-clubs');
  const aside = path.join(releases, '..', `mfe-events-clubs-removed-${Date.now()}`);
  renameSync(folder, aside);
  try {
    const started = Date.now();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Clubs' }).click();
    const panel = page.getByTestId('error-panel');
    await expect(panel).toContainText('could not be loaded', { timeout: 2000 });
    expect(Date.now() - started).toBeLessThanOrEqual(2000);
    await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The frame and the other areas are untouched.
    await expect(page.getByTestId('app-version')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Forums' }).click();
    await expect(page.getByTestId('forum-row').first()).toBeVisible();
  } finally {
    renameSync(aside, folder);
  }
});
