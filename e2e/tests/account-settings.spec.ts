import { expect, logIn, test } from '../fixtures/site';
import { newMemberSession } from '../fixtures/accounts';
import { createReply, createThread, firstForum, sitePath } from '../fixtures/forum';
import { seriousViolations } from '../fixtures/accessibility';

// Preferences, privacy and signature (issue "10 of 12"): each test changes members of its own.

test('a member signs their posts on /signature, then turns signatures off on /preferences and sees none under posts', async ({ page, baseURL }) => {
  const signer = await newMemberSession(baseURL!);
  const other = await newMemberSession(baseURL!);
  const theirs = `Other rig ${Date.now().toString(36)}`;
  expect((await other.session.post('/api/me', { data: { signature: `<p>${theirs}</p>` } })).ok()).toBeTruthy();

  await logIn(page, signer);
  await page.goto('/signature');
  await expect(page.getByRole('heading', { level: 1, name: 'Signature' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const mine = `Built not bought ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Signature' }).click();
  await page.keyboard.type(mine);
  await expect(page.getByTestId('signature-preview')).toHaveText(mine);
  await page.getByRole('button', { name: 'Save signature' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();

  // A thread of the signer's with a reply by the other member: both signatures under their posts.
  const forum = await firstForum(signer.session);
  const { thread } = await createThread(signer.session, forum.node_id, `Signed thread ${Date.now().toString(36)}`);
  await createReply(other.session, thread.thread_id, '<p>Nice lines.</p>');
  await page.goto(sitePath(thread.view_url));
  const posts = page.getByTestId('post');
  await expect(posts.nth(0).getByTestId('post-signature')).toHaveText(mine);
  await expect(posts.nth(1).getByTestId('post-signature')).toHaveText(theirs);

  await page.goto('/preferences');
  await expect(page.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const show = page.getByRole('checkbox', { name: 'Show signatures under posts' });
  await expect(show).toBeChecked();
  await show.uncheck({ force: true });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();

  await page.goto(sitePath(thread.view_url));
  await expect(posts.nth(1)).toContainText('Nice lines.');
  await expect(page.getByTestId('post-signature')).toHaveCount(0);
  // …and after a reload the choice is the saved one.
  await page.goto('/preferences');
  await expect(page.getByRole('checkbox', { name: 'Show signatures under posts' })).not.toBeChecked();
});

test('a member limits who may view their profile on /privacySettings and another member then sees the limited profile', async ({ page, browser, baseURL }) => {
  const owner = await newMemberSession(baseURL!);
  const visitor = await newMemberSession(baseURL!);
  const { user_id: ownerId } = (await (await owner.session.get('/api/me')).json()) as { user_id: number };

  await logIn(page, owner);
  await page.goto('/privacySettings');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const who = page.getByRole('combobox', { name: 'Who may view my profile' });
  await expect(who.locator('option')).toHaveCount(4);
  // Starting a conversation needs an account: its widest choice is members.
  await expect(page.getByRole('combobox', { name: 'Who may start a conversation with me' }).locator('option')).toHaveText(['Members only', 'People I follow', 'Nobody']);
  await who.selectOption('none');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();

  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await logIn(other, visitor);
  await other.goto(`/members/${owner.username}.${ownerId}/`);
  await expect(other.getByText('This member limits who may view their full profile.')).toBeVisible();
  await context.close();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Who may view my profile' })).toHaveValue('none');
});
