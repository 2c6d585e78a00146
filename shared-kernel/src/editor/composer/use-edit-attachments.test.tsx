/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import type { AttachmentInfo } from '@trailhead/shared-kernel/types';
import { EditContentForm } from '../components/edit-content-form';
import { FakeUpload } from './upload-test-kit';
import { useEditAttachments, type EditAttachments } from './use-edit-attachments';

const UPLOAD_OPTIONS = { maximum_upload_size_kb: 1024, allowed_video_uploads: { enabled: false, size: 0 }, allowed_attachment_extensions: 'png|jpg', attachment_max_dimensions: { width: 100, height: 100 } };
const file = (attachment_id: number, filename: string): AttachmentInfo => ({
  attachment_id,
  filename,
  file_size: 1000,
  mime_type: 'image/png',
  is_image: true,
  width: 1,
  height: 1,
  direct_url: `/api/attachments/${attachment_id}/data`,
});
const KEY = 'e'.repeat(32);

let calls: { url: string; method: string; body?: unknown }[];

beforeEach(() => {
  calls = [];
  FakeUpload.all = [];
  (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeUpload;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method ?? 'GET', body: init?.body });
    if (url.startsWith('/api/options/upload')) return { ok: true, status: 200, json: async () => UPLOAD_OPTIONS } as Response;
    if (url.startsWith('/api/attachments/new-key')) return { ok: true, status: 200, json: async () => ({ key: KEY }) } as Response;
    if (init?.method === 'DELETE') return { ok: true, status: 200, json: async () => ({ deleted_ids: [] }) } as Response;
    return { ok: false, status: 404, json: async () => ({ errors: [{ code: 'not_found', message: 'no' }] }) } as Response;
  }) as unknown as typeof fetch;
});

const deletes = () => calls.filter((call) => call.method === 'DELETE').map((call) => call.url);

function Harness({ attachments, onSave, onCancel, onFiles }: { attachments: AttachmentInfo[]; onSave: (html: string) => void; onCancel: () => void; onFiles: (files: EditAttachments) => void }) {
  const files = useEditAttachments({ attachments }, { type: 'conversation_message', context: { conversation_id: 4 } });
  onFiles(files);
  return <EditContentForm html="" hasAttachments={attachments.length > 0} attachments={files} label="Edit your message" testId="edit" pending={false} failure={null} onSave={onSave} onCancel={onCancel} />;
}

async function open(attachments: AttachmentInfo[]) {
  const onSave = jest.fn();
  const onCancel = jest.fn();
  let latest: EditAttachments | null = null;
  renderInSite(<Harness attachments={attachments} onSave={onSave} onCancel={onCancel} onFiles={(files) => (latest = files)} />);
  await screen.findByRole('textbox', { name: 'Edit your message' });
  await waitFor(() => expect(calls.some((call) => call.url.startsWith('/api/options/upload'))).toBe(true));
  return { onSave, onCancel, files: () => latest! };
}

async function attach(name: string) {
  await act(async () => {
    fireEvent.change(screen.getByTestId('attach-input'), { target: { files: [new File(['x'], name, { type: 'image/png' })] } });
  });
  await waitFor(() => expect(FakeUpload.all.length).toBeGreaterThan(0));
}

it("takes a file off only once the edit is saved: Remove hides it, the save's commit deletes it", async () => {
  const { onSave, files } = await open([file(5, 'rig.png'), file(6, 'trail.png')]);
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Remove rig.png' })));
  expect(screen.queryByRole('img', { name: 'rig.png' })).toBeNull();
  expect(screen.getByRole('img', { name: 'trail.png' })).toBeTruthy();
  expect(deletes()).toEqual([]);
  // The text is empty, but a file is still attached: the edit may be saved.
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  expect(onSave).toHaveBeenCalledTimes(1);
  expect(files().key()).toBeNull();
  let outcome: Awaited<ReturnType<EditAttachments['commit']>> | undefined;
  await act(async () => {
    outcome = await files().commit([file(5, 'rig.png'), file(6, 'trail.png')]);
  });
  expect(deletes()).toEqual(['/api/attachments/5']);
  expect(outcome).toEqual({ attachments: [file(6, 'trail.png')], stayed: [] });
});

it('refuses to save when the member took off every file and left no text', async () => {
  const { onSave } = await open([file(5, 'rig.png')]);
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Remove rig.png' })));
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  expect(screen.getByRole('alert').textContent).toBe('Post message should not be empty');
  expect(onSave).not.toHaveBeenCalled();
});

it('uploads a new file under a key of its own for this conversation, and Save waits for it', async () => {
  const { onSave, files } = await open([]);
  await attach('camp.png');
  const newKey = calls.find((call) => call.url.startsWith('/api/attachments/new-key'))!;
  expect([(newKey.body as FormData).get('type'), (newKey.body as FormData).get('context[conversation_id]')]).toEqual(['conversation_message', '4']);
  expect(FakeUpload.all[0]!.body?.get('key')).toBe(KEY);
  expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  FakeUpload.all[0]!.answer(200, { attachment: file(9, 'camp.png') });
  await waitFor(() => expect(screen.getByRole('img', { name: 'camp.png' })).toBeTruthy());
  expect(files().key()).toBe(KEY);
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  expect(onSave).toHaveBeenCalledTimes(1);
  // A new file taken off before saving goes at once: nothing holds it.
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Remove camp.png' })));
  expect(deletes()).toEqual(['/api/attachments/9']);
});

it("Cancel drops the files uploaded for the edit (by the edit's key) and keeps the content's own", async () => {
  const { onCancel } = await open([file(5, 'rig.png')]);
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Remove rig.png' })));
  await attach('camp.png');
  FakeUpload.all[0]!.answer(200, { attachment: file(9, 'camp.png') });
  await waitFor(() => expect(screen.getByRole('img', { name: 'camp.png' })).toBeTruthy());
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
  await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
  expect(deletes()).toEqual([`/api/attachments?key=${KEY}`]);
});

it('Cancel with nothing uploaded sends nothing', async () => {
  const { onCancel } = await open([file(5, 'rig.png')]);
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
  await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
  expect(deletes()).toEqual([]);
});
