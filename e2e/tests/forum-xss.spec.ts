import { expect, logIn, pageSettled, test } from '../fixtures/site';
import { newMemberSession } from '../fixtures/accounts';
import { createReply, createThread, editPost, firstForum, sitePath } from '../fixtures/forum';
import { XSS_PAYLOADS } from '../../api/test/xss-corpus';

test.setTimeout(120_000);

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
  // Any script a payload manages to run lands in the trap (alert, confirm, prompt, print, eval-ish globals).
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.__xss = [];
    const trap = (name: string) => (...args: unknown[]) => {
      (w.__xss as string[]).push(`${name}(${args.join(',')})`);
      console.log(`xss-trap ${name}`);
    };
    for (const name of ['alert', 'confirm', 'prompt', 'print']) w[name] = trap(name);
  });

  await logIn(page, author);
  const pages = Math.ceil((1 + XSS_PAYLOADS.length * 2) / 20);
  for (let n = 1; n <= pages; n += 1) {
    const base = sitePath(thread.view_url);
    await page.goto(n === 1 ? base : `${base}page-${n}`);
    await expect(page.getByTestId('post').first()).toBeVisible();
    const bodies = page.getByTestId('post-body');
    // Give handlers a chance: hover and focus everything rendered from members' HTML.
    for (const element of await bodies.locator('*').all()) {
      await element.hover({ force: true, timeout: 1000 }).catch(() => undefined);
    }
    // Payloads that wait for an image to fail, or for a frame, have had their moment.
    await pageSettled(page, '[data-testid="post-body"]');
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
    expect(dangerous, `page ${n}: executable markup in post bodies`).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss: string[] }).__xss), `page ${n}: trapped calls`).toEqual([]);
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
