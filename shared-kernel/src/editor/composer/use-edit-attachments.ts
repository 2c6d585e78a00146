import { useRef, useState } from 'react';
import { apiRequest, ApiError } from '@trailhead/shared-kernel/api';
import type { AttachmentInfo } from '@trailhead/shared-kernel/types';
import { deleteAttachment } from '../api/attachments';
import type { StoredDraft } from './draft-store';
import { useAttachments, type AttachmentTarget, type ComposerAttachments } from './use-attachments';

/** The files of content being edited (a post, a message): the same uploads as a draft's, with removals kept until the edit is saved. */
export interface EditAttachments extends ComposerAttachments {
  /** The key to send with the edit: new files were uploaded under it (null: none were). */
  key: () => string | null;
  /** Files the member took off: they go once the edit is saved (commit), and stay if it is cancelled. */
  removed: number[];
  /**
   * After the edit is saved: the files taken off are deleted. Resolves to the saved content's files
   * without those now gone, and the ones that could not be deleted (they stay on the content).
   */
  commit: (saved: AttachmentInfo[]) => Promise<{ attachments: AttachmentInfo[]; stayed: AttachmentInfo[] }>;
  /** The edit was abandoned: the files uploaded for it go (only files no content holds yet). */
  discard: () => Promise<void>;
}

/**
 * Files for an edit: new ones are uploaded under a key of the edit's own (the content's key may be
 * another member's, when a moderator edits) and become the content's when the edit is saved with
 * it; existing ones taken off are deleted only then, so Cancel leaves the content as it was.
 */
export function useEditAttachments(content: { attachments: AttachmentInfo[] }, target: AttachmentTarget): EditAttachments {
  const existing = useRef(new Set(content.attachments.map((file) => file.attachment_id)));
  const [held, setHeld] = useState<StoredDraft>(() => ({ message_html: '', attachment_key: null, updated_at: 0, idempotency_key: null, attachments: content.attachments }));
  const latest = useRef(held);
  const holder = {
    draft: held,
    current: () => latest.current,
    update: (change: Partial<StoredDraft>) => {
      latest.current = { ...latest.current, ...change };
      setHeld(latest.current);
    },
  };
  const uploads = useAttachments(holder, target);
  const [removed, setRemoved] = useState<number[]>([]);

  const remove = async (attachmentId: number) => {
    if (!existing.current.has(attachmentId)) return uploads.remove(attachmentId);
    setRemoved((list) => (list.includes(attachmentId) ? list : [...list, attachmentId]));
  };

  const commit = async (saved: AttachmentInfo[]) => {
    const gone = new Set<number>();
    const stayed: AttachmentInfo[] = [];
    for (const file of content.attachments.filter((each) => removed.includes(each.attachment_id))) {
      try {
        await deleteAttachment(file.attachment_id);
        gone.add(file.attachment_id);
      } catch (error) {
        // Already gone is what was wanted.
        if (error instanceof ApiError && error.status === 404) gone.add(file.attachment_id);
        else stayed.push(file);
      }
    }
    return { attachments: saved.filter((file) => !gone.has(file.attachment_id)), stayed };
  };

  const discard = async () => {
    const key = latest.current.attachment_key;
    if (!key) return;
    // The edit's own key holds only the files uploaded for it (none of them claimed yet).
    await apiRequest('/attachments', { method: 'DELETE', query: { key } }).catch(() => undefined);
  };

  return {
    ...uploads,
    files: uploads.files.filter((file) => !removed.includes(file.attachment_id)),
    remove,
    key: () => latest.current.attachment_key,
    removed,
    commit,
    discard,
  };
}
