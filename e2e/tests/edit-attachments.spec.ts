import type { Locator, Page } from '@playwright/test';
import { expect, logIn, test } from '../fixtures/site';
import { newMemberSession } from '../fixtures/accounts';
import { createReply, createThread, firstForum, pngImage, sitePath } from '../fixtures/forum';

// Files change with an edit: a member edits their reply (or message), takes a photo off and adds
// another. Cancel leaves everything as it was; Save shows the new set, for everyone, and the photo
// taken off is gone from the server too.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The picture is drawn: its bytes came (a refused or broken file draws nothing). */
async function expectDrawn(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
}

async function attach(form: Locator, name: string) {
  await form.getByTestId('attach-input').setInputFiles({ name, mimeType: 'image/png', buffer: pngImage(36, 24) });
  await expectDrawn(form.getByTestId('draft-attachment').getByRole('img', { name }));
}

test('editing a forum reply takes a photo off and adds another; Cancel first leaves it as it was', async ({ page, baseURL }) => {
  const [starter, replier] = await Promise.all([newMemberSession(baseURL!), newMemberSession(baseURL!)]);
  const forum = await firstForum(starter.session);
  const { thread } = await createThread(starter.session, forum.node_id, `Edit files ${unique()}`, '<p>Show your rigs.</p>');
  await createReply(replier.session, thread.thread_id, '<p>Mine, on the trail.</p>');

  // The reply gets its first photo through the edit.
  await logIn(page, replier);
  await page.goto(sitePath(thread.view_url));
  const reply = page.getByTestId('post').nth(1);
  await reply.getByRole('button', { name: 'Edit' }).click();
  let form = reply.getByTestId('edit-post-form');
  await attach(form, 'rig-front.png');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  const front = reply.getByTestId('post-attachments').getByRole('img', { name: 'rig-front.png' });
  await expectDrawn(front);
  const frontUrl = (await front.getAttribute('src'))!;

  // Taken off and another added, then Cancel: the reply is as it was, and the added photo is not kept.
  await reply.getByRole('button', { name: 'Edit' }).click();
  form = reply.getByTestId('edit-post-form');
  await form.getByRole('button', { name: 'Remove rig-front.png' }).click();
  await expect(form.getByRole('img', { name: 'rig-front.png' })).toHaveCount(0);
  await attach(form, 'rig-side.png');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toHaveCount(0);
  await expectDrawn(reply.getByTestId('post-attachments').getByRole('img', { name: 'rig-front.png' }));
  await expect(reply.getByRole('img', { name: 'rig-side.png' })).toHaveCount(0);

  // The same again, saved: the reply shows the new photo only, after a reload too and for others; the old one is gone.
  await reply.getByRole('button', { name: 'Edit' }).click();
  form = reply.getByTestId('edit-post-form');
  await form.getByRole('button', { name: 'Remove rig-front.png' }).click();
  await attach(form, 'rig-rear.png');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expectDrawn(reply.getByTestId('post-attachments').getByRole('img', { name: 'rig-rear.png' }));
  await expect(reply.getByRole('img', { name: 'rig-front.png' })).toHaveCount(0);
  await page.reload();
  const again = page.getByTestId('post').nth(1);
  await expectDrawn(again.getByTestId('post-attachments').getByRole('img', { name: 'rig-rear.png' }));
  await expect(again.getByRole('img', { name: /^rig-(front|side)\.png$/ })).toHaveCount(0);
  expect((await starter.session.get(frontUrl)).status()).toBe(404);
  await Promise.all([starter.session.dispose(), replier.session.dispose()]);
});

const messageBy = (page: Page, username: string): Locator => page.getByRole('article', { name: `Message by ${username}` });

test('editing a private message swaps its photo, and the other participant sees the new one', async ({ page, browser, baseURL }) => {
  const [amy, ben] = await Promise.all([newMemberSession(baseURL!), newMemberSession(baseURL!)]);
  await logIn(page, amy);
  await page.goto(`/manageConversation?conversationUsers=${encodeURIComponent(ben.username)}`);
  const start = page.getByTestId('start-conversation-form');
  await expect(start.getByTestId('recipient-chip-name')).toHaveText([ben.username]);
  await start.getByRole('textbox', { name: /Title/ }).fill(`Meeting point ${unique()}`);
  await start.getByRole('textbox', { name: 'Message' }).click();
  await page.keyboard.type('We meet here.');
  await attach(start, 'wrong-spot.png');
  await start.getByRole('button', { name: 'Start conversation' }).click();
  await expect(page).toHaveURL(/\/conversations\/\d+/);
  const mine = messageBy(page, amy.username);
  const wrong = mine.getByTestId('message-attachments').getByRole('img', { name: 'wrong-spot.png' });
  await expectDrawn(wrong);
  const wrongUrl = (await wrong.getAttribute('src'))!;

  await mine.getByRole('button', { name: 'Edit your message' }).click();
  const form = mine.getByTestId('edit-message-form');
  await form.getByRole('button', { name: 'Remove wrong-spot.png' }).click();
  await attach(form, 'right-spot.png');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your message was saved.')).toBeVisible();
  await expectDrawn(mine.getByTestId('message-attachments').getByRole('img', { name: 'right-spot.png' }));
  await expect(mine.getByRole('img', { name: 'wrong-spot.png' })).toHaveCount(0);

  // Ben opens it: the new photo, not the old one, which no longer exists.
  const context = await browser.newContext({ baseURL });
  const benPage = await context.newPage();
  await logIn(benPage, ben);
  await benPage.goto(new URL(page.url()).pathname);
  const seen = messageBy(benPage, amy.username);
  await expectDrawn(seen.getByTestId('message-attachments').getByRole('img', { name: 'right-spot.png' }));
  await expect(seen.getByRole('img', { name: 'wrong-spot.png' })).toHaveCount(0);
  expect((await ben.session.get(wrongUrl)).status()).toBe(404);
  await context.close();
  await Promise.all([amy.session.dispose(), ben.session.dispose()]);
});
