import { expect, logIn, test } from '../fixtures/site';
import { newMemberSession } from '../fixtures/accounts';
import { createThread, firstForum, sitePath } from '../fixtures/forum';
import { seriousViolations } from '../fixtures/accessibility';

// The alerts page (issue "11 of 12"): every alert one sentence with its actor and target linked,
// opening one marks it viewed, 'Mark read' after a confirmation. What changes alerts uses fresh members.

/** Every kind and variant of spec §3 the demo seeds for `member` (api/src/seed/alerts.seed.ts ALERT_CATALOGUE). */
const SEEDED_KINDS = [
  'reaction:post', 'reaction:profile_post', 'reaction:profile_comment', 'reaction:conversation_message',
  'insert:post', 'insert:profile_post', 'forumwatch_insert:thread',
  'mention:post', 'mention:profile_post', 'mention:profile_comment',
  'your_profile:profile_post', 'your_post:profile_comment', 'other_commenter:profile_comment', 'quote:post',
  'award:award', 'af_as_level_up:award', 'thread_move:thread', 'event_invite:event', 'event_cancel:event', 'from_admin:user',
  'post_delete:thread', 'post_delete:profile_post', 'subscription_update:membership', 'subscription_downgrade:membership', 'following:user', 'other:user',
];

test("a reaction on a fresh member's post: the sentence links the actor and the post, and opening it lowers the bell", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const author = await newMemberSession(baseURL!);
  const fan = await newMemberSession(baseURL!);
  const forum = await firstForum(author.session);
  const { thread, post } = await createThread(author.session, forum.node_id, `Winch line care ${Date.now().toString(36)}`);
  const reacted = await fan.session.post(`/api/posts/${post.post_id}/react`, { data: { reaction_id: 1 } });
  expect(reacted.ok(), await reacted.text()).toBeTruthy();

  await logIn(page, author);
  await page.goto('/alerts');
  await expect(page.getByRole('link', { name: 'Alerts, 1 unviewed' })).toBeVisible();
  const row = page.getByTestId('alert-row').first();
  await expect(row).toContainText(`${fan.username} reacted with Like to your post in ${thread.title}.`);
  await expect(row.getByText('New')).toBeVisible();
  await expect(row.getByRole('link', { name: fan.username })).toHaveAttribute('href', new RegExp(`/members/${fan.username}\\.\\d+/`, 'i'));
  const target = row.getByRole('link', { name: thread.title });
  await expect(target).toHaveAttribute('href', new RegExp(`${sitePath(thread.view_url)}.*#post-${post.post_id}$`));

  await target.click();
  await expect(page).toHaveURL(new RegExp(`${sitePath(thread.view_url)}`));
  await expect(page.locator(`#post-${post.post_id}`)).toBeVisible();
  // The bell's number is gone once the alert is viewed (the server agrees).
  await expect(page.getByTestId('alerts-badge')).toHaveCount(0);
  await expect
    .poll(async () => ((await (await author.session.get('/api/alerts')).json()) as { alerts: { viewed: boolean }[] }).alerts[0].viewed)
    .toBe(true);

  // Back on the page the alert is no longer new.
  await page.goto('/alerts');
  await expect(page.getByTestId('alert-row').first()).toHaveAttribute('data-viewed', 'true');
  await expect(page.getByTestId('alert-row').first().getByText('New')).toHaveCount(0);
});

test("every kind seeded for member reads as a linked sentence, page after page; the filter is kept in the URL", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, 'member');
  await page.goto('/alerts');
  const seen = new Set<string>();
  for (let pageNumber = 1; pageNumber <= 10; pageNumber++) {
    const rows = page.getByTestId('alert-row');
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) {
      const text = (await row.getByTestId('alert-sentence').textContent()) ?? '';
      expect(text, 'a sentence').toMatch(/\.$/);
      expect(text).not.toContain('did something');
      expect(await row.getByRole('link').count(), `a link in "${text}"`).toBeGreaterThan(0);
      seen.add((await row.getAttribute('data-kind'))!);
    }
    const next = page.getByTestId('pager').getByRole('link', { name: 'Next' });
    if ((await next.count()) === 0) break;
    await next.click();
    await expect(page).toHaveURL(new RegExp(`/alerts\\?page=${pageNumber + 1}$`));
  }
  expect(SEEDED_KINDS.filter((kind) => !seen.has(kind))).toEqual([]);

  await page.goto('/alerts');
  await page.getByRole('combobox', { name: 'Show' }).selectOption('membership');
  await expect(page).toHaveURL(/\/alerts\?filter=membership$/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('membership');
  await expect(page.getByText('Your membership is now Premium Membership: its benefits are yours.')).toBeVisible();
  for (const kind of await page.getByTestId('alert-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-kind')))) expect(kind).toMatch(/^subscription_/);
  expect(await seriousViolations(page)).toEqual([]);
});

test("'Mark read' asks first, then every alert is read and the bell's count is gone", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const followed = await newMemberSession(baseURL!);
  const { user_id } = (await (await followed.session.get('/api/me')).json()) as { user_id: number };
  for (const follower of await Promise.all([newMemberSession(baseURL!), newMemberSession(baseURL!)])) {
    expect((await follower.session.post(`/api/users/${user_id}/follow`)).ok()).toBeTruthy();
  }
  await logIn(page, followed);
  await page.goto('/alerts');
  await expect(page.getByTestId('alert-row')).toHaveCount(2);
  await expect(page.getByTestId('alert-row').getByText('New')).toHaveCount(2);
  await expect(page.getByText('is now following you.').first()).toBeVisible();

  await page.getByRole('button', { name: 'Mark read' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Mark all alerts read?' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('alert-row').getByText('New')).toHaveCount(2);

  await page.getByRole('button', { name: 'Mark read' }).click();
  await dialog.getByRole('button', { name: 'Mark all read' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('All alerts are marked read.')).toBeVisible();
  await expect(page.getByTestId('alert-row').getByText('New')).toHaveCount(0);
  await expect(page.getByTestId('drawer-alerts-badge').or(page.getByTestId('alerts-badge'))).toHaveCount(0);
  const { alerts } = (await (await followed.session.get('/api/alerts')).json()) as { alerts: { read: boolean; viewed: boolean }[] };
  expect(alerts.every((alert) => alert.read && alert.viewed)).toBe(true);
});

test('/alerts has no serious accessibility violation, at 1280 and at 375 px, and says when there is nothing', async ({ page, baseURL }) => {
  const fresh = await newMemberSession(baseURL!);
  await logIn(page, fresh);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/alerts');
  await expect(page.getByText('You have no alerts.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await logIn(page, 'member');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/alerts');
  await expect(page.getByTestId('alert-row').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/alerts?filter=following');
  await expect(page.getByTestId('alert-row').first()).toBeVisible();
});
