import { useRef, useState } from 'react';
import { ApiError } from '@trailhead/shared-kernel/api';
import { useMutation } from '@trailhead/shared-kernel/query';
import type { AttachmentInfo } from '@trailhead/shared-kernel/types';
import { deleteAttachment, newAttachmentKey, uploadAttachment, type AttachmentContext, type UploadProgress } from '../api/attachments';
import { useUploadOptions } from '../api/get-upload-options';
import type { DraftFields, StoredDraft } from './draft-store';
import { checkUpload, UPLOAD_ERROR_MESSAGES } from './upload-checks';
import type { ComposerDraft } from './use-composer-draft';

/** One file on its way up: what the page shows while it goes. */
export interface UploadInProgress extends UploadProgress {
  id: number;
  name: string;
}

export interface ComposerAttachments {
  files: AttachmentInfo[];
  /** Files being uploaded now, each with its bytes sent so far. */
  uploads: UploadInProgress[];
  problems: string[];
  add: (files: File[]) => Promise<void>;
  remove: (attachmentId: number) => Promise<void>;
  /** Stops one upload (the file is not attached). */
  cancel: (uploadId: number) => void;
  dismissProblems: () => void;
}

export interface AttachmentTarget {
  /** Form field type of POST /attachments/new-key (the forum's is 'post'). */
  type: string;
  /** Form fields context[...], e.g. { thread_id: 7 } or { node_id: 3 }. */
  context: AttachmentContext;
}

const failureReason = (error: unknown) =>
  // The server checks the content too: its reason (type, size, dimensions) is shown as it is.
  error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : error instanceof ApiError && error.code === 'parsing_response'
      ? UPLOAD_ERROR_MESSAGES.parsing_response
      : UPLOAD_ERROR_MESSAGES.upload;

/** Files of one draft: checked in the page first, uploaded under the draft's one attachment key, each with its progress. */
export function useAttachments<F extends DraftFields>(composer: Pick<ComposerDraft<F>, 'draft' | 'current' | 'update'>, target: AttachmentTarget): ComposerAttachments {
  const options = useUploadOptions();
  const [uploads, setUploads] = useState<UploadInProgress[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const nextId = useRef(1);
  const aborts = useRef(new Map<number, AbortController>());
  const files = composer.draft.attachments ?? [];

  const newKey = useMutation({ mutationFn: () => newAttachmentKey(target.type, target.context) });
  const upload = useMutation({
    mutationFn: ({ key, file, id, signal }: { key: string; file: File; id: number; signal: AbortSignal }) =>
      uploadAttachment(key, file, (progress) => setUploads((list) => list.map((item) => (item.id === id ? { ...item, ...progress } : item))), signal),
  });
  const removal = useMutation({ mutationFn: deleteAttachment });

  const ensureKey = async (): Promise<string> => {
    const existing = composer.current().attachment_key;
    if (existing) return existing;
    const key = await newKey.mutateAsync();
    composer.update({ attachment_key: key } as Partial<StoredDraft<F>>);
    return key;
  };

  const add = async (chosen: File[]) => {
    const found: string[] = [];
    if (!options.isSuccess) {
      setProblems([options.isError ? 'Could not get upload options' : 'The upload options are still loading; try again in a moment.']);
      return;
    }
    const accepted = chosen.filter((file) => {
      const problem = checkUpload(file, options.data);
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
    const started = accepted.map((file) => ({ file, id: nextId.current++ }));
    setUploads((list) => [...list, ...started.map(({ file, id }) => ({ id, name: file.name, loaded: 0, total: file.size }))]);
    await Promise.all(
      started.map(async ({ file, id }) => {
        const abort = new AbortController();
        aborts.current.set(id, abort);
        try {
          const info = await upload.mutateAsync({ key, file, id, signal: abort.signal });
          composer.update({ attachments: [...(composer.current().attachments ?? []), info] } as Partial<StoredDraft<F>>);
        } catch (error) {
          if ((error as Error)?.name !== 'AbortError') setProblems((list) => [...list, `"${file.name}": ${failureReason(error)}`]);
        } finally {
          aborts.current.delete(id);
          setUploads((list) => list.filter((item) => item.id !== id));
        }
      }),
    );
  };

  const remove = async (attachmentId: number) => {
    try {
      await removal.mutateAsync(attachmentId);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) {
        setProblems([`Could not remove the file: ${(error as Error).message}`]);
        return;
      }
    }
    composer.update({ attachments: (composer.current().attachments ?? []).filter((file) => file.attachment_id !== attachmentId) } as Partial<StoredDraft<F>>);
  };

  const cancel = (uploadId: number) => aborts.current.get(uploadId)?.abort();

  return { files, uploads, problems, add, remove, cancel, dismissProblems: () => setProblems([]) };
}
