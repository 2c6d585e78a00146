import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { newMemberSession } from '../fixtures/accounts';
import { createReply, createThread, firstForum, sitePath } from '../fixtures/forum';
import { logIn } from '../fixtures/site';
import { seriousViolations } from '../fixtures/accessibility';

// Your data in your hands: a member of the test's own writes, downloads their data and deletes
// their account keeping their posts; the thread then shows the post as from 'Deleted member'.

async function userIdOf(session: APIRequestContext): Promise<number> {
  const response = await session.get('/api/me');
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { user_id: number }).user_id;
}

test('a member downloads their data, deletes their account keeping their posts, and the thread shows them as from Deleted member', async ({ page, baseURL }) => {
  const starter = await newMemberSession(baseURL!);
  const leaver = await newMemberSession(baseURL!);
  const leaverId = await userIdOf(leaver.session);
  const forum = await firstForum(starter.session);
  const { thread } = await createThread(starter.session, forum.node_id, `Leaving soon ${Date.now().toString(36)}`);
  const words = `Thanks for every ride, from ${leaver.username}`;
  await createReply(leaver.session, thread.thread_id, `<p>${words}</p>`);

  await logIn(page, leaver);
  await page.goto('/accountData');
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  await expect(page.getByText('What is deleted')).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // The archive downloads as a file and holds the post.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^trailhead-${leaver.username}-\\d{4}-\\d\\d-\\d\\d\\.json$`));
  const archive = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { profile: { username: string }; posts: { message_html: string; thread_id: number }[] };
  expect(archive.profile.username).toBe(leaver.username);
  expect(archive.posts).toContainEqual(expect.objectContaining({ thread_id: thread.thread_id, message_html: `<p>${words}</p>` }));

  // A wrong password changes nothing and keeps what was typed.
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByTestId('delete-account-dialog');
  await expect(dialog.getByRole('radio', { name: /Keep my posts/ })).toBeChecked();
  expect(await seriousViolations(page, '[data-testid="delete-account-dialog"]')).toEqual([]);
  await dialog.getByLabel('Your password').fill('Not#thePassword1');
  await dialog.getByLabel(/Type DELETE to confirm/).fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'The password is not correct.' })).toBeVisible();
  await expect(dialog.getByLabel('Your password')).toHaveValue('Not#thePassword1');

  await dialog.getByLabel('Your password').fill(leaver.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account was deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  expect((await leaver.session.get('/api/me')).status()).toBe(401);

  // The post stays, from 'Deleted member', with no link to a profile; the old profile is gone.
  await page.goto(sitePath(thread.view_url));
  const post = page.getByTestId('post').filter({ hasText: words });
  await expect(post).toBeVisible();
  await expect(post.getByText('Deleted member', { exact: true }).first()).toBeVisible();
  await expect(post.getByRole('link', { name: 'Deleted member' })).toHaveCount(0);
  await expect(post.getByRole('link', { name: leaver.username, exact: true })).toHaveCount(0);
  expect((await page.request.get(`/api/users/${leaverId}`)).status()).toBe(404);
  const relogin = await page.request.post('/api/login', { data: { login: leaver.username, password: leaver.password } });
  expect(relogin.status()).toBe(400);
});
