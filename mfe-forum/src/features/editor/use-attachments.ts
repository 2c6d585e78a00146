import { useState } from 'react';
import { ApiError } from '@trailhead/shared-kernel/api';
import type { AttachmentInfo } from '@trailhead/shared-kernel/types';
import { deleteAttachment, newAttachmentKey, uploadAttachment, useUploadOptions, type AttachmentContext } from './api/editor-api';
import { checkUpload, UPLOAD_ERROR_MESSAGES } from './upload-checks';
import type { ComposerDraft } from './use-composer-draft';

export interface ComposerAttachments {
  files: AttachmentInfo[];
  uploading: number;
  problems: string[];
  add: (files: File[]) => Promise<void>;
  remove: (attachmentId: number) => Promise<void>;
  dismissProblems: () => void;
}

/** Files of one draft: checked in the page first, uploaded under the draft's one attachment key. */
export function useAttachments(composer: ComposerDraft, context: AttachmentContext): ComposerAttachments {
  const options = useUploadOptions();
  const [uploading, setUploading] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const files = composer.draft.attachments ?? [];

  const ensureKey = async (): Promise<string> => {
    const existing = composer.current().attachment_key;
    if (existing) return existing;
    const key = await newAttachmentKey(context);
    composer.update({ attachment_key: key });
    return key;
  };

  const add = async (chosen: File[]) => {
    const found: string[] = [];
    if (!options.isSuccess) {
      setProblems([options.isError ? 'Could not get upload options' : 'The upload options are still loading; try again in a moment.']);
      return;
    }
    const uploadOptions = options.data;
    const accepted = chosen.filter((file) => {
      const problem = checkUpload(file, uploadOptions);
      if (problem) found.push(problem.message);
      return !problem;
    });
    setProblems(found);
    if (!accepted.length) return;
    let key: string;
    try {
      key = await ensureKey();
    } catch (error) {
      setProblems([...found, `Could not generate attachment key: ${(error as Error).message}`]);
      return;
    }
    setUploading((count) => count + accepted.length);
    await Promise.all(
      accepted.map(async (file) => {
        try {
          const info = await uploadAttachment(key, file);
          composer.update({ attachments: [...(composer.current().attachments ?? []), info] });
        } catch (error) {
          // The server checks the content too: its reason (type, size, dimensions) is shown as it is.
          const reason = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : error instanceof ApiError && error.code === 'parsing_response' ? UPLOAD_ERROR_MESSAGES.parsing_response : UPLOAD_ERROR_MESSAGES.upload;
          setProblems((list) => [...list, `"${file.name}": ${reason}`]);
        } finally {
          setUploading((count) => count - 1);
        }
      }),
    );
  };

  const remove = async (attachmentId: number) => {
    try {
      await deleteAttachment(attachmentId);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) {
        setProblems([`Could not remove the file: ${(error as Error).message}`]);
        return;
      }
    }
    composer.update({ attachments: (composer.current().attachments ?? []).filter((file) => file.attachment_id !== attachmentId) });
  };

  return { files, uploading, problems, add, remove, dismissProblems: () => setProblems([]) };
}
