import { apiRequest } from '@trailhead/shared-kernel/api';
import type { DraftServer } from '@trailhead/shared-kernel/editor';
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
      if (!keepalive) return apiRequest<DraftResponse>('/threads/draft', { method: 'POST', body });
      return fetch('/api/threads/draft', { method: 'POST', credentials: 'include', keepalive: true, headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
    },
    remove: () => apiRequest('/threads/draft', { method: 'DELETE', query: draftQuery(threadId) }),
  };
}
