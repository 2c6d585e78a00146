import type { Browser, Locator, Page } from '@playwright/test';
import { expect, logIn, test } from '../fixtures/site';
import { newMemberSession, type Account } from '../fixtures/accounts';
import { pngImage } from '../fixtures/forum';

// Files in private messages: Amy starts a conversation with Ben and a photo, Ben sees it and
// answers with one of his own, which reaches Amy live. The files are the conversation's: a member
// who is not in it asking for one by its address gets nothing.

async function pageAs(browser: Browser, baseURL: string, who: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logIn(page, who);
  return page;
}

const messageBy = (page: Page, username: string): Locator => page.getByRole('article', { name: `Message by ${username}` });

/** The picture is drawn: its bytes came (a refused or broken file draws nothing). */
async function expectDrawn(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
}

test('a photo goes with the first message and another with a reply; only the two of them can open them', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const amy = await newMemberSession(baseURL!);
  const ben = await newMemberSession(baseURL!);
  const outsider = await newMemberSession(baseURL!);
  const title = `Gate code ${Date.now().toString(36)}`;

  await logIn(page, amy);
  await page.goto(`/manageConversation?conversationUsers=${encodeURIComponent(ben.username)}`);
  const form = page.getByTestId('start-conversation-form');
  await expect(form.getByTestId('recipient-chip-name')).toHaveText([ben.username]);
  await form.getByRole('textbox', { name: /Title/ }).fill(title);
  await form.getByRole('textbox', { name: 'Message' }).click();
  await page.keyboard.type('The code for the ranch gate is on the photo.');
  await form.getByTestId('attach-input').setInputFiles({ name: 'gate.png', mimeType: 'image/png', buffer: pngImage(40, 30) });
  await expectDrawn(form.getByTestId('draft-attachment').getByRole('img', { name: 'gate.png' }));
  await form.getByRole('button', { name: 'Start conversation' }).click();
  await expect(page).toHaveURL(/\/conversations\/\d+/);
  const path = new URL(page.url()).pathname;
  const amysPhoto = messageBy(page, amy.username).getByTestId('message-attachments').getByRole('img', { name: 'gate.png' });
  await expectDrawn(amysPhoto);
  const photoUrl = (await amysPhoto.getAttribute('src'))!;

  // Ben opens the conversation: the photo is there and its bytes come.
  const benPage = await pageAs(browser, baseURL!, ben);
  await benPage.goto(path);
  await expectDrawn(messageBy(benPage, amy.username).getByTestId('message-attachments').getByRole('img', { name: 'gate.png' }));

  // Ben answers with a photo from the reply box; it reaches Amy without a reload.
  const reply = benPage.getByTestId('conversation-reply');
  await reply.getByRole('textbox', { name: 'Your message' }).click();
  await benPage.keyboard.type('Got it, and here is the trail map.');
  await reply.getByTestId('attach-input').setInputFiles({ name: 'trail-map.png', mimeType: 'image/png', buffer: pngImage(30, 40) });
  await expectDrawn(reply.getByTestId('draft-attachment').getByRole('img', { name: 'trail-map.png' }));
  await reply.getByRole('button', { name: 'Send message' }).click();
  await expect(reply.getByTestId('draft-attachment')).toHaveCount(0);
  await expectDrawn(messageBy(page, ben.username).filter({ hasText: 'here is the trail map' }).getByRole('img', { name: 'trail-map.png' }));

  // Someone outside the conversation, with the address in hand: nothing.
  const refused = await outsider.session.get(photoUrl);
  expect(refused.status()).toBe(404);
  expect(await refused.text()).not.toContain('PNG');
  await benPage.context().close();
});
