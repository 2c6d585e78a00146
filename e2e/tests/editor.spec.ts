import { expect, logIn, test, type Page } from '../fixtures/site';
import { newMemberSession } from '../fixtures/accounts';
import { createThread, firstForum, sitePath } from '../fixtures/forum';

// The site's one editor (@trailhead/shared-kernel/editor) in a real browser: undo and redo,
// input-method composition, pasted rich HTML, and a visitor who reads never downloading it.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function openReplyBox(page: Page, baseURL: string) {
  // Members of the test's own: the drafts this test writes are nobody else's.
  const [starter, writer] = await Promise.all([newMemberSession(baseURL), newMemberSession(baseURL)]);
  const forum = await firstForum(starter.session);
  const { thread } = await createThread(starter.session, forum.node_id, `Editor test ${unique()}`, '<p>First post of an editor test.</p>');
  await starter.session.dispose();
  await writer.session.dispose();
  await logIn(page, writer);
  await page.goto(sitePath(thread.view_url));
  const box = page.getByTestId('reply-box');
  const editor = box.getByRole('textbox', { name: 'Your reply' });
  await editor.click();
  return { box, editor, thread };
}

test('undo and redo: Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y and the toolbar buttons', async ({ page, baseURL }) => {
  const { box, editor } = await openReplyBox(page, baseURL!);
  const undo = box.getByRole('button', { name: 'Undo' });
  const redo = box.getByRole('button', { name: 'Redo' });
  await expect(undo).toBeDisabled();

  await page.keyboard.type('Trail report');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Control+B');
  await expect(editor.locator('strong')).toHaveText('Trail report');
  await expect(undo).toBeEnabled();

  await page.keyboard.press('Control+Z');
  await expect(editor.locator('strong')).toHaveCount(0);
  await expect(editor).toHaveText('Trail report');
  await page.keyboard.press('Control+Shift+Z');
  await expect(editor.locator('strong')).toHaveText('Trail report');
  await page.keyboard.press('Control+Z');
  await expect(editor.locator('strong')).toHaveCount(0);
  await page.keyboard.press('Control+Y');
  await expect(editor.locator('strong')).toHaveText('Trail report');

  // Typing after a new line is a step of its own: undo takes it back, redo brings it again.
  // End puts the caret after the text; a key pressed while the editor is still putting back the
  // redone selection can be lost, so End is pressed until the caret is seen there, a point, not the line.
  // The redo has settled once nothing is left to redo.
  await expect(redo).toBeDisabled();
  await expect(async () => {
    await page.keyboard.press('End');
    const caretAtEnd = await editor.evaluate((root) => {
      const selection = window.getSelection();
      if (!selection || !selection.isCollapsed || selection.rangeCount === 0 || !selection.anchorNode || !root.contains(selection.anchorNode)) return false;
      const rest = document.createRange();
      rest.setStart(selection.anchorNode, selection.anchorOffset);
      rest.setEnd(root, root.childNodes.length);
      return rest.toString() === '';
    });
    expect(caretAtEnd).toBe(true);
  }).toPass();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Day two');
  await expect(editor).toHaveText('Trail reportDay two');
  await undo.click();
  await expect(editor).not.toContainText('Day two');
  await expect(editor.locator('strong')).toHaveText('Trail report');
  await redo.click();
  await expect(editor).toContainText('Day two');
});

test('input-method composition (Japanese, Korean, Chinese) goes in once, exactly as composed, and mentions wait for it', async ({ page, baseURL }) => {
  const { box, editor } = await openReplyBox(page, baseURL!);
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/users/find-name')) lookups.push(new URL(request.url()).searchParams.get('username') ?? '');
  });
  const ime = await page.context().newCDPSession(page);
  const compose = async (steps: string[], committed: string) => {
    for (const text of steps) await ime.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
    await ime.send('Input.insertText', { text: committed });
  };

  await page.keyboard.type('Camp at ');
  await compose(['n', 'に', 'にh', 'にほ', 'にほn', 'にほん', 'にほんg', 'にほんご'], '日本語');
  await expect(editor).toHaveText('Camp at 日本語');
  await compose(['ㅎ', '하', '한'], '한');
  await compose(['ㄱ', '그', '글'], '글');
  await expect(editor).toHaveText('Camp at 日本語한글');
  await page.keyboard.type(' ok');
  await expect(editor).toHaveText('Camp at 日本語한글 ok');

  // A pinyin input method shows Latin letters while composing: "@mo" is not yet what was meant,
  // so no member is looked up while it is there, even once the draft has been saved meanwhile.
  await page.keyboard.type(' @');
  const draftSaved = page.waitForRequest((request) => request.url().includes('/api/threads/draft') && request.method() === 'POST');
  for (const text of ['m', 'mo']) await ime.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
  await draftSaved;
  expect(lookups).toEqual([]);
  await expect(box.getByRole('listbox')).toHaveCount(0);
  await ime.send('Input.insertText', { text: '摸' });
  await expect(editor).toHaveText('Camp at 日本語한글 ok @摸');
  expect(await editor.innerText()).toMatch(/^[^日]*日本語[^日]*$/);

  // Typed without an input method, the mention list works as ever.
  await page.keyboard.type(' @mod');
  await expect(box.getByRole('listbox', { name: 'Members to mention' }).getByRole('option', { name: '@moderator' })).toBeVisible();
  await page.keyboard.press('Escape');

  // What is sent is the composed text, once.
  await box.getByRole('button', { name: 'Post reply' }).click();
  const reply = page.getByTestId('post').nth(1);
  await expect(reply.getByTestId('post-body')).toHaveText('Camp at 日本語한글 ok @摸 @mod');
});

test('pasted rich HTML keeps bold, italic, links, lists and quotes, and nothing hostile', async ({ page, baseURL }) => {
  const { box, editor } = await openReplyBox(page, baseURL!);
  const ran: string[] = [];
  page.on('dialog', async (dialog) => {
    ran.push(dialog.message());
    await dialog.dismiss();
  });
  await editor.evaluate((element) => {
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<meta charset="utf-8"><style>p{color:red}</style><p style="color:red" onclick="alert(1)">Trail <b>report</b> <span style="font-style:italic">day 2</span> <a href="javascript:alert(1)">bad link</a> <a href="https://maps.example/trail" onmouseover="alert(2)">map</a></p>' +
        '<script>alert(3)</script><iframe src="https://evil.example"></iframe><img src="x" onerror="alert(4)"><svg onload="alert(5)"></svg>' +
        '<ul><li>Front locker</li><li>Rear locker</li></ul><h2>Heading</h2><blockquote>Air down first</blockquote>',
    );
    data.setData('text/plain', 'Trail report');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(editor.locator('strong')).toHaveText('report');
  await expect(editor.locator('em')).toHaveText('day 2');
  await expect(editor.locator('a[href="https://maps.example/trail"]')).toHaveText('map');
  await expect(editor.locator('li')).toHaveText(['Front locker', 'Rear locker']);
  await expect(editor.locator('blockquote')).toHaveText('Air down first');
  await expect(editor).toContainText('bad link');
  const hostile = await editor.evaluate((element) =>
    Array.from(element.querySelectorAll('*')).flatMap((node) => [
      ...(/^(script|style|iframe|svg|img|meta|h2)$/i.test(node.tagName) ? [node.tagName] : []),
      ...Array.from(node.attributes)
        .filter((attribute) => /^on/i.test(attribute.name) || /javascript:/i.test(attribute.value) || (attribute.name === 'style' && /color/.test(attribute.value)))
        .map((attribute) => `${node.tagName}[${attribute.name}]`),
    ]),
  );
  expect(hostile).toEqual([]);

  await box.getByRole('button', { name: 'Post reply' }).click();
  const body = page.getByTestId('post').nth(1).getByTestId('post-body');
  await expect(body.locator('strong')).toHaveText('report');
  await expect(body.locator('a[href="https://maps.example/trail"]')).toHaveText('map');
  await expect(body.locator('li')).toHaveCount(2);
  expect(ran).toEqual([]);
});

test('the editor loads only for someone who can write: a visitor reading a thread downloads none of it', async ({ page, baseURL }) => {
  const { session: starter } = await newMemberSession(baseURL!);
  const forum = await firstForum(starter);
  const { thread } = await createThread(starter, forum.node_id, `Reading test ${unique()}`);
  await starter.dispose();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(sitePath(thread.view_url));
  await expect(page.getByTestId('reply-refusal')).toBeVisible();
  await expect(page.getByTestId('post')).toHaveCount(1);
  expect(scripts.filter((path) => /editor|lexical/i.test(path))).toEqual([]);

  // A member who can reply gets it with the reply box.
  await logIn(page, await newMemberSession(baseURL!));
  await page.reload();
  await expect(page.getByTestId('reply-box').getByRole('textbox', { name: 'Your reply' })).toBeVisible();
  expect(scripts.filter((path) => /shared-kernel_src_editor/.test(path)).length).toBeGreaterThan(0);
});
