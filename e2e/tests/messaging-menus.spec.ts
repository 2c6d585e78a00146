import type { Locator } from '@playwright/test';
import { expect, logIn, test } from '../fixtures/site';
import { newMemberSession } from '../fixtures/accounts';
import { seriousViolations } from '../fixtures/accessibility';

// The top bar's bell and envelope and the drawer's tabs (issue "11 of 12"): readable counts beside
// the icons, and the menus mfe-messaging-alerts lends the shell. What changes alerts uses fresh members.

/** The badge is drawn beside its icon: their boxes do not overlap, and the number is big enough to read. */
async function expectBeside(icon: Locator, badge: Locator) {
  const [a, b] = [await icon.boundingBox(), await badge.boundingBox()];
  expect(a && b).toBeTruthy();
  const overlap = a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
  expect(overlap, `icon ${JSON.stringify(a)} and badge ${JSON.stringify(b)} overlap`).toBe(false);
  expect(await badge.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(12);
}

/** A fresh member with news: `others` follow them (an alert each) and the first starts a conversation with them (unread). */
async function memberWithNews(baseURL: string, others = 1) {
  const member = await newMemberSession(baseURL);
  const { user_id } = (await (await member.session.get('/api/me')).json()) as { user_id: number };
  const senders = await Promise.all(Array.from({ length: others }, () => newMemberSession(baseURL)));
  for (const sender of senders) expect((await sender.session.post(`/api/users/${user_id}/follow`)).ok()).toBeTruthy();
  const title = `Trail plan ${Date.now().toString(36)}`;
  const started = await senders[0].session.post('/api/conversations', { data: { title, recipient_ids: [user_id], message_html: '<p>Saturday at the trailhead?</p>' } });
  expect(started.ok(), await started.text()).toBeTruthy();
  return { member, senders, title };
}

test('the bell shows a fresh member their new alerts beside it; one followed is viewed, and Mark read clears them all', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { member: followed, senders: followers } = await memberWithNews(baseURL!, 3);

  await logIn(page, followed);
  await page.goto('/');
  const bell = page.getByRole('link', { name: 'Alerts, 3 unviewed' });
  await expect(bell).toBeVisible();
  await expect(bell).toHaveAttribute('href', '/alerts');
  await expect(page.getByTestId('alerts-badge')).toHaveText('3');
  await expectBeside(page.getByTestId('alerts-icon'), page.getByTestId('alerts-badge'));

  await bell.click();
  const menu = page.getByRole('dialog', { name: 'Alerts' });
  await expect(menu).toBeVisible();
  expect((await menu.boundingBox())!.width).toBe(380);
  await expect(menu.getByTestId('menu-alert')).toHaveCount(3);
  for (const follower of followers) await expect(menu.getByRole('link', { name: follower.username })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Following an alert's link opens it, marks it viewed and closes the menu.
  await menu.getByRole('link', { name: followers[0].username }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/members/${followers[0].username}`, 'i'));
  await expect(page.getByTestId('alerts-badge')).toHaveText('2');

  await page.getByRole('link', { name: 'Alerts, 2 unviewed' }).click();
  await expect(menu.getByTestId('menu-alert')).toHaveCount(2);
  await menu.getByRole('button', { name: 'Mark read' }).click();
  await expect(menu.getByText('Mark all alerts read?')).toBeVisible();
  await menu.getByRole('button', { name: 'Yes, mark read' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByTestId('alerts-badge')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Alerts', exact: true })).toBeVisible();

  // The server agrees: a fresh page shows no count, and the menu has nothing new.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Alerts', exact: true })).toBeVisible();
  await expect(page.getByTestId('alerts-badge')).toHaveCount(0);
  await page.getByRole('link', { name: 'Alerts', exact: true }).click();
  await expect(menu.getByText('No new alerts.')).toBeVisible();
});

test('the envelope opens the unread conversations by keyboard, with Start new conversation, and Escape gives the focus back', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { member, senders, title } = await memberWithNews(baseURL!);
  await logIn(page, member);
  await page.goto('/');
  const envelope = page.getByRole('link', { name: 'Conversations, 1 unread' });
  await expect(envelope).toBeVisible();
  await expect(page.getByTestId('conversations-badge')).toHaveText('1');
  await expectBeside(page.getByTestId('conversations-icon'), page.getByTestId('conversations-badge'));

  await envelope.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Conversations' });
  await expect(menu).toBeVisible();
  await expect(menu).toBeFocused();
  await expect(menu.getByTestId('menu-conversation')).toHaveCount(1);
  await expect(menu.getByRole('link', { name: title })).toBeVisible();
  await expect(menu.getByTestId('menu-conversation')).toContainText(senders[0].username);
  await expect(menu.getByRole('link', { name: 'Show all' })).toHaveAttribute('href', '/conversations');
  await expect(menu.getByRole('link', { name: 'Start new conversation' })).toHaveAttribute('href', '/manageConversation');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(envelope).toBeFocused();

  // Space opens it as well; the link itself still leads to the page for a new tab.
  await page.keyboard.press(' ');
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Show all' }).click();
  await expect(page).toHaveURL(/\/conversations$/);
  await expect(menu).toBeHidden();
});

test('on a 375 px screen the bell opens the drawer on its alerts tab, and the conversations tab shows the same menu', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const { member, senders, title } = await memberWithNews(baseURL!, 2);
  await logIn(page, member);
  await page.goto('/');
  await expect(page.getByTestId('alerts-badge')).toBeVisible();
  await expectBeside(page.getByTestId('alerts-icon'), page.getByTestId('alerts-badge'));
  await page.getByRole('link', { name: /^Alerts, \d+ unviewed$/ }).click();
  const drawer = page.getByTestId('site-drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('tab', { name: 'Alerts, 2 unviewed' })).toHaveAttribute('aria-selected', 'true');
  await expect(drawer.getByTestId('drawer-alerts-badge')).toHaveText('2');
  await expect(drawer.getByTestId('drawer-conversations-badge')).toHaveText('1');
  await expect(drawer.getByTestId('menu-alert')).toHaveCount(2);
  for (const sender of senders) await expect(drawer.getByRole('link', { name: sender.username })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Mark read' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await drawer.getByRole('tab', { name: 'Conversations, 1 unread' }).click();
  await expect(drawer.getByTestId('menu-conversation')).toHaveCount(1);
  await expect(drawer.getByRole('link', { name: 'Start new conversation' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await drawer.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/conversations\/\d+/);
  await expect(drawer).toBeHidden();

  // The hamburger opens the drawer on its menu again.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(drawer.getByRole('tab', { name: 'Menu' })).toHaveAttribute('aria-selected', 'true');
});

test('a member whose e-mail is not confirmed is not offered Start new conversation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, 'newbie');
  await page.goto('/');
  await page.getByRole('link', { name: /^Conversations/ }).click();
  const menu = page.getByRole('dialog', { name: 'Conversations' });
  await expect(menu.getByRole('link', { name: 'Show all' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Start new conversation' })).toHaveCount(0);
});
