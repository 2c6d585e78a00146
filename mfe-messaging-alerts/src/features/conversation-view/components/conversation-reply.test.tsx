/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import type { ConversationMessage } from '@trailhead/shared-kernel/types';
import { OFFLINE_MESSAGE } from '../conversation-state';
import { ConversationReply, conversationDraftKey } from './conversation-reply';

type Call = { url: string; method: string; headers: Record<string, string>; body: { idempotency_key?: string; message_html?: string; attachment_key?: string | null }; form?: FormData };

const UPLOAD_OPTIONS = { maximum_upload_size_kb: 1024, allowed_video_uploads: { enabled: false, size: 0 }, allowed_attachment_extensions: 'png|jpg', attachment_max_dimensions: { width: 100, height: 100 } };
const KEY = 'c'.repeat(32);

function fakeApi(onSend: (call: Call) => { status: number; body: unknown } | 'network', serverDraft: unknown = null) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const form = init.body instanceof FormData ? init.body : undefined;
    const call = { url, method: init.method ?? 'GET', headers: (init.headers ?? {}) as Record<string, string>, body: typeof init.body === 'string' ? JSON.parse(init.body) : {}, form };
    calls.push(call);
    const reply = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body }) as Response;
    if (url === '/api/options/upload') return reply(200, UPLOAD_OPTIONS);
    if (url === '/api/attachments/new-key') return reply(200, { key: KEY });
    if (url.startsWith('/api/conversations/draft')) return reply(200, { draft: call.method === 'GET' ? serverDraft : null });
    if (url === '/api/conversation-messages') {
      const result = onSend(call);
      if (result === 'network') throw new TypeError('Failed to fetch');
      return reply(result.status, result.body);
    }
    return reply(404, { errors: [{ code: 'not_found', message: 'no' }] });
  }) as unknown as typeof fetch;
  return calls;
}

async function typeInto(editor: HTMLElement, text: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: { files: [], types: ['text/plain'], getData: (type: string) => (type === 'text/plain' ? text : '') } });
  await act(async () => void editor.dispatchEvent(event));
}

/** The reply box as the page holds it: the offline flag and the settle signal live in the page. */
function Harness({ onSent }: { onSent: (message: ConversationMessage) => void }) {
  const [offline, setOffline] = useState(false);
  const [settled, setSettled] = useState(0);
  return (
    <>
      <ConversationReply conversationId={5} userId={3} quote={null} onSent={onSent} offline={offline} onOfflineChange={setOffline} settled={settled} />
      {/* What the page does when the live stream brings the waiting message. */}
      <button type="button" onClick={() => setSettled((n) => n + 1)}>
        The message arrived live
      </button>
    </>
  );
}

const sends = (calls: Call[]) => calls.filter((call) => call.url === '/api/conversation-messages');

beforeEach(() => localStorage.clear());

it('refuses an empty message with the spec text and sends nothing', async () => {
  const calls = fakeApi(() => ({ status: 200, body: {} }));
  renderInSite(<Harness onSent={jest.fn()} />);
  await screen.findByRole('textbox', { name: 'Your message' });
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByText('Post message should not be empty')).toBeTruthy();
  expect(sends(calls)).toHaveLength(0);
});

it('sends with the idempotency key in header and body, then clears the draft', async () => {
  const calls = fakeApi(() => ({ status: 200, body: { message: { message_id: 40 } } }));
  const onSent = jest.fn();
  renderInSite(<Harness onSent={onSent} />);
  await typeInto(await screen.findByRole('textbox', { name: 'Your message' }), 'See you at the trailhead');
  expect(JSON.parse(localStorage.getItem(conversationDraftKey(3, 5))!).message_html).toBe('<p>See you at the trailhead</p>');
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
  await waitFor(() => expect(onSent).toHaveBeenCalledWith({ message_id: 40 }));
  const [send] = sends(calls);
  expect(send.body).toMatchObject({ conversation_id: 5, message_html: '<p>See you at the trailhead</p>' });
  expect(send.headers['Idempotency-Key']).toBe(send.body.idempotency_key);
  await waitFor(() => expect(localStorage.getItem(conversationDraftKey(3, 5))).toBeNull());
});

it('keeps the text offline, says so, and sends again with the same key when the connection returns', async () => {
  let online = false;
  const calls = fakeApi(() => (online ? { status: 200, body: { message: { message_id: 41 } } } : 'network'));
  const onSent = jest.fn();
  renderInSite(<Harness onSent={onSent} />);
  await typeInto(await screen.findByRole('textbox', { name: 'Your message' }), 'Sent from the canyon');
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByText(OFFLINE_MESSAGE)).toBeTruthy();
  expect(screen.getByRole('textbox', { name: 'Your message' }).textContent).toBe('Sent from the canyon');
  expect(onSent).not.toHaveBeenCalled();
  const firstKey = sends(calls)[0].body.idempotency_key;

  online = true;
  await act(async () => void window.dispatchEvent(new Event('online')));
  await waitFor(() => expect(onSent).toHaveBeenCalledWith({ message_id: 41 }));
  expect(new Set(sends(calls).map((call) => call.body.idempotency_key))).toEqual(new Set([firstKey]));
  expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull();
});

it('a send replayed by the service worker (arriving live) settles the waiting message and clears the draft', async () => {
  fakeApi(() => 'network');
  renderInSite(<Harness onSent={jest.fn()} />);
  await typeInto(await screen.findByRole('textbox', { name: 'Your message' }), 'Queued while offline');
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
  await screen.findByText(OFFLINE_MESSAGE);
  expect(localStorage.getItem(conversationDraftKey(3, 5))).not.toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'The message arrived live' }));
  await waitFor(() => expect(localStorage.getItem(conversationDraftKey(3, 5))).toBeNull());
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your message' }).textContent).toBe(''));
});

it("shows the API's refusal, keeps the text, and does not call it offline", async () => {
  fakeApi(() => ({ status: 403, body: { errors: [{ code: 'account_incomplete', message: 'Please confirm your e-mail address first.' }] } }));
  renderInSite(<Harness onSent={jest.fn()} />);
  await typeInto(await screen.findByRole('textbox', { name: 'Your message' }), 'Hello');
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByText(/Please confirm your e-mail address first\./)).toBeTruthy();
  expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull();
  expect(screen.getByRole('textbox', { name: 'Your message' }).textContent).toBe('Hello');
});

it('offline before the click: says so at once, sends nothing, and sends once when the connection returns', async () => {
  const calls = fakeApi(() => ({ status: 200, body: { message: { message_id: 42 } } }));
  const onSent = jest.fn();
  renderInSite(<Harness onSent={onSent} />);
  await typeInto(await screen.findByRole('textbox', { name: 'Your message' }), 'No bars up here');
  const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  await act(async () => void window.dispatchEvent(new Event('offline')));
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByText(OFFLINE_MESSAGE)).toBeTruthy();
  expect(sends(calls)).toHaveLength(0);

  online.mockReturnValue(true);
  await act(async () => void window.dispatchEvent(new Event('online')));
  await waitFor(() => expect(onSent).toHaveBeenCalledWith({ message_id: 42 }));
  expect(sends(calls)).toHaveLength(1);
  expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull();
  online.mockRestore();
});

it("asks for the files' key in this conversation (type conversation_message) and sends the message with it", async () => {
  // The upload itself goes by XMLHttpRequest (the editor's own tests cover its progress): here it only has to start.
  const uploads: FormData[] = [];
  (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = class {
    upload = {};
    withCredentials = false;
    open() {}
    setRequestHeader() {}
    send(body: FormData) {
      uploads.push(body);
    }
  };
  const calls = fakeApi(() => ({ status: 200, body: { message: { message_id: 42 } } }));
  const onSent = jest.fn();
  renderInSite(<Harness onSent={onSent} />);
  await typeInto(await screen.findByRole('textbox', { name: 'Your message' }), 'The gate code is on the photo');
  await waitFor(() => expect(calls.some((call) => call.url === '/api/options/upload')).toBe(true));
  await act(async () => {
    fireEvent.change(screen.getByTestId('attach-input'), { target: { files: [new File(['x'], 'gate.png', { type: 'image/png' })] } });
  });
  await waitFor(() => expect(uploads).toHaveLength(1));
  const keyRequest = calls.find((call) => call.url === '/api/attachments/new-key')!;
  expect(keyRequest.form?.get('type')).toBe('conversation_message');
  expect(keyRequest.form?.get('context[conversation_id]')).toBe('5');
  expect(uploads[0].get('key')).toBe(KEY);
  expect(screen.getByRole('button', { name: 'Send message' }).hasAttribute('disabled')).toBe(true);
});

it('sends a draft that holds files with their key, and shows the files in the box', async () => {
  localStorage.setItem(
    conversationDraftKey(3, 5),
    JSON.stringify({
      message_html: '<p>Photos of the camp</p>',
      attachment_key: KEY,
      attachments: [{ attachment_id: 9, filename: 'camp.jpg', file_size: 1000, mime_type: 'image/jpeg', is_image: true, width: 1, height: 1, direct_url: '/api/attachments/9/data' }],
      updated_at: Date.now(),
    }),
  );
  const calls = fakeApi(() => ({ status: 200, body: { message: { message_id: 43 } } }));
  const onSent = jest.fn();
  renderInSite(<Harness onSent={onSent} />);
  expect(await screen.findByRole('img', { name: 'camp.jpg' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
  await waitFor(() => expect(onSent).toHaveBeenCalledWith({ message_id: 43 }));
  expect(sends(calls)[0].body).toMatchObject({ conversation_id: 5, message_html: '<p>Photos of the camp</p>', attachment_key: KEY });
  await waitFor(() => expect(screen.queryByRole('img', { name: 'camp.jpg' })).toBeNull());
});

it('opens with the draft written on another device (the server keeps it) and saves what is typed there', async () => {
  const later = Math.floor(Date.now() / 1000) + 60;
  const calls = fakeApi(() => ({ status: 200, body: {} }), { conversation_id: 5, title: '', message_html: '<p>Started on my phone</p>', attachment_key: null, updated_at: later });
  renderInSite(<Harness onSent={jest.fn()} />);
  const editor = await screen.findByRole('textbox', { name: 'Your message' });
  expect(editor.textContent).toBe('Started on my phone');
  expect(calls.some((call) => call.method === 'GET' && call.url === '/api/conversations/draft?conversation_id=5')).toBe(true);
  await typeInto(editor, ' and finished here');
  await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url === '/api/conversations/draft')).toBe(true));
  const saved = calls.filter((call) => call.method === 'POST' && call.url === '/api/conversations/draft').at(-1)!;
  expect(saved.body).toMatchObject({ conversation_id: 5, message_html: expect.stringContaining('finished here') });
});
