import type { Locator, Page } from '@playwright/test';
import { expect, logIn, pageSettled, test } from '../fixtures/site';
import { newMemberSession } from '../fixtures/accounts';
import { createReply, createThread, editPost, firstForum, sitePath } from '../fixtures/forum';
import { XSS_PAYLOADS } from '../../api/test/xss-corpus';

test.setTimeout(120_000);

/** Every script a payload manages to run lands in a trap (alert, confirm, prompt, print); dialogs and errors are noted. */
async function trapScripts(page: Page): Promise<string[]> {
  const ran: string[] = [];
  page.on('dialog', async (dialog) => {
    ran.push(`dialog ${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/xss-trap/.test(message.text())) ran.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (/alert|xss/i.test(error.message)) ran.push(`page error: ${error.message}`);
  });
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.__xss = [];
    const trap = (name: string) => (...args: unknown[]) => {
      (w.__xss as string[]).push(`${name}(${args.join(',')})`);
      console.log(`xss-trap ${name}`);
    };
    for (const name of ['alert', 'confirm', 'prompt', 'print']) w[name] = trap(name);
  });
  return ran;
}

/** Members' HTML shown in `bodies`: hovered, settled, and searched for anything executable; nothing may have run. */
async function expectHarmless(page: Page, bodies: Locator, selector: string, where: string) {
  // Give handlers a chance: hover and focus everything rendered from members' HTML.
  for (const element of await bodies.locator('*').all()) {
    await element.hover({ force: true, timeout: 1000 }).catch(() => undefined);
  }
  // Payloads that wait for an image to fail, or for a frame, have had their moment.
  await pageSettled(page, selector);
  const dangerous = await bodies.evaluateAll((nodes) =>
    nodes.flatMap((node) =>
      Array.from(node.querySelectorAll('*')).flatMap((element) => {
        const problems: string[] = [];
        if (/^(script|iframe|object|embed|svg|math|style|form|base|meta|link)$/i.test(element.tagName)) problems.push(`<${element.tagName.toLowerCase()}>`);
        for (const attribute of Array.from(element.attributes)) {
          if (/^on/i.test(attribute.name)) problems.push(`${element.tagName.toLowerCase()}[${attribute.name}]`);
          if (/^(href|src|action|formaction|srcdoc)$/i.test(attribute.name) && /^\s*(javascript|vbscript|data):/i.test(attribute.value)) problems.push(`${element.tagName.toLowerCase()}[${attribute.name}=${attribute.value}]`);
        }
        return problems;
      }),
    ),
  );
  expect(dangerous, `${where}: executable markup in members' HTML`).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss: string[] }).__xss), `${where}: trapped calls`).toEqual([]);
}

test('no payload of the XSS corpus runs when its post is shown, created or edited', async ({ page, baseURL }) => {
  const author = await newMemberSession(baseURL!);
  const member = author.session;
  const forum = await firstForum(member);
  const { thread } = await createThread(member, forum.node_id, `XSS corpus ${Date.now()}`);
  // A visible label keeps a payload that cleans down to nothing from being refused as an empty post.
  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    await createReply(member, thread.thread_id, `<p>payload ${index} created</p>${payload}`);
    const post = await createReply(member, thread.thread_id, '<p>to be edited</p>');
    await editPost(member, post.post_id, `<p>payload ${index} edited</p>${payload}`);
  }

  const ran = await trapScripts(page);

  await logIn(page, author);
  const pages = Math.ceil((1 + XSS_PAYLOADS.length * 2) / 20);
  for (let n = 1; n <= pages; n += 1) {
    const base = sitePath(thread.view_url);
    await page.goto(n === 1 ? base : `${base}page-${n}`);
    await expect(page.getByTestId('post').first()).toBeVisible();
    await expectHarmless(page, page.getByTestId('post-body'), '[data-testid="post-body"]', `page ${n}`);
  }
  expect(ran).toEqual([]);

  // The editor gets the stored HTML back for editing: opening it must not run anything either.
  await page.goto(sitePath(thread.view_url));
  await page.getByTestId('post').nth(1).getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByTestId('edit-post-form')).toBeVisible();
  await pageSettled(page, '[data-testid="edit-post-form"]');
  expect(await page.evaluate(() => (window as unknown as { __xss: string[] }).__xss)).toEqual([]);
  expect(ran).toEqual([]);
  await member.dispose();
});

test('no payload of the XSS corpus runs in a profile post or a conversation message', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const author = await newMemberSession(baseURL!);
  const reader = await newMemberSession(baseURL!);
  const idOf = async (session: typeof author.session) => ((await (await session.get('/api/me')).json()) as { user_id: number }).user_id;
  const [authorId, readerId] = await Promise.all([idOf(author.session), idOf(reader.session)]);
  // One message a payload (some swallow whatever follows them), each behind a visible label.
  const labelled = XSS_PAYLOADS.map((payload, index) => `<p>payload ${index}</p>${payload}`);
  const sent = async (response: Awaited<ReturnType<typeof author.session.post>>, what: string) => {
    expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBeTruthy();
    return response.json();
  };
  const [first, ...rest] = labelled;
  const started = await sent(await author.session.post('/api/conversations', { data: { title: `XSS corpus ${Date.now()}`, recipient_ids: [readerId], message_html: first } }), 'conversation');
  const conversationId = (started as { conversation: { conversation_id: number } }).conversation.conversation_id;
  for (const [index, html] of labelled.entries()) {
    await sent(await author.session.post('/api/profile-posts', { data: { user_id: authorId, message_html: html, attachment_key: null } }), `profile post ${index}`);
  }
  for (const [index, html] of rest.entries()) {
    await sent(await author.session.post('/api/conversation-messages', { data: { conversation_id: conversationId, message_html: html } }), `message ${index + 1}`);
  }

  const ran = await trapScripts(page);
  await logIn(page, reader);
  const pages = Math.ceil(XSS_PAYLOADS.length / 20);
  for (let n = 1; n <= pages; n += 1) {
    await page.goto(`/members/${author.username}.${authorId}/${n > 1 ? `?page=${n}` : ''}`);
    const bodies = page.getByTestId('profile-posts').getByTestId('message-body');
    await expect(bodies.first()).toContainText('payload');
    await expectHarmless(page, bodies, '[data-testid="message-body"]', `profile posts, page ${n}`);

    await page.goto(`/conversations/${conversationId}?page=${n}`);
    const messages = page.getByTestId('message-list');
    await expect(messages).toContainText('payload');
    await expectHarmless(page, messages, '[data-testid="message-list"]', `conversation, page ${n}`);
  }
  expect(ran).toEqual([]);
  await Promise.all([author.session.dispose(), reader.session.dispose()]);
});
