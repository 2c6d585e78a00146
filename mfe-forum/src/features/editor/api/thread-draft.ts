import { apiRequest } from '@trailhead/shared-kernel/api';
import { apiQueryKey } from '@trailhead/shared-kernel/query';
import type { DiscussionType, Draft, DraftResponse } from '@trailhead/shared-kernel/types';
import { postDraft, type DraftServer } from '@trailhead/shared-kernel/editor';

/** Where a forum draft belongs: a reply to a thread, or a new thread in a forum. */
export type DraftPlace = { threadId: number; nodeId?: undefined } | { nodeId: number; threadId?: undefined };

/** localStorage key of a forum draft: per member and per thread or forum. */
export function draftStorageKey(userId: number, place: DraftPlace): string {
  return `trailhead:draft:${userId}:${place.threadId !== undefined ? `thread-${place.threadId}` : `node-${place.nodeId}`}`;
}

export function emptyThreadDraft(place: DraftPlace, discussionType: DiscussionType = 'discussion'): Draft {
  return {
    node_id: place.nodeId ?? null,
    thread_id: place.threadId ?? null,
    discussion_type: discussionType,
    title: '',
    message_html: '',
    prefix_id: null,
    attachment_key: null,
    updated_at: 0,
  };
}

const placeQuery = (place: DraftPlace, discussionType: DiscussionType) =>
  place.threadId !== undefined ? { thread_id: place.threadId, discussion_type: discussionType } : { node_id: place.nodeId, discussion_type: discussionType };

/** GET /threads/draft {thread_id | node_id, discussion_type} */
export async function fetchThreadDraft(place: DraftPlace, discussionType: DiscussionType, signal?: AbortSignal): Promise<Draft | null> {
  const response = await apiRequest<DraftResponse>('/threads/draft', { query: placeQuery(place, discussionType), signal });
  return response.draft;
}

/** POST /threads/draft (keepalive when the page is going away). */
export function saveThreadDraft(draft: Draft, keepalive: boolean): Promise<unknown> {
  const { updated_at: _at, ...body } = draft;
  return postDraft('/threads/draft', body, keepalive);
}

/** DELETE /threads/draft {thread_id | node_id, discussion_type} */
export function deleteThreadDraft(place: DraftPlace, discussionType: DiscussionType): Promise<unknown> {
  return apiRequest('/threads/draft', { method: 'DELETE', query: placeQuery(place, discussionType) });
}

/** The forum's draft endpoint, handed to the shared composer (useComposerDraft). */
export function threadDraftServer(place: DraftPlace, discussionType: DiscussionType = 'discussion'): DraftServer<Draft> {
  return {
    queryKey: apiQueryKey('/threads/draft', placeQuery(place, discussionType)),
    read: (signal) => fetchThreadDraft(place, discussionType, signal),
    save: saveThreadDraft,
    remove: () => deleteThreadDraft(place, discussionType),
  };
}
