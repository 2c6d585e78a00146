import { apiRequest } from '@trailhead/shared-kernel/api';
import { postDraft, type DraftServer } from '@trailhead/shared-kernel/editor';
import { apiQueryKey } from '@trailhead/shared-kernel/query';
import type { Draft, DraftResponse } from '@trailhead/shared-kernel/types';

const draftQuery = (threadId: number) => ({ thread_id: threadId, discussion_type: 'event' });

export const emptyEventDraft = (threadId: number): Draft => ({
  node_id: null,
  thread_id: threadId,
  discussion_type: 'event',
  title: '',
  message_html: '',
  prefix_id: null,
  attachment_key: null,
  updated_at: 0,
});

/** The reply's draft lives on the forum's draft endpoint (GET/POST/DELETE /threads/draft), like any thread's. */
export function eventDraftServer(threadId: number): DraftServer<Draft> {
  return {
    queryKey: apiQueryKey('/threads/draft', draftQuery(threadId)),
    read: (signal) => apiRequest<DraftResponse>('/threads/draft', { query: draftQuery(threadId), signal }).then((answer) => answer.draft),
    save: (draft, keepalive) => {
      const { updated_at: _at, ...body } = draft;
      return postDraft('/threads/draft', body, keepalive);
    },
    remove: () => apiRequest('/threads/draft', { method: 'DELETE', query: draftQuery(threadId) }),
  };
}
