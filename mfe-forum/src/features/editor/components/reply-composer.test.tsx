/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { draftStorageKey } from '../api/thread-draft';
import { ReplyComposer } from './reply-composer';

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };

function fakeApi(onPost: (call: Call) => { status: number; body: unknown } | 'network') {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const call = { url, method: init.method ?? 'GET', headers: (init.headers ?? {}) as Record<string, string>, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body };
    calls.push(call);
    const reply = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body }) as Response;
    if (url.startsWith('/api/threads/draft')) return reply(200, { draft: null });
    if (url.startsWith('/api/options/upload')) return reply(200, { maximum_upload_size_kb: 100, allowed_video_uploads: { enabled: false, size: 0 }, allowed_attachment_extensions: 'png', attachment_max_dimensions: { width: 10, height: 10 } });
    if (url === '/api/posts') {
      const result = onPost(call);
      if (result === 'network') throw new TypeError('Failed to fetch');
      return reply(result.status, result.body);
    }
    return reply(404, { errors: [{ code: 'not_found', message: 'no' }] });
  }) as unknown as typeof fetch;
  return calls;
}

/**
 * jsdom does not edit contentEditable: the text goes in as the editor takes a pasted line, at the
 * caret, through its own update (what a person typing would produce).
 */
async function typeInto(editor: HTMLElement, text: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: { files: [], types: ['text/plain'], getData: (type: string) => (type === 'text/plain' ? text : '') } });
  await act(async () => void editor.dispatchEvent(event));
}

beforeEach(() => localStorage.clear());

it('refuses an empty reply with the spec message and sends nothing', async () => {
  const calls = fakeApi(() => ({ status: 200, body: {} }));
  renderInSite(<ReplyComposer threadId={7} userId={3} quote={null} onPosted={jest.fn()} />);
  await screen.findByRole('textbox', { name: 'Your reply' });
  fireEvent.click(screen.getByRole('button', { name: 'Post reply' }));
  expect(await screen.findByText('Post message should not be empty')).toBeTruthy();
  expect(calls.some((call) => call.url === '/api/posts')).toBe(false);
});

it('keeps the text and the key after a failure, then retries with the same key and clears the draft', async () => {
  let attempt = 0;
  const calls = fakeApi(() => {
    attempt += 1;
    if (attempt <= 2) return 'network';
    return { status: 200, body: { post: { post_id: 50, position: 2 } } };
  });
  const onPosted = jest.fn();
  renderInSite(<ReplyComposer threadId={7} userId={3} quote={null} onPosted={onPosted} />);
  const editor = await screen.findByRole('textbox', { name: 'Your reply' });
  await typeInto(editor, 'Running 35s on stock gears');
  // The site's editor writes paragraphs, as posts have always been stored.
  expect(JSON.parse(localStorage.getItem(draftStorageKey(3, { threadId: 7 }))!).message_html).toBe('<p>Running 35s on stock gears</p>');

  fireEvent.click(screen.getByRole('button', { name: 'Post reply' }));
  expect(await screen.findByText('Could not create post! Server not respond, please try again later!')).toBeTruthy();
  expect(editor.textContent).toBe('Running 35s on stock gears');
  const key = JSON.parse(localStorage.getItem(draftStorageKey(3, { threadId: 7 }))!).idempotency_key;
  expect(key).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Post reply' }));
  await waitFor(() => expect(onPosted).toHaveBeenCalledWith({ post_id: 50, position: 2 }));
  const posts = calls.filter((call) => call.url === '/api/posts');
  expect(posts).toHaveLength(3);
  expect(posts.map((call) => call.headers['Idempotency-Key'])).toEqual([key, key, key]);
  expect(posts[2].body).toEqual({ thread_id: 7, message_html: '<p>Running 35s on stock gears</p>', attachment_key: null });
  expect(localStorage.getItem(draftStorageKey(3, { threadId: 7 }))).toBeNull();
  await waitFor(() => expect(calls.some((call) => call.url.startsWith('/api/threads/draft') && call.method === 'DELETE')).toBe(true));
});

it('quotes the post a member replies to, without the quotes that post held, even before the draft has loaded', async () => {
  fakeApi(() => ({ status: 200, body: {} }));
  const quote = { username: 'rookie', postId: 8, html: '<blockquote data-quote="member" data-post-id="2"><p>older</p></blockquote><p>Which lift for 35s?</p>', nonce: 1 };
  renderInSite(<ReplyComposer threadId={7} userId={3} quote={quote} onPosted={jest.fn()} />);
  const editor = await screen.findByRole('textbox', { name: 'Your reply' });
  await waitFor(() => expect(editor.querySelector('blockquote[data-quote="rookie"][data-post-id="8"]')?.textContent).toBe('Which lift for 35s?'));
  expect(editor.querySelector('blockquote[data-quote="member"]')).toBeNull();
  await waitFor(() => expect(JSON.parse(localStorage.getItem(draftStorageKey(3, { threadId: 7 }))!).message_html).toBe('<blockquote data-quote="rookie" data-post-id="8"><p>Which lift for 35s?</p></blockquote>'));
});

it('brings back the newer of the local and the server draft, and sends the draft with keepalive when the page goes away', async () => {
  localStorage.setItem(draftStorageKey(3, { threadId: 7 }), JSON.stringify({ thread_id: 7, node_id: null, discussion_type: 'discussion', title: '', prefix_id: null, message_html: '<p>older, local</p>', attachment_key: null, updated_at: 100, idempotency_key: 'key-1' }));
  const calls: { url: string; init: RequestInit }[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    const body = url.startsWith('/api/threads/draft') && (init.method ?? 'GET') === 'GET' ? { draft: { thread_id: 7, node_id: null, discussion_type: 'discussion', title: '', prefix_id: null, message_html: '<p>newer, from the server</p>', attachment_key: null, updated_at: 200 } } : {};
    return { ok: true, status: 200, json: async () => body } as Response;
  }) as unknown as typeof fetch;
  renderInSite(<ReplyComposer threadId={7} userId={3} quote={null} onPosted={jest.fn()} />);
  const editor = await screen.findByRole('textbox', { name: 'Your reply' });
  expect(editor.textContent).toBe('newer, from the server');
  await typeInto(editor, ' and more');
  act(() => void window.dispatchEvent(new Event('pagehide')));
  const saved = calls.find((call) => call.url === '/api/threads/draft' && call.init.method === 'POST');
  expect(saved?.init.keepalive).toBe(true);
  expect(JSON.parse(String(saved?.init.body)).message_html).toBe('<p>newer, from the server and more</p>');
  // The idempotency key stays with the draft, whichever copy won.
  expect(JSON.parse(localStorage.getItem(draftStorageKey(3, { threadId: 7 }))!).idempotency_key).toBe('key-1');
});
