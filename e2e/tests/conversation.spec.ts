import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, logIn, test } from '../fixtures/site';
import { newMemberSession, type Account } from '../fixtures/accounts';
import { seriousViolations } from '../fixtures/accessibility';

// Two fresh members talk in two browsers: everything arrives live (no reload), and nothing here
// touches the demo accounts other specs read.

async function userIdOf(session: APIRequestContext): Promise<number> {
  const response = await session.get('/api/me');
  expect(response.ok(), `GET /me: ${response.status()}`).toBeTruthy();
  return ((await response.json()) as { user_id: number }).user_id;
}

/** The conversation is started through the API (the start form has its own spec). */
async function startConversation(starter: APIRequestContext, recipientId: number, title: string): Promise<number> {
  const response = await starter.post('/api/conversations', { data: { title, recipient_ids: [recipientId], message_html: '<p>Who is in for the Rubicon run on Saturday?</p>' } });
  expect(response.ok(), `start conversation: ${response.status()} ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { conversation: { conversation_id: number } }).conversation.conversation_id;
}

async function pageAs(browser: Browser, baseURL: string, who: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logIn(page, who);
  return page;
}

const messageBy = (page: Page, username: string, text: string | RegExp): Locator => page.getByRole('article', { name: `Message by ${username}` }).filter({ hasText: text });
const replyEditor = (page: Page) => page.getByTestId('conversation-reply').getByRole('textbox', { name: 'Your message' });

async function send(page: Page, text: string) {
  await replyEditor(page).click();
  await page.keyboard.type(text);
  await page.getByRole('button', { name: 'Send message' }).click();
}

test('two members: a reply arrives live, a quote is answered and edited away, a reaction comes and goes, then star, mark unread and leave', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const amy = await newMemberSession(baseURL!);
  const ben = await newMemberSession(baseURL!);
  const benId = await userIdOf(ben.session);
  const title = `Rubicon run ${Date.now().toString(36)}`;
  const conversationId = await startConversation(amy.session, benId, title);
  const path = `/conversations/${conversationId}`;

  await logIn(page, amy);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const benPage = await pageAs(browser, baseURL!, ben);
  await benPage.goto(path);
  await expect(messageBy(benPage, amy.username, 'Who is in for the Rubicon run on Saturday?')).toBeVisible();
  // Ben opened it: Amy's "seen by" under the newest message names him, live.
  await expect(page.getByTestId('seen-by')).toContainText(ben.username);

  // Ben answers; Amy sees it appear without reloading, and her envelope does not stay lit while she reads.
  await send(benPage, 'Count me in, bringing the winch.');
  await expect(messageBy(benPage, ben.username, 'Count me in, bringing the winch.')).toBeVisible();
  await expect(replyEditor(benPage)).toHaveText('');
  await expect(messageBy(page, ben.username, 'Count me in, bringing the winch.')).toBeVisible();
  await expect(page.getByTestId('conversations-badge')).toBeHidden();

  // Amy quotes Ben and answers; Ben sees the quote arrive.
  await messageBy(page, ben.username, 'bringing the winch').getByRole('button', { name: `Quote the message by ${ben.username}` }).click();
  await expect(replyEditor(page).locator(`blockquote[data-quote="${ben.username}"]`)).toContainText('bringing the winch');
  await page.keyboard.type('Great, I will bring the straps.');
  await page.getByRole('button', { name: 'Send message' }).click();
  const amyReplyOnBen = messageBy(benPage, amy.username, 'I will bring the straps');
  await expect(amyReplyOnBen.locator(`blockquote[data-quote="${ben.username}"]`)).toContainText('bringing the winch');
  await benPage.screenshot({ path: test.info().outputPath('conversation-quote-1280.png'), fullPage: true });

  // Amy edits that reply: spec §5, the reply quote is gone, for both of them.
  const amyReply = messageBy(page, amy.username, 'I will bring the straps');
  await amyReply.getByRole('button', { name: 'Edit your message' }).click();
  const form = page.getByTestId('edit-message-form');
  await expect(form.getByRole('textbox', { name: 'Edit your message' })).toHaveText('Great, I will bring the straps.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('snackbar').filter({ hasText: 'Your message was saved.' })).toBeVisible();
  await expect(amyReply.getByTestId('edited-marker')).toBeVisible();
  await expect(amyReply.locator('blockquote')).toHaveCount(0);
  await expect(amyReplyOnBen.getByTestId('edited-marker')).toBeVisible();
  await expect(amyReplyOnBen.locator('blockquote')).toHaveCount(0);

  // Ben reacts to Amy's message: the count shows (for Amy too), and the same reaction again takes it back.
  await amyReplyOnBen.getByRole('button', { name: 'React' }).click();
  await amyReplyOnBen.getByRole('group', { name: 'Reactions' }).getByRole('button', { name: 'Like' }).click();
  await expect(amyReplyOnBen.getByTestId('reaction-count-1')).toHaveAttribute('aria-label', 'Like 1');
  await expect(amyReply.getByTestId('reaction-count-1')).toHaveAttribute('aria-label', 'Like 1');
  // The Like is drawn from the site's sprite, which is there to draw it from.
  const sprite = await amyReply.getByTestId('reaction-count-1').locator('[data-reaction-icon="1"]').evaluate((icon) => getComputedStyle(icon).backgroundImage);
  const spriteUrl = /url\("?([^")]+)"?\)/.exec(sprite)?.[1] ?? '';
  const spriteFile = await page.request.get(spriteUrl);
  expect(spriteFile.status()).toBe(200);
  expect(spriteFile.headers()['content-type']).toContain('image/svg+xml');
  await amyReplyOnBen.getByRole('button', { name: 'See who reacted (1)' }).click();
  await expect(benPage.getByTestId('who-reacted-dialog').getByTestId('reactor')).toContainText(ben.username);
  await benPage.getByTestId('who-reacted-dialog').getByRole('button', { name: 'Close' }).first().click();
  await amyReplyOnBen.getByRole('button', { name: 'Remove your reaction Like' }).click();
  await expect(amyReplyOnBen.getByTestId('reaction-count-1')).toHaveCount(0);
  await expect(amyReply.getByTestId('reaction-count-1')).toHaveCount(0);

  // A message typed and not sent survives a reload.
  await replyEditor(benPage).click();
  await benPage.keyboard.type('Draft: what time do we air down?');
  await benPage.reload();
  await expect(replyEditor(benPage)).toHaveText('Draft: what time do we air down?');

  expect(await seriousViolations(benPage)).toEqual([]);
  for (const width of [1280, 375]) {
    await benPage.setViewportSize({ width, height: 900 });
    await benPage.screenshot({ path: test.info().outputPath(`conversation-${width}.png`), fullPage: true });
  }
  await benPage.setViewportSize({ width: 1280, height: 900 });

  // Ben stars it, then marks it unread: back on the list, where it reads unread (bold).
  await benPage.getByRole('button', { name: 'Star', exact: true }).click();
  await expect(benPage.getByRole('button', { name: 'Unstar' })).toHaveAttribute('aria-pressed', 'true');
  await benPage.getByRole('button', { name: 'Mark unread' }).click();
  await expect(benPage).toHaveURL(/\/conversations$/);
  const row = benPage.getByTestId('conversation-row').filter({ hasText: title });
  await expect(row).toHaveAttribute('data-unread', 'true');
  await expect(row.getByTestId('conversation-title')).toHaveCSS('font-weight', '700');

  // Ben leaves: gone from his list; Amy's page no longer lists him among the participants.
  await benPage.goto(path);
  await benPage.getByRole('button', { name: 'Leave', exact: true }).click();
  await benPage.getByTestId('leave-conversation-dialog').getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(benPage.getByTestId('snackbar').filter({ hasText: 'You left the conversation.' })).toBeVisible();
  await expect(benPage).toHaveURL(/\/conversations$/);
  await expect(benPage.getByTestId('conversation-row').filter({ hasText: title })).toHaveCount(0);
  await expect(page.getByTestId('conversation-participants')).not.toContainText(ben.username);
  await benPage.context().close();
});

test('a conversation the member is not in reads as not found, without its title', async ({ page, baseURL }) => {
  const amy = await newMemberSession(baseURL!);
  const ben = await newMemberSession(baseURL!);
  const outsider = await newMemberSession(baseURL!);
  const title = `Private plans ${Date.now().toString(36)}`;
  const conversationId = await startConversation(amy.session, await userIdOf(ben.session), title);
  await logIn(page, outsider);
  await page.goto(`/conversations/${conversationId}`);
  await expect(page.getByTestId('conversation-not-found')).toContainText('The requested conversation could not be found.');
  await expect(page.getByText(title)).toHaveCount(0);
});

test('a message sent offline waits, says so, and is sent exactly once when the connection returns', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const amy = await newMemberSession(baseURL!);
  const ben = await newMemberSession(baseURL!);
  const conversationId = await startConversation(amy.session, await userIdOf(ben.session), `Offline test ${Date.now().toString(36)}`);
  const path = `/conversations/${conversationId}`;
  await logIn(page, amy);
  await page.goto(path);
  const benPage = await pageAs(browser, baseURL!, ben);
  await benPage.goto(path);
  await expect(messageBy(benPage, amy.username, 'Rubicon run on Saturday')).toBeVisible();
  // The reply box's code is in before the connection goes.
  await expect(replyEditor(benPage)).toBeVisible();

  await benPage.context().setOffline(true);
  await send(benPage, 'Typed in the canyon, no signal.');
  await expect(benPage.getByTestId('offline-notice')).toHaveText('You are offline: your message will be sent when the connection returns.');
  await expect(replyEditor(benPage)).toHaveText('Typed in the canyon, no signal.');

  await benPage.context().setOffline(false);
  await expect(messageBy(benPage, ben.username, 'Typed in the canyon, no signal.')).toHaveCount(1);
  await expect(benPage.getByTestId('offline-notice')).toBeHidden();
  await expect(replyEditor(benPage)).toHaveText('');
  await expect(messageBy(page, ben.username, 'Typed in the canyon, no signal.')).toHaveCount(1);
  // Whoever sent it again (the page or the service worker), the key wrote it once.
  const messages = await ben.session.get(`/api/conversations/${conversationId}/messages`);
  const texts = ((await messages.json()) as { messages: { message_html: string }[] }).messages.map((message) => message.message_html);
  expect(texts.filter((html) => html.includes('Typed in the canyon'))).toHaveLength(1);
  await benPage.context().close();
});

test('a reply half-written on one device is waiting on another (the draft is kept on the server), and sending it clears it on both', async ({ page, browser, baseURL }) => {
  const amy = await newMemberSession(baseURL!);
  const ben = await newMemberSession(baseURL!);
  const conversationId = await startConversation(amy.session, await userIdOf(ben.session), `Draft run ${Date.now().toString(36)}`);
  const path = `/conversations/${conversationId}`;

  await logIn(page, ben);
  await page.goto(path);
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/conversations/draft') && response.request().method() === 'POST' && response.ok());
  await replyEditor(page).click();
  await page.keyboard.type('I can bring the recovery boards');
  await saved;

  // Another browser, nothing in its storage: the draft comes from the server.
  const phone = await pageAs(browser, baseURL!, ben);
  await phone.goto(path);
  await expect(replyEditor(phone)).toHaveText('I can bring the recovery boards');
  await replyEditor(phone).click();
  await phone.keyboard.press('End');
  await phone.keyboard.type(' and a shovel.');
  await phone.getByRole('button', { name: 'Send message' }).click();
  await expect(messageBy(phone, ben.username, 'I can bring the recovery boards and a shovel.')).toBeVisible();

  // Back on the first device, a fresh visit finds no draft: it was sent.
  const laptop = await pageAs(browser, baseURL!, ben);
  await laptop.goto(path);
  await expect(messageBy(laptop, ben.username, 'I can bring the recovery boards and a shovel.')).toBeVisible();
  await expect(replyEditor(laptop)).toHaveText('');
  await phone.context().close();
  await laptop.context().close();
});
