// The pages served apart from the API (ARCHITECTURE §5: API_BASE_URL may point elsewhere; then CORS
// with credentials): a second server serves the site's pages on another origin, told to call the
// e2e server's API. A member signs in through the page's own dialog, reads, replies and hears the
// live stream, and every call of the page goes to the API's origin, under the page's policy.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { newMemberSession } from '../fixtures/accounts';
import { createThread, firstForum, sitePath } from '../fixtures/forum';
import { E2E_PAGES_PORT } from '../fixtures/global-setup';
import { expect, test } from '../fixtures/site';

const repoRoot = path.resolve(__dirname, '..', '..');
const pagesOrigin = `http://127.0.0.1:${E2E_PAGES_PORT}`;
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

let pages: ChildProcess | undefined;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  // The same build and the same data, another origin; its pages name the e2e server's API.
  pages = spawn(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(E2E_PAGES_PORT),
      HOST: '127.0.0.1',
      RELEASES_DIR: process.env.E2E_RELEASES_DIR,
      DATA_DIR: path.join(process.env.E2E_WORK_DIR!, 'data'),
      API_BASE_URL: `${baseURL}/api`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  await expect.poll(() => fetch(`${pagesOrigin}/api/health`).then((response) => response.ok, () => false), { timeout: 100_000 }).toBe(true);
});

test.afterAll(() => {
  if (pages?.pid) process.kill(-pages.pid, 'SIGTERM');
});

test('pages on another origin call the API there: sign in, read, reply, and the reply arrives live', async ({ page, baseURL }) => {
  const starter = await newMemberSession(baseURL!);
  const forum = await firstForum(starter.session);
  const { thread } = await createThread(starter.session, forum.node_id, `Split origins ${unique()}`, '<p>Does the API answer from afar?</p>');

  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.origin);
  });

  await page.goto(`${pagesOrigin}/?login=true`);
  await expect(page.locator('meta[name="trailhead-api"]')).toHaveAttribute('content', `${baseURL}/api`);
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username or e-mail').fill(starter.username);
  await login.getByLabel('Password').fill(starter.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();
  await expect(page.getByTestId('account-menu')).toBeVisible();

  await page.goto(`${pagesOrigin}${sitePath(thread.view_url)}`);
  await expect(page.getByTestId('post').first()).toContainText('Does the API answer from afar?');
  const box = page.getByTestId('reply-box');
  await box.getByRole('textbox', { name: 'Your reply' }).click();
  await page.keyboard.type('It does, with my cookies.');
  await box.getByRole('button', { name: 'Post reply' }).click();
  await expect(page.getByTestId('post').nth(1)).toContainText('It does, with my cookies.');

  // Another member's reply reaches this page through the API's live stream.
  const other = await newMemberSession(baseURL!);
  const answer = await other.session.post('/api/posts', { data: { thread_id: thread.thread_id, message_html: '<p>Heard it live.</p>' } });
  expect(answer.ok()).toBeTruthy();
  await expect(page.getByTestId('post').nth(2)).toContainText('Heard it live.');

  expect(calls.length).toBeGreaterThan(3);
  expect([...new Set(calls)]).toEqual([new URL(baseURL!).origin]);
});
