/** @jest-environment jsdom */
import { createRef } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@trailhead/shared-kernel/api';
import { apiQueryKey } from '@trailhead/shared-kernel/query';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { ComposerEditor } from '../components/composer-editor';
import type { RichEditorHandle } from '../components/rich-editor';
import { EMPTY_POST_MESSAGE, isEmptyMessage } from '../post-html/message-html';
import { typeText } from '../components/editor-test-kit';
import { newerDraft, type DraftFields, type DraftServer } from './draft-store';
import { submitIdempotent } from './submit-idempotent';
import { useAttachments } from './use-attachments';
import { useComposerDraft } from './use-composer-draft';
import { useDraftSubmit } from './use-draft-submit';
import { FakeUpload } from './upload-test-kit';

interface TestDraft extends DraftFields {
  place: string;
}

function fakeServer(): DraftServer<TestDraft> & { saved: TestDraft[]; removed: number } {
  const server = {
    saved: [] as TestDraft[],
    removed: 0,
    queryKey: apiQueryKey('/test/draft', { place: 'x' }),
    read: async () => null,
    save: async (draft: TestDraft) => void server.saved.push(draft),
    remove: async () => void (server.removed += 1),
  };
  return server;
}

const UPLOAD_OPTIONS = { maximum_upload_size_kb: 1024, allowed_video_uploads: { enabled: false, size: 0 }, allowed_attachment_extensions: 'png|jpg', attachment_max_dimensions: { width: 100, height: 100 } };

function Composer({ server, send, editor }: { server: DraftServer<TestDraft>; send: (html: string, key: string) => Promise<{ id: number }>; editor: React.RefObject<RichEditorHandle | null> }) {
  const composer = useComposerDraft<TestDraft>({ storageKey: 'test-draft', empty: () => ({ place: 'x', message_html: '', attachment_key: null, updated_at: 0 }), server });
  const attachments = useAttachments(composer, { type: 'post', context: { thread_id: 7 } });
  const submit = useDraftSubmit(composer, { failureText: 'Could not create post!', send });
  if (!composer.ready) return <p>Loading your draft…</p>;
  return (
    <>
      <ComposerEditor ref={editor} label="Your reply" composer={composer} attachments={attachments} submit={submit} />
      <button
        disabled={submit.isPending || attachments.uploads.length > 0}
        onClick={() => {
          const html = editor.current!.getHtml();
          if (isEmptyMessage(html) && attachments.files.length === 0) return submit.setProblem(EMPTY_POST_MESSAGE);
          void submit.submit(html);
        }}
      >
        {submit.isPending ? 'Posting…' : 'Post reply'}
      </button>
    </>
  );
}

beforeEach(() => {
  localStorage.clear();
  FakeUpload.all = [];
  (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeUpload;
  global.fetch = jest.fn(async (url: string) => {
    if (url.startsWith('/api/options/upload')) return { ok: true, status: 200, json: async () => UPLOAD_OPTIONS } as Response;
    if (url.startsWith('/api/attachments/new-key')) return { ok: true, status: 200, json: async () => ({ key: 'a'.repeat(32) }) } as Response;
    return { ok: false, status: 404, json: async () => ({ errors: [{ code: 'not_found', message: 'no' }] }) } as Response;
  }) as unknown as typeof fetch;
});

it('shows each upload with its own progress, then the file', async () => {
  const editor = createRef<RichEditorHandle>();
  renderInSite(<Composer server={fakeServer()} send={async () => ({ id: 1 })} editor={editor} />);
  await screen.findByRole('textbox', { name: 'Your reply' });
  const input = screen.getByTestId('attach-input');
  await waitFor(() => expect(global.fetch).toHaveBeenCalledWith('/api/options/upload', expect.anything()));
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File(['x'.repeat(2000)], 'rig.png', { type: 'image/png' }), new File(['y'.repeat(1000)], 'trail.jpg', { type: 'image/jpeg' })] } });
  });
  await waitFor(() => expect(FakeUpload.all).toHaveLength(2));
  const [rig, trail] = FakeUpload.all;
  expect(rig.withCredentials).toBe(true);
  expect(rig.url).toBe('/api/attachments');
  expect(rig.body?.get('key')).toBe('a'.repeat(32));
  expect(screen.getByRole('status').textContent).toBe('Uploading 2 files…');
  expect(screen.getByRole('button', { name: 'Post reply' }).hasAttribute('disabled')).toBe(true);

  rig.progress(800, 2000);
  trail.progress(1000, 1000);
  const rigBar = screen.getByRole('progressbar', { name: 'Uploading rig.png' });
  expect(rigBar.getAttribute('aria-valuenow')).toBe('40');
  expect(rigBar.getAttribute('aria-valuetext')).toBe('40% (800 bytes of 1.953125 KB)'.replace('1.953125 KB', '2 KB'));
  expect(screen.getByRole('progressbar', { name: 'Uploading trail.jpg' }).getAttribute('aria-valuenow')).toBe('100');

  trail.answer(200, { attachment: { attachment_id: 5, filename: 'trail.jpg', file_size: 1000, mime_type: 'image/jpeg', is_image: true, width: 1, height: 1, direct_url: '/api/attachments/5/data' } });
  await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Uploading trail.jpg' })).toBeNull());
  expect(screen.getByRole('img', { name: 'trail.jpg' })).toBeTruthy();
  expect(screen.getByRole('progressbar', { name: 'Uploading rig.png' })).toBeTruthy();

  // The server checks the content: its reason is shown as it is.
  rig.answer(400, { errors: [{ code: 'invalid_image', message: 'The file is not an image it claims to be.' }] });
  expect(await screen.findByText('"rig.png": The file is not an image it claims to be.')).toBeTruthy();
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(screen.getByRole('button', { name: 'Post reply' }).hasAttribute('disabled')).toBe(false);
});

it('a cancelled upload leaves no file and no problem', async () => {
  const editor = createRef<RichEditorHandle>();
  renderInSite(<Composer server={fakeServer()} send={async () => ({ id: 1 })} editor={editor} />);
  await screen.findByRole('textbox', { name: 'Your reply' });
  await waitFor(() => expect(global.fetch).toHaveBeenCalledWith('/api/options/upload', expect.anything()));
  await act(async () => {
    fireEvent.change(screen.getByTestId('attach-input'), { target: { files: [new File(['x'], 'rig.png', { type: 'image/png' })] } });
  });
  await waitFor(() => expect(FakeUpload.all).toHaveLength(1));
  const uploads = screen.getByRole('list', { name: 'Uploads in progress' });
  await act(async () => fireEvent.click(within(uploads).getByRole('button', { name: 'Cancel upload of rig.png' })));
  await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  expect(screen.queryByTestId('draft-attachment')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('keeps the draft locally at once and on the server a second later; a failed submit keeps the text and says why', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    const server = fakeServer();
    let attempts = 0;
    const keys: string[] = [];
    const send = jest.fn(async (_html: string, key: string) => {
      keys.push(key);
      attempts += 1;
      if (attempts <= 2) throw new ApiError('Server not respond, please try again later!', 0, 'no_response');
      return { id: 9 };
    });
    const editor = createRef<RichEditorHandle>();
    renderInSite(<Composer server={server} send={send} editor={editor} />);
    const textbox = await screen.findByRole('textbox', { name: 'Your reply' });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Post reply' })));
    expect(screen.getByRole('alert').textContent).toBe(EMPTY_POST_MESSAGE);
    expect(send).not.toHaveBeenCalled();

    typeText(textbox, 'Aired down to 18 psi');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(JSON.parse(localStorage.getItem('test-draft')!).message_html).toBe('<p>Aired down to 18 psi</p>');
    expect(server.saved).toHaveLength(0);
    await act(async () => void jest.advanceTimersByTime(1000));
    expect(server.saved.map((draft) => draft.message_html)).toEqual(['<p>Aired down to 18 psi</p>']);

    // Two network failures (one automatic retry): the text stays and the reason shows.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Post reply' })));
    expect(await screen.findByText('Could not create post! Server not respond, please try again later!')).toBeTruthy();
    expect(editor.current!.getHtml()).toBe('<p>Aired down to 18 psi</p>');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(JSON.parse(localStorage.getItem('test-draft')!).idempotency_key).toBe(keys[0]);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Post reply' })));
    await waitFor(() => expect(localStorage.getItem('test-draft')).toBeNull());
    expect(keys).toEqual([keys[0], keys[0], keys[0]]);
    expect(server.removed).toBe(1);
  } finally {
    jest.useRealTimers();
  }
});

describe('draft and submit rules', () => {
  const draft = (updated_at: number, message_html: string, idempotency_key: string | null = null) => ({ place: 'x', attachment_key: null, updated_at, message_html, idempotency_key });

  it('prefers the newer copy and keeps the local idempotency key', () => {
    const local = draft(10, '<p>local</p>', 'key-1');
    const { idempotency_key: _k, ...server } = draft(20, '<p>server</p>');
    expect(newerDraft(local, server)).toEqual({ ...server, idempotency_key: 'key-1' });
    expect(newerDraft(local, { ...server, updated_at: 5 })).toBe(local);
    expect(newerDraft(local, { ...server, updated_at: 10 })).toBe(local);
    expect(newerDraft(null, server)).toEqual({ ...server, idempotency_key: null });
    expect(newerDraft(local, null)).toBe(local);
  });

  it('retries once with the same key after a network failure, never after a refusal', async () => {
    const networkDown = new ApiError('Server not respond, please try again later!', 0, 'no_response');
    const send = jest.fn().mockRejectedValueOnce(networkDown).mockResolvedValueOnce({ post_id: 9 });
    await expect(submitIdempotent('key-1', send)).resolves.toEqual({ post_id: 9 });
    expect(send.mock.calls).toEqual([['key-1'], ['key-1']]);
    const refused = new ApiError('Not open for further replies.', 403, 'thread_closed');
    const once = jest.fn().mockRejectedValue(refused);
    await expect(submitIdempotent('key-2', once)).rejects.toBe(refused);
    expect(once).toHaveBeenCalledTimes(1);
  });
});
