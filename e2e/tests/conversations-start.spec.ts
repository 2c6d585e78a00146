import type { Browser, Page } from '@playwright/test';
import { expect, logIn, test } from '../fixtures/site';
import { newMemberSession, type Account } from '../fixtures/accounts';
import { seriousViolations } from '../fixtures/accessibility';

// Two fresh members in two browsers: A starts a conversation with B from a prefilled
// /manageConversation link; B, whose list is already open, sees it arrive live, bold and unread,
// with the envelope's count; then B stars it and leaves it from the list.

async function pageAs(browser: Browser, baseURL: string, who: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await logIn(page, who);
  return page;
}

/** The envelope in the top bar, by the name a screen reader reads (its look may change). */
const envelope = (page: Page, unread: number) =>
  page.getByRole('banner').getByRole('link', { name: `Conversations, ${unread} unread` }).or(page.getByRole('banner').getByRole('button', { name: `Conversations, ${unread} unread` }));

test('A starts a conversation with B from a prefilled link → B sees it arrive live, bold and unread, with the count → B stars it and leaves it', async ({ page, browser, baseURL }) => {
  const a = await newMemberSession(baseURL!);
  const b = await newMemberSession(baseURL!);
  const title = `Moab run ${Date.now().toString(36)}`;

  // B's list is open before anything exists.
  const pageB = await pageAs(browser, baseURL!, b);
  await pageB.goto('/conversations');
  await expect(pageB.getByText('You have no conversations yet.')).toBeVisible();

  // A opens the prefilled start page: B is already a chip.
  await logIn(page, a);
  await page.goto(`/manageConversation?conversationUsers=${encodeURIComponent(b.username)}`);
  const form = page.getByTestId('start-conversation-form');
  await expect(form.getByTestId('recipient-chip-name')).toHaveText([b.username]);
  expect(await seriousViolations(page)).toEqual([]);

  // Sending without a title says why and keeps the chip.
  await form.getByRole('button', { name: 'Start conversation' }).click();
  await expect(form.getByText('Please enter a valid title.')).toBeVisible();
  await expect(form.getByTestId('recipient-chip-name')).toHaveText([b.username]);

  await form.getByRole('textbox', { name: /Title/ }).fill(title);
  await form.getByRole('textbox', { name: 'Message' }).click();
  await page.keyboard.type('Who is in for the Moab run in May?');
  await form.getByRole('button', { name: 'Start conversation' }).click();
  await expect(page).toHaveURL(/\/conversations\/\d+/);
  await expect(page.getByTestId('snackbar').filter({ hasText: 'Your conversation has been started.' })).toBeVisible();

  // B never reloaded: the conversation arrives through the live stream, bold and unread, and the envelope counts it.
  const row = pageB.getByTestId('conversation-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('data-unread', 'true');
  await expect(row.getByText('Unread', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: title })).toHaveCSS('font-weight', '700');
  await expect(row.getByTestId('conversation-last-message').getByRole('link', { name: a.username })).toBeVisible();
  await expect(envelope(pageB, 1)).toBeVisible();
  expect(await seriousViolations(pageB)).toEqual([]);

  // Star: shown at once, and still starred after a reload (the API kept it); the Starred filter lists it.
  await row.getByRole('button', { name: `Star ${title}` }).click();
  await expect(row.getByRole('button', { name: `Unstar ${title}` })).toHaveAttribute('aria-pressed', 'true');
  await pageB.getByRole('link', { name: 'Starred' }).click();
  await expect(pageB).toHaveURL(/filter=starred/);
  await expect(pageB.getByTestId('conversation-row').filter({ hasText: title }).getByRole('button', { name: `Unstar ${title}` })).toBeVisible();
  await pageB.reload();
  await expect(pageB.getByTestId('conversation-row').filter({ hasText: title }).getByRole('button', { name: `Unstar ${title}` })).toBeVisible();

  // Leave, after confirming: gone from the list, and the count with it.
  await pageB.getByRole('link', { name: 'All', exact: true }).click();
  await pageB.getByRole('button', { name: `Actions for ${title}` }).click();
  await pageB.getByRole('menuitem', { name: 'Leave conversation…' }).click();
  const dialog = pageB.getByTestId('leave-conversation-dialog');
  await expect(dialog).toContainText(title);
  await dialog.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(pageB.getByTestId('snackbar').filter({ hasText: 'You left the conversation.' })).toBeVisible();
  await expect(pageB.getByText('You have no conversations yet.')).toBeVisible();
  await expect(envelope(pageB, 1)).toHaveCount(0);
  await pageB.context().close();
});

// Spec §4: the shell sends a visitor, or an account that is not fully valid, from /manageConversation
// to the home page (shell/src/session/session-rules.ts); /conversations says why instead.
test('a member whose account is not valid reads why they cannot start a conversation, and cannot open the start page', async ({ page }) => {
  await logIn(page, 'newbie');
  await page.goto('/conversations');
  await expect(page.getByRole('heading', { name: 'Conversations', level: 1 })).toBeVisible();
  await expect(page.getByTestId('start-conversation-refused')).toHaveText('Please complete and confirm your account before you start a conversation.');
  await expect(page.getByRole('link', { name: 'Start new conversation' })).toHaveCount(0);
  await page.goto('/manageConversation');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('start-conversation-form')).toHaveCount(0);
});

test('a visitor is asked to log in on /conversations and is sent home from /manageConversation', async ({ page }) => {
  await page.goto('/conversations');
  await expect(page.getByTestId('login-required')).toHaveText('Please login in to see the content of the page.');
  await page.goto('/manageConversation');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('start-conversation-form')).toHaveCount(0);
});
