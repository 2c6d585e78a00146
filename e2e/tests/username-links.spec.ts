import type { APIRequestContext, Page } from '@playwright/test';
import { expect, logIn, test } from '../fixtures/site';
import { newMemberSession } from '../fixtures/accounts';
import { createThread, firstForum, sitePath } from '../fixtures/forum';

// Every username on the site is the shared UserLink: it leads to a real profile (/members/{name}.{id}/)
// and opens the member's hover popup (spec §2, §9). The crawl reads the seeded pages; the journey
// uses members registered for it, so its follow and ignore touch nobody else's data.

/** A username link: a profile address ending in .{id} (with or without the trailing slash). */
const PROFILE_PATH = /^\/members\/[^/]+\.(\d+)\/?$/;

async function usernameLinks(page: Page): Promise<string[]> {
  await expect(page.locator('a[href^="/members/"]').first()).toBeVisible();
  const hrefs = await page.locator('a[href^="/members/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.filter((href) => PROFILE_PATH.test(href));
}

async function busiestThread(request: APIRequestContext): Promise<string> {
  const forum = await firstForum(request);
  const response = await request.get(`/api/forums/${forum.node_id}/threads`);
  expect(response.ok()).toBeTruthy();
  const { threads } = (await response.json()) as { threads: { view_url: string; reply_count: number }[] };
  return sitePath([...threads].sort((a, b) => b.reply_count - a.reply_count)[0].view_url);
}

async function firstEvent(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/events', { params: { page: 1 } });
  expect(response.ok()).toBeTruthy();
  const { events } = (await response.json()) as { events: { event_id: number }[] };
  return `/events/${events[0].event_id}`;
}

test('every username link on the home, forum, thread and events pages opens a real profile', async ({ page }) => {
  const pages = ['/', '/forums', await busiestThread(page.request), '/events', await firstEvent(page.request)];
  const found = new Map<string, string>();
  for (const path of pages) {
    await page.goto(path);
    const links = await usernameLinks(page);
    expect(links.length, `username links on ${path}`).toBeGreaterThan(0);
    for (const href of links) if (!found.has(href)) found.set(href, path);
  }

  for (const [href, from] of found) {
    const html = await page.request.get(href, { headers: { accept: 'text/html' } });
    expect(html.status(), `${href} (linked from ${from})`).not.toBe(404);
    const id = Number(PROFILE_PATH.exec(href)![1]);
    const profile = await page.request.get(`/api/users/${id}`);
    expect(profile.status(), `/api/users/${id} (linked from ${from})`).toBe(200);
  }

  // The page itself draws the member, not the site's 404 page: a few of them in the browser.
  for (const href of [...found.keys()].slice(0, 4)) {
    const id = Number(PROFILE_PATH.exec(href)![1]);
    const { user } = (await (await page.request.get(`/api/users/${id}`)).json()) as { user: { username: string } };
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1, name: user.username })).toBeVisible();
  }
});

test('hovering a username in a thread opens the member card; Follow, then Ignore folds their post', async ({ page, baseURL }) => {
  const author = await newMemberSession(baseURL!);
  const viewer = await newMemberSession(baseURL!);
  const forum = await firstForum(author.session);
  const { thread } = await createThread(author.session, forum.node_id, `Hover card ${Date.now().toString(36)}`, '<p>Aired down to 15 psi.</p>');
  await logIn(page, viewer);

  await page.goto(sitePath(thread.view_url));
  const name = page.getByTestId('post').first().getByRole('link', { name: author.username, exact: true });
  await name.hover();
  const popup = page.getByRole('dialog', { name: `About ${author.username}` });
  await expect(popup).toBeVisible();
  await expect(popup.getByText('Messages')).toBeVisible();

  await popup.getByRole('button', { name: `Follow ${author.username}` }).click();
  await expect(popup.getByRole('button', { name: `Unfollow ${author.username}` })).toBeVisible();
  const follows = await viewer.session.get(`/api/users/${(await (await author.session.get('/api/me')).json()).user_id}/card`);
  expect(((await follows.json()) as { user: { is_followed: boolean } }).user.is_followed).toBe(true);

  // Ignoring folds the member's post at once (the popup goes with the name it belonged to).
  await popup.getByRole('button', { name: `Ignore ${author.username}` }).click();
  await expect(page.getByText(`Post by ${author.username} is hidden because you ignore this member.`)).toBeVisible();
  await expect(page.getByText('Aired down to 15 psi.')).toBeHidden();
  await expect(popup).toBeHidden();
  await page.getByRole('button', { name: `Show the post by ${author.username}` }).click();
  await expect(page.getByText('Aired down to 15 psi.')).toBeVisible();

  // The card knows it too; Escape closes it.
  await page.getByTestId('post').first().getByRole('link', { name: author.username, exact: true }).hover();
  await expect(popup.getByRole('button', { name: `Unignore ${author.username}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
});

test('a visitor sees the card without the buttons; the account menu’s My Profile opens the member’s own profile', async ({ page, baseURL }) => {
  const author = await newMemberSession(baseURL!);
  const forum = await firstForum(author.session);
  const { thread } = await createThread(author.session, forum.node_id, `Visitor card ${Date.now().toString(36)}`);

  await page.goto(sitePath(thread.view_url));
  await page.getByTestId('post').first().getByRole('link', { name: author.username, exact: true }).hover();
  const popup = page.getByRole('dialog', { name: `About ${author.username}` });
  await expect(popup.getByText('Messages')).toBeVisible();
  await expect(popup.getByRole('button')).toHaveCount(0);

  await logIn(page, author);
  await page.goto('/');
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: author.username })).toBeVisible();
});
