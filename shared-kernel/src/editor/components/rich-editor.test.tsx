/** @jest-environment jsdom */
import { createRef } from 'react';
import { act, fireEvent as fire, screen, waitFor, within } from '@testing-library/react';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { UPLOAD_ERROR_MESSAGES } from '../composer/upload-checks';
import { commitComposition, paste, selectAll, typeText } from './editor-test-kit';
import { LINK_REFUSED, RichEditor, type RichEditorHandle } from './rich-editor';

type Reply = { status: number; body: unknown };

// Lexical commits an update a microtask after the event: each event is awaited inside act().
const fireEvent = {
  keyDown: (element: Element, init: KeyboardEventInit) => act(async () => void fire.keyDown(element, init)),
  click: (element: Element) => act(async () => void fire.click(element)),
  change: (element: Element, init: { target: { value: string } }) => act(async () => void fire.change(element, init)),
};
const requests: string[] = [];

function fakeApi(answer: (url: string) => Reply | undefined = () => undefined) {
  requests.length = 0;
  global.fetch = jest.fn(async (url: string) => {
    requests.push(url);
    const reply = answer(url) ?? (url.startsWith('/api/users/find-name') ? { status: 200, body: { users: [{ user_id: 3, username: 'member' }, { user_id: 2, username: 'moderator' }] } } : { status: 404, body: { errors: [{ code: 'not_found', message: 'no' }] } });
    return { ok: reply.status < 400, status: reply.status, json: async () => reply.body } as Response;
  }) as unknown as typeof fetch;
}

async function setup(props: Partial<Parameters<typeof RichEditor>[0]> = {}) {
  const onChange = jest.fn();
  const ref = createRef<RichEditorHandle>();
  renderInSite(<RichEditor ref={ref} label="Your reply" onChange={onChange} {...props} />);
  // Lexical settles its first state a microtask after mounting.
  await act(async () => {});
  const editor = screen.getByRole('textbox', { name: 'Your reply' });
  return { editor, onChange, ref, html: () => ref.current!.getHtml() };
}

beforeEach(() => fakeApi());

it('is a labelled textbox under a toolbar of named buttons', async () => {
  await setup({ onAttachFiles: jest.fn() });
  const toolbar = screen.getByRole('toolbar', { name: 'Your reply formatting' });
  const names = within(toolbar)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));
  expect(names).toEqual(['Bold', 'Italic', 'Link', 'Image from link', 'Bulleted list', 'Numbered list', 'Quote', 'Smilies', 'Attach files', 'Undo', 'Redo']);
  expect(screen.getByRole('textbox', { name: 'Your reply' }).getAttribute('aria-multiline')).toBe('true');
});

describe('undo and redo', () => {
  it('Ctrl+Z takes back a change, Ctrl+Shift+Z and Ctrl+Y bring it back, and the toolbar buttons do the same', async () => {
    const { editor, html } = await setup();
    const undo = screen.getByRole('button', { name: 'Undo' });
    const redo = screen.getByRole('button', { name: 'Redo' });
    expect(undo.hasAttribute('disabled')).toBe(true);
    typeText(editor, 'Aired down');
    selectAll(editor);
    await fireEvent.keyDown(editor, { key: 'b', ctrlKey: true });
    expect(html()).toBe('<p><strong>Aired down</strong></p>');
    expect(undo.hasAttribute('disabled')).toBe(false);

    await fireEvent.keyDown(editor, { key: 'z', ctrlKey: true });
    expect(html()).toBe('<p>Aired down</p>');
    await fireEvent.keyDown(editor, { key: 'z', ctrlKey: true, shiftKey: true });
    expect(html()).toBe('<p><strong>Aired down</strong></p>');
    await fireEvent.keyDown(editor, { key: 'z', ctrlKey: true });
    await fireEvent.keyDown(editor, { key: 'y', ctrlKey: true });
    expect(html()).toBe('<p><strong>Aired down</strong></p>');

    await fireEvent.click(undo);
    expect(html()).toBe('<p>Aired down</p>');
    expect(redo.hasAttribute('disabled')).toBe(false);
    await fireEvent.click(redo);
    expect(html()).toBe('<p><strong>Aired down</strong></p>');
  });
});

describe('formatting from the toolbar', () => {
  it('bold, italic, lists and quote act on the selection and show as pressed', async () => {
    const { editor, html } = await setup();
    typeText(editor, 'Front locker');
    selectAll(editor);
    await fireEvent.click(screen.getByRole('button', { name: 'Italic' }));
    expect(html()).toBe('<p><em>Front locker</em></p>');
    expect(screen.getByRole('button', { name: 'Italic' }).getAttribute('aria-pressed')).toBe('true');
    await fireEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(html()).toBe('<ul><li><em>Front locker</em></li></ul>');
    await fireEvent.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(html()).toBe('<ol><li><em>Front locker</em></li></ol>');
    await fireEvent.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(html()).toBe('<p><em>Front locker</em></p>');
    await fireEvent.click(screen.getByRole('button', { name: 'Quote' }));
    expect(html()).toBe('<blockquote><p><em>Front locker</em></p></blockquote>');
  });

  it('links: http, https and mailto only; a bare address becomes https', async () => {
    const { editor, html } = await setup();
    typeText(editor, 'see the map');
    selectAll(editor);
    await fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    await fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Add link' }));
    expect(screen.getByRole('alert').textContent).toBe(LINK_REFUSED);
    expect(html()).toBe('<p>see the map</p>');
    await fireEvent.change(address, { target: { value: 'trail.example/map' } });
    await fireEvent.keyDown(address, { key: 'Enter' });
    expect(screen.queryByRole('textbox', { name: 'Link address' })).toBeNull();
    expect(html()).toBe('<p><a href="https://trail.example/map">see the map</a></p>');
  });
});

describe('image from a link (spec §5 upload error kinds: no link, bad link, domain)', () => {
  it('says what is wrong with the address and inserts a public image', async () => {
    const { editor, html } = await setup();
    typeText(editor, 'Look ');
    await fireEvent.click(screen.getByRole('button', { name: 'Image from link' }));
    const address = screen.getByRole('textbox', { name: 'Image address' });
    const insert = screen.getByRole('button', { name: 'Insert image' });
    const tryAddress = async (value: string) => {
      await fireEvent.change(address, { target: { value } });
      await fireEvent.click(insert);
      return screen.getByRole('alert').textContent;
    };
    expect(await tryAddress('')).toBe(UPLOAD_ERROR_MESSAGES.no_link);
    expect(await tryAddress('ftp://images.example/rig.jpg')).toBe(UPLOAD_ERROR_MESSAGES.bad_link);
    expect(await tryAddress('javascript:alert(1)')).toBe(UPLOAD_ERROR_MESSAGES.bad_link);
    expect(await tryAddress('http://192.168.1.20/cam.jpg')).toBe(UPLOAD_ERROR_MESSAGES.domain);
    expect(html()).toBe('<p>Look </p>');
    await fireEvent.change(address, { target: { value: 'https://images.example/rig.jpg' } });
    await fireEvent.click(insert);
    expect(html()).toBe('<p>Look <img src="https://images.example/rig.jpg" alt=""></p>');
    expect(editor.querySelector('img[src="https://images.example/rig.jpg"]')).not.toBeNull();
  });
});

describe('@mentions (spec §5)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const settle = async () => {
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
  };

  it('asks for members only after more than one character following @', async () => {
    const { editor } = await setup();
    typeText(editor, 'hi @m');
    await settle();
    expect(requests.filter((url) => url.includes('find-name'))).toEqual([]);
    expect(screen.queryByRole('listbox')).toBeNull();
    typeText(editor, 'e');
    await settle();
    expect(requests.filter((url) => url.includes('find-name'))).toEqual(['/api/users/find-name?username=me']);
    const list = await screen.findByRole('listbox', { name: 'Members to mention' });
    expect(editor.getAttribute('aria-activedescendant')).toBe(within(list).getAllByRole('option')[0].id);
    expect(editor.getAttribute('aria-controls')).toBe(list.id);
  });

  it('moves with the arrows and inserts the chosen member with Enter, as the span the API reads', async () => {
    const { editor, onChange, html } = await setup();
    typeText(editor, 'thanks @mo');
    await settle();
    await screen.findByRole('listbox');
    await fireEvent.keyDown(editor, { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(options[1].getAttribute('aria-selected')).toBe('true');
    expect(editor.getAttribute('aria-activedescendant')).toBe(options[1].id);
    await fireEvent.keyDown(editor, { key: 'Enter' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(html()).toBe('<p>thanks <span class="mention" data-user-id="2">@moderator</span> </p>');
    expect(onChange).toHaveBeenLastCalledWith('<p>thanks <span class="mention" data-user-id="2">@moderator</span> </p>');
    expect(editor.querySelector('span.mention')?.textContent).toBe('@moderator');
  });

  it('closes the list with Escape without inserting anything', async () => {
    const { editor, html } = await setup();
    typeText(editor, '@me');
    await settle();
    await screen.findByRole('listbox');
    await fireEvent.keyDown(editor, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(html()).toBe('<p>@me</p>');
  });

  it('does not look for members while an input method is composing, only once the text is committed', async () => {
    const { editor, onChange } = await setup();
    typeText(editor, '@mo', { composing: true });
    await settle();
    expect(requests.filter((url) => url.includes('find-name'))).toEqual([]);
    expect(screen.queryByRole('listbox')).toBeNull();
    // Nor does the draft get the half-composed text.
    expect(onChange).not.toHaveBeenCalled();
    commitComposition(editor, 'd');
    await settle();
    expect(requests.filter((url) => url.includes('find-name'))).toEqual(['/api/users/find-name?username=mod']);
    expect(await screen.findByRole('listbox')).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith('<p>@mod</p>');
  });
});

describe('paste', () => {
  it('keeps bold, italic, links, lists and quotes of pasted HTML and nothing hostile', async () => {
    const { editor, html } = await setup();
    await paste(editor, {
      html: '<meta charset="utf-8"><style>p{color:red}</style><p style="color:red" onclick="alert(1)">Trail <b>report</b> <span style="font-style:italic">day 2</span> <a href="javascript:alert(1)">bad</a> <a href="https://ok.example/">good</a></p><script>alert(1)</script><iframe src="https://evil.example"></iframe><img src=x onerror="alert(1)"><ul><li>one</li></ul><h1>Heading</h1><blockquote>q</blockquote>',
      text: 'Trail report',
    });
    expect(html()).toBe('<p>Trail <strong>report</strong> <em>day 2</em> bad <a href="https://ok.example/">good</a></p><ul><li>one</li></ul><p>Heading</p><blockquote><p>q</p></blockquote>');
    expect(editor.querySelector('script, iframe, img, [onclick], [style*="color"]')).toBeNull();
  });

  it('where quotes and images are not kept (a signature), offers neither and turns pasted ones into what is kept', async () => {
    const { editor, html } = await setup({ quotes: false, images: false, mentions: false });
    const names = within(screen.getByRole('toolbar', { name: 'Your reply formatting' }))
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['Bold', 'Italic', 'Link', 'Bulleted list', 'Numbered list', 'Smilies', 'Undo', 'Redo']);
    await paste(editor, { html: '<blockquote><p>Said <b>before</b></p><p>twice</p></blockquote><p>Mine <img src="https://cdn.example/badge.png"></p>', text: 'Said before' });
    expect(html()).toBe('<p>Said <strong>before</strong></p><p>twice</p><p>Mine</p>');
  });

  it('pastes plain text as lines', async () => {
    const { editor, html } = await setup();
    await paste(editor, { text: 'line one\r\n<b>not bold</b>\nline three' });
    expect(html()).toBe('<p>line one</p><p>&lt;b&gt;not bold&lt;/b&gt;</p><p>line three</p>');
  });

  it('sends pasted files to the attachments', async () => {
    const onAttachFiles = jest.fn();
    const { editor, html } = await setup({ onAttachFiles });
    const file = new File(['png'], 'rig.png', { type: 'image/png' });
    await paste(editor, { files: [file], html: '<img src="blob:x">' });
    expect(onAttachFiles).toHaveBeenCalledWith([file]);
    expect(html()).toBe('');
  });
});

describe('reply quotes and loading a post', () => {
  it('quotes a post through the handle, after what is written', async () => {
    const { editor, ref } = await setup();
    typeText(editor, 'loud');
    act(() => ref.current!.quote({ username: 'member', postId: 8, html: '<blockquote data-quote="x" data-post-id="1"><p>older</p></blockquote><p>Nice rig</p>' }));
    expect(ref.current!.getHtml()).toBe('<p>loud</p><blockquote data-quote="member" data-post-id="8"><p>Nice rig</p></blockquote>');
    expect(editor.querySelector('blockquote[data-quote="member"]')?.textContent).toContain('Nice rig');
  });

  it('opens an existing post as it was written', async () => {
    const post = '<p>Go <strong>33s</strong>, ask <span class="mention" data-user-id="2">@moderator</span>.</p><ol><li>one</li></ol><blockquote><p>saying</p></blockquote>';
    const { html } = await setup({ initialHtml: post });
    expect(html()).toBe(post);
  });
});

it('writes nothing while disabled and shows its error as an alert tied to the textbox', async () => {
  const { editor } = await setup({ disabled: true, error: 'Post message should not be empty' });
  expect(editor.getAttribute('contenteditable')).toBe('false');
  expect(screen.getByRole('alert').textContent).toBe('Post message should not be empty');
  await waitFor(() => expect(editor.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id));
});
