/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import type { Post } from '@trailhead/shared-kernel/types';
import { EditPostForm } from './edit-post-form';

const post = {
  post_id: 12,
  thread_id: 7,
  attachment_key: null,
  attachments: [],
  message_html: '<blockquote data-quote="rookie" data-post-id="3"><p>Stock tyres or 33s?</p></blockquote><p>Go <strong>33s</strong>.</p><blockquote><p>a saying</p></blockquote>',
} as unknown as Post;

async function typeAtEnd(editor: HTMLElement, text: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: { files: [], types: ['text/plain'], getData: (type: string) => (type === 'text/plain' ? text : '') } });
  await act(async () => void editor.dispatchEvent(event));
}

function fakeApi(answer: { status: number; body: unknown }) {
  const calls: { url: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
    return { ok: answer.status < 400, status: answer.status, json: async () => answer.body } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

it('opens the post as stored without its reply quotes (spec §5) and saves the edit', async () => {
  const calls = fakeApi({ status: 200, body: { post: { ...post, message_html: 'saved' } } });
  const onSaved = jest.fn();
  renderInSite(<EditPostForm post={post} onSaved={onSaved} onCancel={jest.fn()} />);
  const editor = screen.getByRole('textbox', { name: 'Edit post' });
  expect(editor.querySelector('blockquote[data-quote]')).toBeNull();
  expect(editor.textContent).toBe('Go 33s.a saying');
  await typeAtEnd(editor, ' On the stock wheels.');
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ ...post, message_html: 'saved' }));
  // (The form also reads the upload options, for files added while editing.)
  expect(calls.find((call) => call.url === '/api/posts/12')).toEqual({ url: '/api/posts/12', body: { message_html: '<p>Go <strong>33s</strong>.</p><blockquote><p>a saying On the stock wheels.</p></blockquote>', attachment_key: null } });
});

it('says why an edit failed and keeps the text', async () => {
  fakeApi({ status: 403, body: { errors: [{ code: 'insufficient_privileges', message: 'You may only edit your own posts.' }] } });
  renderInSite(<EditPostForm post={post} onSaved={jest.fn()} onCancel={jest.fn()} />);
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  expect((await screen.findByRole('alert')).textContent).toBe('Could not edit post! You may only edit your own posts.');
  expect(screen.getByRole('textbox', { name: 'Edit post' }).textContent).toBe('Go 33s.a saying');
});
