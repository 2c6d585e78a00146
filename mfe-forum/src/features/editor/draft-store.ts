import { apiRequest, buildApiUrl } from '@trailhead/shared-kernel/api';
import type { AttachmentInfo, DiscussionType, Draft, DraftResponse } from '@trailhead/shared-kernel/types';

/** Where a draft belongs: a reply to a thread, or a new thread in a forum. */
export type DraftPlace = { threadId: number; nodeId?: undefined } | { nodeId: number; threadId?: undefined };

/** The draft as the page keeps it: the server's fields plus the submit's idempotency key. */
export interface StoredDraft extends Draft {
  idempotency_key: string | null;
  /** The files uploaded under attachment_key, so their thumbnails come back with the draft. */
  attachments?: AttachmentInfo[];
}

export function draftStorageKey(userId: number, place: DraftPlace): string {
  return `trailhead:draft:${userId}:${place.threadId !== undefined ? `thread-${place.threadId}` : `node-${place.nodeId}`}`;
}

export function emptyDraft(place: DraftPlace, discussionType: DiscussionType = 'discussion'): StoredDraft {
  return {
    node_id: place.nodeId ?? null,
    thread_id: place.threadId ?? null,
    discussion_type: discussionType,
    title: '',
    message_html: '',
    prefix_id: null,
    attachment_key: null,
    updated_at: 0,
    idempotency_key: null,
  };
}

export function readLocalDraft(storage: Storage, userId: number, place: DraftPlace): StoredDraft | null {
  try {
    const text = storage.getItem(draftStorageKey(userId, place));
    return text ? (JSON.parse(text) as StoredDraft) : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(storage: Storage, userId: number, place: DraftPlace, draft: StoredDraft): void {
  try {
    storage.setItem(draftStorageKey(userId, place), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the server copy still holds the draft.
  }
}

export function clearLocalDraft(storage: Storage, userId: number, place: DraftPlace): void {
  try {
    storage.removeItem(draftStorageKey(userId, place));
  } catch {
    // nothing to clear
  }
}

/** The newer of the two copies; the local one wins a tie (it carries the idempotency key). The key always survives. */
export function newerDraft(local: StoredDraft | null, server: Draft | null): StoredDraft | null {
  if (!server) return local;
  if (!local || server.updated_at > local.updated_at) {
    const sameFiles = local && local.attachment_key === server.attachment_key ? local.attachments : undefined;
    return { ...server, idempotency_key: local?.idempotency_key ?? null, ...(sameFiles ? { attachments: sameFiles } : {}) };
  }
  return local;
}

export function hasContent(draft: Pick<Draft, 'title' | 'message_html' | 'attachment_key'> | null): boolean {
  return !!draft && (draft.title.trim() !== '' || draft.message_html.replace(/<[^>]*>|\s|&nbsp;/g, '') !== '' || !!draft.attachment_key);
}

const placeQuery = (place: DraftPlace, discussionType: DiscussionType) =>
  place.threadId !== undefined ? { thread_id: place.threadId, discussion_type: discussionType } : { node_id: place.nodeId, discussion_type: discussionType };

export async function fetchServerDraft(place: DraftPlace, discussionType: DiscussionType = 'discussion'): Promise<Draft | null> {
  const response = await apiRequest<DraftResponse>('/threads/draft', { query: placeQuery(place, discussionType) });
  return response.draft;
}

export function saveServerDraft(draft: StoredDraft, keepalive = false): Promise<unknown> {
  const { idempotency_key: _key, updated_at: _at, attachments: _files, ...body } = draft;
  if (keepalive) {
    // The page is going away: a keepalive fetch outlives it (apiRequest's promise would not).
    return fetch(buildApiUrl('/threads/draft'), {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  }
  return apiRequest<DraftResponse>('/threads/draft', { method: 'POST', body });
}

export function deleteServerDraft(place: DraftPlace, discussionType: DiscussionType = 'discussion'): Promise<unknown> {
  return apiRequest('/threads/draft', { method: 'DELETE', query: placeQuery(place, discussionType) });
}
