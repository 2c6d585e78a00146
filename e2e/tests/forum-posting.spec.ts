import { expect, logIn, test } from '../fixtures/site';
import { newMemberSession } from '../fixtures/accounts';
import { alertsOf, createReply, createThread, firstForum, pngImage, sitePath } from '../fixtures/forum';

// Every writer here is a member of the test's own (registered through the API): a thread's starter,
// the member at the page, a member to mention. Only a moderator's tools need the demo moderator.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('a member posts a new thread with an image', async ({ page, baseURL }) => {
  await logIn(page, await newMemberSession(baseURL!));
  const forum = await firstForum(page.request);
  await page.goto(`${sitePath(forum.view_url)}post-thread`);
  const form = page.getByTestId('new-thread-form');
  await expect(form).toBeVisible();
  const title = `Winch line test ${unique()}`;
  await form.getByLabel('Title').fill(title);

  // Nothing written: the spec's message at the editor and no request.
  await form.getByRole('button', { name: 'Post thread' }).click();
  await expect(form.getByTestId('editor-error')).toHaveText('Post message should not be empty');

  const editor = form.getByRole('textbox', { name: 'Message' });
  await editor.click();
  await page.keyboard.type('Synthetic line after 200 pulls. ');
  await page.keyboard.press('Control+B');
  await page.keyboard.type('Still strong');
  await page.keyboard.press('Control+B');
  await page.keyboard.type(' ');
  // A link (only http/https/mailto are taken) and a smilie from the picker.
  await form.getByRole('button', { name: 'Link', exact: true }).click();
  await form.getByRole('textbox', { name: 'Link address' }).fill('https://winch.example/specs');
  await form.getByRole('button', { name: 'Add link' }).click();
  // An image by its link: one on a private network is refused with the spec's domain kind of message, a public one goes in.
  await form.getByRole('button', { name: 'Image from link' }).click();
  const imageForm = form.getByTestId('image-form');
  await imageForm.getByRole('textbox', { name: 'Image address' }).fill('http://192.168.1.20/cam.jpg');
  await imageForm.getByRole('button', { name: 'Insert image' }).click();
  await expect(imageForm.getByRole('alert')).toHaveText('Images can only be linked from a public web address (not localhost or a private network).');
  await imageForm.getByRole('textbox', { name: 'Image address' }).fill('https://images.example/rig.jpg');
  await imageForm.getByRole('button', { name: 'Insert image' }).click();
  await expect(editor.locator('img[src="https://images.example/rig.jpg"]')).toHaveCount(1);
  await form.getByRole('button', { name: 'Smilies' }).click();
  await form.getByTestId('smilie-picker').getByRole('button', { name: 'Smile', exact: true }).click();
  await form.getByTestId('attach-input').setInputFiles({ name: 'winch.png', mimeType: 'image/png', buffer: pngImage(40, 30) });
  await expect(form.getByTestId('draft-attachment')).toHaveCount(1);
  await expect(form.getByTestId('draft-attachment').getByRole('img', { name: 'winch.png' })).toBeVisible();

  await form.getByRole('button', { name: 'Post thread' }).click();
  await expect(page).toHaveURL(/-t\.\d+\/$/);
  await expect(page.getByTestId('thread-title')).toHaveText(title);
  const first = page.getByTestId('post').first();
  await expect(first.getByTestId('post-body').locator('strong')).toHaveText('Still strong');
  await expect(first.getByTestId('post-body').locator('a[href="https://winch.example/specs"]')).toHaveText('https://winch.example/specs');
  await expect(first.getByTestId('post-body')).toContainText('🙂');
  await expect(first.getByTestId('post-body').locator('img[src="https://images.example/rig.jpg"]')).toHaveCount(1);
  await expect(first.getByTestId('post-attachments').getByRole('img', { name: 'winch.png' })).toBeVisible();
});

test('a file of a type that is not allowed is refused in the page, naming the allowed types', async ({ page, baseURL }) => {
  await logIn(page, await newMemberSession(baseURL!));
  const forum = await firstForum(page.request);
  await page.goto(`${sitePath(forum.view_url)}post-thread`);
  const form = page.getByTestId('new-thread-form');
  await form.getByTestId('attach-input').setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(form.getByText(/"tool\.exe" is not an allowed file type\. Allowed types: .*png/)).toBeVisible();
  await expect(form.getByTestId('draft-attachment')).toHaveCount(0);

  // Named .png but not an image: the page lets it go, the server checks the content and its reason is shown.
  await form.getByTestId('attach-input').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
  await expect(form.getByRole('alert').filter({ hasText: '"fake.png":' })).toBeVisible();
  await expect(form.getByTestId('draft-attachment')).toHaveCount(0);
});

test('a reply with a quote and a mention; the mentioned member gets an alert', async ({ page, baseURL }) => {
  const [starter, replier, mentioned] = await Promise.all([newMemberSession(baseURL!), newMemberSession(baseURL!), newMemberSession(baseURL!)]);
  const forum = await firstForum(starter.session);
  const { thread } = await createThread(starter.session, forum.node_id, `Lift kit question ${unique()}`, '<p>Which lift for 35s?</p>');

  await logIn(page, replier);
  await page.goto(sitePath(thread.view_url));
  await page.getByTestId('post').first().getByRole('button', { name: 'Reply' }).click();
  const box = page.getByTestId('reply-box');
  const editor = box.getByRole('textbox', { name: 'Your reply' });
  await expect(editor.locator(`blockquote[data-quote="${starter.username}"]`)).toContainText('Which lift for 35s?');

  await editor.click();
  await page.keyboard.press('Control+End');
  // The draft is saved a second after typing stops, long after the mention list would have asked.
  const [first, ...rest] = mentioned.username;
  const draftSaved = page.waitForRequest((request) => request.url().includes('/api/threads/draft') && request.method() === 'POST' && (request.postData() ?? '').includes(`Ask @${first}`));
  await page.keyboard.type(`Ask @${first}`);
  await draftSaved;
  await expect(box.getByRole('listbox')).toHaveCount(0);
  await page.keyboard.type(rest.join(''));
  const list = box.getByRole('listbox', { name: 'Members to mention' });
  const option = list.getByRole('option', { name: `@${mentioned.username}`, exact: true });
  await expect(option).toBeVisible();
  const names = await list.getByRole('option').allTextContents();
  for (let index = 0; index < names.indexOf(`@${mentioned.username}`); index += 1) await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(editor.locator('span.mention')).toHaveText(`@${mentioned.username}`);
  await page.keyboard.type('about the 3 inch kit.');
  await box.getByRole('button', { name: 'Post reply' }).click();

  const reply = page.getByTestId('post').nth(1);
  const quote = reply.getByTestId('post-body').locator(`blockquote[data-quote="${starter.username}"]`);
  await expect(quote).toContainText('Which lift for 35s?');
  // It reads as a quote (who said it, a bar beside it), and the mention opens the member's profile.
  expect(await quote.evaluate((node) => [getComputedStyle(node, '::before').content, getComputedStyle(node).borderLeftStyle])).toEqual([`"${starter.username} said:"`, 'solid']);
  await expect(reply.getByTestId('post-body').getByRole('link', { name: `@${mentioned.username}` })).toHaveAttribute('href', new RegExp(`^/members/${mentioned.username.toLowerCase()}\\.\\d+/$`));
  await expect(editor).toHaveText('');

  await expect.poll(async () => (await alertsOf(mentioned.session)).some((alert) => alert.action === 'mention' && alert.FromUser?.username === replier.username)).toBe(true);
  await expect.poll(async () => (await alertsOf(starter.session)).some((alert) => alert.action === 'quote' && alert.FromUser?.username === replier.username)).toBe(true);
  await Promise.all([starter, replier, mentioned].map((member) => member.session.dispose()));
});

test('react, change the reaction, remove it', async ({ page, baseURL }) => {
  const { session: starter } = await newMemberSession(baseURL!);
  const forum = await firstForum(starter);
  const { thread } = await createThread(starter, forum.node_id, `Reaction test ${unique()}`);
  const reactor = await newMemberSession(baseURL!);
  await logIn(page, reactor);
  await page.goto(sitePath(thread.view_url));
  const post = page.getByTestId('post').first();

  await post.getByRole('button', { name: 'React' }).click();
  await post.getByRole('group', { name: 'Reactions' }).getByRole('button', { name: 'Like' }).click();
  await expect(post.getByTestId('reaction-count-1')).toHaveText(/1/);
  await expect(post.getByTestId('my-reaction')).toContainText('Like');

  await post.getByRole('button', { name: 'Change reaction' }).click();
  await post.getByRole('group', { name: 'Reactions' }).getByRole('button', { name: 'Love' }).click();
  await expect(post.getByTestId('reaction-count-2')).toHaveText(/1/);
  await expect(post.getByTestId('reaction-count-1')).toHaveCount(0);

  // Who reacted, from GET /posts/{id}/reactions.
  await post.getByTestId('reaction-summary').click();
  await expect(page.getByTestId('reactors-dialog').getByTestId('reactor')).toContainText(reactor.username);
  await page.getByTestId('reactors-dialog').getByRole('button', { name: 'Close' }).click();

  await post.getByTestId('my-reaction').click();
  await expect(post.getByTestId('reaction-summary')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('post').first().getByTestId('reaction-summary')).toHaveCount(0);
  await starter.dispose();
});

test('a reply draft survives a reload', async ({ page, baseURL }) => {
  const { session: starter } = await newMemberSession(baseURL!);
  const forum = await firstForum(starter);
  const { thread } = await createThread(starter, forum.node_id, `Draft test ${unique()}`);
  await logIn(page, await newMemberSession(baseURL!));
  await page.goto(sitePath(thread.view_url));
  const editor = page.getByTestId('reply-box').getByRole('textbox', { name: 'Your reply' });
  await editor.click();
  await page.keyboard.type('Half-written thoughts about diff lockers');
  // Saved to the server a second after typing stops.
  await expect
    .poll(async () => ((await (await page.request.get(`/api/threads/draft?thread_id=${thread.thread_id}`)).json()) as { draft: { message_html: string } | null }).draft?.message_html ?? '')
    .toContain('diff lockers');
  await page.reload();
  await expect(page.getByTestId('reply-box').getByRole('textbox', { name: 'Your reply' })).toContainText('Half-written thoughts about diff lockers');

  // Gone from this browser too (localStorage), the server copy still brings it back.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByTestId('reply-box').getByRole('textbox', { name: 'Your reply' })).toContainText('Half-written thoughts about diff lockers');
  await starter.dispose();
});

test('a moderator deletes a post with a reason and the author gets an alert', async ({ page, baseURL }) => {
  const { session: starter } = await newMemberSession(baseURL!);
  const forum = await firstForum(starter);
  const { thread } = await createThread(starter, forum.node_id, `Moderation test ${unique()}`);
  await createReply(starter, thread.thread_id, '<p>Buy cheap tyres at spam.example</p>');

  await logIn(page, 'moderator');
  await page.goto(sitePath(thread.view_url));
  const post = page.getByTestId('post').nth(1);
  await post.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByTestId('delete-dialog');
  await dialog.getByLabel('Reason for deletion').fill('Advertising');
  await dialog.getByText('Alert the author').click();
  await dialog.getByLabel('Reason sent to the author').fill('No advertising in the forum, please.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(post).toHaveAttribute('data-deleted', 'true');
  await expect(post.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(post.getByTestId('delete-reason')).toHaveText('Reason: Advertising');

  await expect.poll(async () => (await alertsOf(starter)).some((alert) => alert.action === 'post_delete')).toBe(true);

  // Members see a short row in its place.
  await page.context().clearCookies();
  await page.goto(sitePath(thread.view_url));
  await expect(page.getByTestId('post').nth(1)).toHaveText(/This post has been deleted\./);
  await starter.dispose();
});

test('a new reply from another session appears without a reload', async ({ page, baseURL }) => {
  const { session: starter } = await newMemberSession(baseURL!);
  const forum = await firstForum(starter);
  const { thread } = await createThread(starter, forum.node_id, `Live test ${unique()}`);
  await logIn(page, await newMemberSession(baseURL!));
  await page.goto(sitePath(thread.view_url));
  await expect(page.getByTestId('post')).toHaveCount(1);
  const marker = await page.evaluate(() => ((window as unknown as { __sameDocument: number }).__sameDocument = Math.random()));

  await createReply(starter, thread.thread_id, '<p>Live from the trailhead</p>');
  await expect(page.getByTestId('post')).toHaveCount(2);
  await expect(page.getByTestId('post').nth(1)).toContainText('Live from the trailhead');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument: number }).__sameDocument)).toBe(marker);
  await starter.dispose();
});

test('visitors are asked to log in instead of getting the editor', async ({ page, baseURL }) => {
  const { session: starter } = await newMemberSession(baseURL!);
  const forum = await firstForum(starter);
  const { thread } = await createThread(starter, forum.node_id, `Visitor test ${unique()}`);
  await page.goto(sitePath(thread.view_url));
  await expect(page.getByTestId('reply-refusal')).toContainText('You must log in or register to post here.');
  await expect(page.getByTestId('reply-box')).toHaveCount(0);
  await page.getByTestId('reply-refusal').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/login=true/);

  // The shell's guard sends visitors from post-thread to the home page (spec §4 guards).
  await page.goto(`${sitePath(forum.view_url)}post-thread`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('new-thread-form')).toHaveCount(0);
  await starter.dispose();
});

test('a reply whose answer is lost is retried with the same key and creates exactly one post; a failed submit keeps the text', async ({ page, baseURL }) => {
  const { session: starter } = await newMemberSession(baseURL!);
  const forum = await firstForum(starter);
  const { thread } = await createThread(starter, forum.node_id, `Retry test ${unique()}`);
  await logIn(page, await newMemberSession(baseURL!));
  await page.goto(sitePath(thread.view_url));
  const box = page.getByTestId('reply-box');
  const editor = box.getByRole('textbox', { name: 'Your reply' });

  // Both tries fail at the network: the reply stays in the editor and the reason is shown.
  const keys: string[] = [];
  await page.route('**/api/posts', async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    await route.abort('failed');
  });
  await editor.click();
  await page.keyboard.type('Aired down to 18 psi');
  await box.getByRole('button', { name: 'Post reply' }).click();
  await expect(box.getByTestId('editor-error')).toHaveText('Could not create post! Server not respond, please try again later!');
  await expect(editor).toHaveText('Aired down to 18 psi');
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  await page.unroute('**/api/posts');

  // The server writes the post but its answer is lost: the automatic retry gets the same post back.
  let first = true;
  await page.route('**/api/posts', async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    if (!first) return route.continue();
    first = false;
    await route.fetch();
    await route.abort('failed');
  });
  await box.getByRole('button', { name: 'Post reply' }).click();
  await expect(page.getByTestId('post')).toHaveCount(2);
  expect(new Set(keys).size).toBe(1);
  const { posts } = await (await page.request.get(`/api/threads/${thread.thread_id}/posts`)).json();
  expect(posts.map((post: { message_html: string }) => post.message_html).filter((html: string) => html.includes('18 psi'))).toHaveLength(1);
  await expect(editor).toHaveText('');
  await starter.dispose();
});

test('watch and unwatch a thread, with or without e-mail; a moderator closes it and members may no longer reply', async ({ page, baseURL, browser }) => {
  const { session: starter } = await newMemberSession(baseURL!);
  const forum = await firstForum(starter);
  const { thread } = await createThread(starter, forum.node_id, `Close test ${unique()}`);

  await logIn(page, await newMemberSession(baseURL!));
  await page.goto(sitePath(thread.view_url));
  await page.getByTestId('watch-button').click();
  await expect(page.getByTestId('watch-button')).toHaveText('Unwatch');
  // While watched: whether replies are e-mailed too (a new watch follows the member's preferences), kept across a reload.
  const emailMe = page.getByRole('checkbox', { name: 'E-mail me replies' });
  const byDefault = await emailMe.isChecked();
  await page.getByTestId('watch-email').click();
  await expect(emailMe).toBeChecked({ checked: !byDefault });
  await page.reload();
  await expect(page.getByTestId('watch-button')).toHaveText('Unwatch');
  await expect(page.getByRole('checkbox', { name: 'E-mail me replies' })).toBeChecked({ checked: !byDefault });
  await page.getByTestId('watch-button').click();
  await expect(page.getByTestId('watch-button')).toHaveText('Watch');
  await expect(page.getByRole('checkbox', { name: 'E-mail me replies' })).toHaveCount(0);

  const moderatorContext = await browser.newContext({ baseURL });
  const moderatorPage = await moderatorContext.newPage();
  await logIn(moderatorPage, 'moderator');
  await moderatorPage.goto(sitePath(thread.view_url));
  await moderatorPage.getByTestId('thread-tools').click();
  await moderatorPage.getByRole('menuitem', { name: 'Close thread' }).click();
  await expect(moderatorPage.getByText('Closed', { exact: true })).toBeVisible();

  // Moved to another forum with a reason: the starter is told.
  await moderatorPage.getByTestId('thread-tools').click();
  await moderatorPage.getByRole('menuitem', { name: 'Move to another forum…' }).click();
  const move = moderatorPage.getByRole('dialog', { name: 'Move thread' });
  const destination = move.getByLabel('Destination forum');
  const target = await destination.locator('option').nth(1).getAttribute('value');
  await destination.selectOption(target!);
  await move.getByLabel('Reason (sent to the starter)').fill('Better fit over there');
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(move).toHaveCount(0);
  await expect.poll(async () => (await alertsOf(starter)).some((alert) => alert.action === 'thread_move')).toBe(true);
  await moderatorContext.close();

  await page.reload();
  await expect(page.getByTestId('reply-refusal')).toHaveText('Not open for further replies.');
  await expect(page.getByTestId('reply-box')).toHaveCount(0);
  await starter.dispose();
});

test('editing a reply strips its reply quotes; reporting a post thanks the reporter', async ({ page, baseURL }) => {
  const [starter, replier] = await Promise.all([newMemberSession(baseURL!), newMemberSession(baseURL!)]);
  const forum = await firstForum(starter.session);
  const { thread, post } = await createThread(starter.session, forum.node_id, `Edit test ${unique()}`, '<p>Stock tyres or 33s?</p>');
  await createReply(replier.session, thread.thread_id, `<blockquote data-quote="${starter.username}" data-post-id="${post.post_id}"><p>Stock tyres or 33s?</p></blockquote><p>Go 33s.</p>`);

  await logIn(page, replier);
  await page.goto(sitePath(thread.view_url));
  const reply = page.getByTestId('post').nth(1);
  await reply.getByRole('button', { name: 'Edit' }).click();
  const editor = reply.getByTestId('edit-post-form').getByRole('textbox', { name: 'Edit post' });
  await expect(editor).toHaveText('Go 33s.');
  await expect(editor.locator('blockquote')).toHaveCount(0);
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' On the stock wheels.');
  await reply.getByRole('button', { name: 'Save' }).click();
  await expect(reply.getByTestId('edit-post-form')).toHaveCount(0);
  await expect(reply.getByTestId('post-body')).toHaveText('Go 33s. On the stock wheels.');

  await page.getByTestId('post').first().getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByTestId('report-dialog');
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please say what is wrong with this post.');
  await dialog.getByLabel('What is wrong with it?').fill('Duplicate of another thread');
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Thank you for reporting this post.')).toBeVisible();
  await Promise.all([starter.session.dispose(), replier.session.dispose()]);
});

test('a new reply on a later page shows the New replies notice, which leads to it', async ({ page, baseURL }) => {
  const { session: starter } = await newMemberSession(baseURL!);
  const forum = await firstForum(starter);
  const { thread } = await createThread(starter, forum.node_id, `Long live test ${unique()}`);
  for (let n = 2; n <= 20; n += 1) await createReply(starter, thread.thread_id, `<p>Reply number ${n}</p>`);
  await logIn(page, await newMemberSession(baseURL!));
  await page.goto(sitePath(thread.view_url));
  await expect(page.getByTestId('post')).toHaveCount(20);

  await createReply(starter, thread.thread_id, '<p>Reply number 21 lands on page 2</p>');
  await expect(page.getByTestId('new-replies')).toBeVisible();
  await expect(page.getByTestId('post')).toHaveCount(20);
  await page.getByRole('button', { name: 'New replies — go to latest' }).click();
  await expect(page).toHaveURL(/page-2$/);
  await expect(page.getByTestId('post').first()).toContainText('Reply number 21 lands on page 2');
  await starter.dispose();
});
