// The API's conversation drafts (GET, POST, DELETE /conversations/draft {conversation_id?}) handed
// to the shared composer: a message being written follows the member to another device, like a
// forum draft. conversationId null: the first message of a new conversation, with its title.
import { apiRequest, buildApiUrl } from '@trailhead/shared-kernel/api';
import type { DraftFields, DraftServer } from '@trailhead/shared-kernel/editor';
import { apiQueryKey } from '@trailhead/shared-kernel/query';
import type { ConversationDraftResponse } from '@trailhead/shared-kernel/types';

const PATH = '/conversations/draft';

/** `extend` adds what only this browser keeps (the members chosen for a new conversation) to the server's copy. */
export function conversationDraftServer<F extends DraftFields>(conversationId: number | null, extend: (draft: DraftFields) => F = (draft) => draft as F): DraftServer<F> {
  const query = conversationId === null ? {} : { conversation_id: conversationId };
  return {
    queryKey: apiQueryKey(PATH, query),
    read: async (signal) => {
      const { draft } = await apiRequest<ConversationDraftResponse>(PATH, { query, signal });
      return draft ? extend(draft) : null;
    },
    save: (draft, keepalive) => {
      const body = { ...query, title: draft.title ?? '', message_html: draft.message_html, attachment_key: draft.attachment_key };
      // Keepalive when the page is going away: a plain request would die with it.
      if (!keepalive) return apiRequest<ConversationDraftResponse>(PATH, { method: 'POST', body });
      return fetch(buildApiUrl(PATH), {
        method: 'POST',
        credentials: 'include',
        keepalive: true,
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
    },
    remove: () => apiRequest(PATH, { method: 'DELETE', query }),
  };
}
