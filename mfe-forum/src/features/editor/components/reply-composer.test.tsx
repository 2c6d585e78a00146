/** @jest-environment jsdom */
import '../jsdom-globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { draftStorageKey } from '../draft-store';
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

function typeInto(editor: HTMLElement, text: string) {
  editor.textContent = text;
  fireEvent.input(editor);
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
  typeInto(editor, 'Running 35s on stock gears');
  expect(JSON.parse(localStorage.getItem(draftStorageKey(3, { threadId: 7 }))!).message_html).toBe('Running 35s on stock gears');

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
  expect(posts[2].body).toEqual({ thread_id: 7, message_html: 'Running 35s on stock gears', attachment_key: null });
  expect(localStorage.getItem(draftStorageKey(3, { threadId: 7 }))).toBeNull();
  await waitFor(() => expect(calls.some((call) => call.url.startsWith('/api/threads/draft') && call.method === 'DELETE')).toBe(true));
});
