import type { APIRequestContext, Page } from '@playwright/test';
import { expect, logIn, test } from '../fixtures/site';
import { newMemberSession } from '../fixtures/accounts';
import { createThread, firstForum } from '../fixtures/forum';
import { seriousViolations } from '../fixtures/accessibility';

// The member directory (/members, its five leaderboards, /following, /ignoring, /newsFeed,
// /reactions). Reads use the seeded community; every test that writes uses members of its own.

const BOARDS = [
  { path: '/members/most-messages', title: 'Most messages', value: /^[\d,]+ messages?$/ },
  { path: '/members/heighest-reaction-score', title: 'Highest reaction score', value: /^Reaction score [\d,]+$/ },
  { path: '/members/most-points', title: 'Most points', value: /^[\d,]+ trophy points?$/ },
  { path: '/members/todays-birthdays', title: "Today's birthdays", value: /^(Turns \d+ today|Birthday today)$/ },
  { path: '/members/staff-memebers', title: 'Staff members', value: /^(Administrator|Moderator|Staff)$/ },
];

/** axe at 1280 px and at 375 px on the page as it is now (reloaded at each width). */
async function axeAtBothWidths(page: Page) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page), `axe at ${width} px on ${page.url()}`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function userIdOf(session: APIRequestContext): Promise<number> {
  const response = await session.get('/api/me');
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { user_id: number }).user_id;
}

test('every leaderboard sub-route ranks members with the board’s value, in the spec’s spelling', async ({ page }) => {
  for (const board of BOARDS) {
    await page.goto(board.path);
    await expect(page.getByRole('heading', { level: 1, name: board.title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Members' }).getByRole('link', { name: board.title })).toHaveAttribute('aria-current', 'page');
    const rows = page.getByTestId('ranked-member');
    await expect(rows.first()).toBeVisible();
    await expect(rows.first().getByLabel('Rank 1')).toBeVisible();
    await expect(rows.first().getByTestId('board-value')).toHaveText(board.value);
    // Every name opens a profile.
    await expect(rows.first().getByRole('link').first()).toHaveAttribute('href', /^\/members\/[^/]+\.\d+\/?$/);
    await axeAtBothWidths(page);
  }
});

test('/members: latest members, the leaderboards at a glance with See all, and finding a member by name and by messages', async ({ page, playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const top = ((await (await visitor.get('/api/users/leaderboard/most-messages')).json()) as { entries: { value: number; User: { username: string } }[] }).entries[0];

  await page.goto('/members');
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await expect(page.getByTestId('member-list').getByTestId('member-card').first()).toBeVisible();
  await expect(page.getByTestId('board-overview')).toHaveCount(5);
  await expect(page.getByTestId('board-overview').first().getByRole('link', { name: top.User.username })).toBeVisible();
  await axeAtBothWidths(page);

  await page.getByRole('textbox', { name: 'By name' }).fill(top.User.username.slice(0, 4));
  await expect(page.getByTestId('found-by-name').getByRole('link', { name: top.User.username })).toBeVisible();

  await page.getByRole('textbox', { name: 'By number of messages' }).fill(String(top.value));
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByTestId('found-by-number').getByRole('link', { name: top.User.username })).toBeVisible();

  await page.getByRole('link', { name: 'See all: Staff members' }).click();
  await expect(page).toHaveURL(/\/members\/staff-memebers$/);
  await expect(page.getByTestId('ranked-member').first()).toBeVisible();
});

test('a visitor is sent home from /following, /ignoring and /newsFeed (the shell’s guard) and asked to log in on /reactions', async ({ page }) => {
  for (const path of ['/following', '/ignoring', '/newsFeed']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
  await page.goto('/reactions');
  await expect(page.getByTestId('login-required')).toHaveText('Please login in to see the content of the page.');
});

test('follow a member → their new thread shows in /newsFeed; /following undoes the follow at once', async ({ page, baseURL }) => {
  const reader = await newMemberSession(baseURL!);
  const writer = await newMemberSession(baseURL!);
  const writerId = await userIdOf(writer.session);
  const readerId = await userIdOf(reader.session);
  await logIn(page, reader);

  await page.goto('/newsFeed');
  await expect(page.getByTestId('news-feed-empty')).toContainText('follow members');
  await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByText('News Feed')).toBeVisible();

  const follow = await reader.session.post(`/api/users/${writerId}/follow`);
  expect(((await follow.json()) as { is_followed: boolean }).is_followed).toBe(true);
  const forum = await firstForum(writer.session);
  const { thread } = await createThread(writer.session, forum.node_id, `Feed check ${Date.now().toString(36)}`);

  await page.goto('/newsFeed');
  const item = page.getByTestId('news-feed-item').filter({ hasText: thread.title });
  await expect(item).toContainText(`${writer.username} started the thread ${thread.title}`);
  await axeAtBothWidths(page);
  await item.getByRole('link', { name: thread.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: thread.title })).toBeVisible();

  await page.goto('/following');
  await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByText('Following')).toBeVisible();
  const row = page.getByTestId('member-card').filter({ has: page.getByRole('link', { name: writer.username, exact: true }) });
  await expect(row).toBeVisible();
  await axeAtBothWidths(page);
  await row.getByRole('button', { name: `Unfollow ${writer.username}` }).click();
  await expect(row.getByText('No longer followed')).toBeVisible();
  await expect(row.getByRole('button', { name: `Follow again ${writer.username}` })).toBeEnabled();
  await expect.poll(async () => ((await (await reader.session.get(`/api/users/${readerId}/following`)).json()) as { users: unknown[] }).users).toHaveLength(0);

  await page.reload();
  await expect(page.getByTestId('member-list-empty')).toContainText('You are not following anyone yet.');
});

test('/ignoring lists the ignored member and Unignore undoes it', async ({ page, baseURL }) => {
  const viewer = await newMemberSession(baseURL!);
  const noisy = await newMemberSession(baseURL!);
  const noisyId = await userIdOf(noisy.session);
  const viewerId = await userIdOf(viewer.session);
  expect((await viewer.session.post(`/api/users/${noisyId}/ignore`)).ok()).toBeTruthy();
  await logIn(page, viewer);

  await page.goto('/ignoring');
  await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByText('Ignoring')).toBeVisible();
  const row = page.getByTestId('member-card').filter({ has: page.getByRole('link', { name: noisy.username, exact: true }) });
  await axeAtBothWidths(page);
  await row.getByRole('button', { name: `Unignore ${noisy.username}` }).click();
  await expect(row.getByText('No longer ignored')).toBeVisible();
  await expect.poll(async () => ((await (await viewer.session.get(`/api/users/${viewerId}/ignoring`)).json()) as { users: unknown[] }).users).toHaveLength(0);
});

test('/reactions shows who reacted to the member’s post with what, and filters by reaction', async ({ page, baseURL }) => {
  const author = await newMemberSession(baseURL!);
  const fan = await newMemberSession(baseURL!);
  const forum = await firstForum(author.session);
  const { thread, post } = await createThread(author.session, forum.node_id, `Reaction check ${Date.now().toString(36)}`);
  // 2 = Love (spec §3).
  expect((await fan.session.post(`/api/posts/${post.post_id}/react`, { data: { reaction_id: 2 } })).ok()).toBeTruthy();
  await logIn(page, author);

  await page.goto('/reactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Reactions received' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByText('Reactions received')).toBeVisible();
  const row = page.getByTestId('reaction-received').filter({ hasText: thread.title });
  await expect(row).toContainText(`${fan.username} reacted with`);
  await expect(row).toContainText('Love');
  await axeAtBothWidths(page);

  const filter = page.getByRole('navigation', { name: 'Filter by reaction' });
  await filter.getByRole('link', { name: /Like/ }).click();
  await expect(page).toHaveURL(/reaction_id=1/);
  await expect(page.getByTestId('reactions-empty')).toHaveText('No reactions found.');
  await filter.getByRole('link', { name: /Love/ }).click();
  await expect(page.getByTestId('reaction-received').filter({ hasText: thread.title })).toBeVisible();
});
