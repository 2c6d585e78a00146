import type { ApiQueryKey } from '@trailhead/shared-kernel/query';
import type { AttachmentInfo, UnixSeconds } from '@trailhead/shared-kernel/types';

/** The fields every draft has, whatever it is a draft of (a reply, a new thread, a message). */
export interface DraftFields {
  message_html: string;
  attachment_key: string | null;
  updated_at: UnixSeconds;
  title?: string;
}

/** A draft as the page keeps it: the server's fields plus the submit's idempotency key and the uploaded files. */
export type StoredDraft<F extends DraftFields = DraftFields> = F & {
  idempotency_key: string | null;
  /** The files uploaded under attachment_key, so their thumbnails come back with the draft. */
  attachments?: AttachmentInfo[];
};

/**
 * Where a kind of draft is kept on the server: the forum passes its threads/draft endpoint,
 * conversations will pass theirs. read is fetched fresh each time a composer opens.
 */
export interface DraftServer<F extends DraftFields> {
  queryKey: ApiQueryKey;
  read: (signal?: AbortSignal) => Promise<F | null>;
  /** keepalive: the page is going away, the request must outlive it. */
  save: (draft: F, keepalive: boolean) => Promise<unknown>;
  remove: () => Promise<unknown>;
}

export function readLocalDraft<F extends DraftFields>(storage: Storage, key: string): StoredDraft<F> | null {
  try {
    const text = storage.getItem(key);
    return text ? (JSON.parse(text) as StoredDraft<F>) : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft<F extends DraftFields>(storage: Storage, key: string, draft: StoredDraft<F>): void {
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the server copy still holds the draft.
  }
}

export function clearLocalDraft(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // nothing to clear
  }
}

/** The newer of the two copies; the local one wins a tie (it carries the idempotency key). The key always survives. */
export function newerDraft<F extends DraftFields>(local: StoredDraft<F> | null, server: F | null): StoredDraft<F> | null {
  if (!server) return local;
  if (!local || server.updated_at > local.updated_at) {
    const sameFiles = local && local.attachment_key === server.attachment_key ? local.attachments : undefined;
    return { ...server, idempotency_key: local?.idempotency_key ?? null, ...(sameFiles ? { attachments: sameFiles } : {}) };
  }
  return local;
}

/** Worth keeping: a title, some text or an image, or files. */
export function hasContent(draft: Pick<DraftFields, 'title' | 'message_html' | 'attachment_key'> | null): boolean {
  return !!draft && ((draft.title ?? '').trim() !== '' || draft.message_html.replace(/<(?!img\b)[^>]*>|\s|&nbsp;/g, '') !== '' || !!draft.attachment_key);
}

/** Only the server's fields of a stored draft: what save sends. */
export function serverFields<F extends DraftFields>(draft: StoredDraft<F>): F {
  const { idempotency_key: _key, attachments: _files, ...fields } = draft;
  return fields as unknown as F;
}
