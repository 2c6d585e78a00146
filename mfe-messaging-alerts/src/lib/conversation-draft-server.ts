// The API's conversation drafts (GET, POST, DELETE /conversations/draft {conversation_id?}) handed
// to the shared composer: a message being written follows the member to another device, like a
// forum draft. conversationId null: the first message of a new conversation, with its title.
import { apiRequest } from '@trailhead/shared-kernel/api';
import { postDraft, type DraftFields, type DraftServer } from '@trailhead/shared-kernel/editor';
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
    save: (draft, keepalive) => postDraft(PATH, { ...query, title: draft.title ?? '', message_html: draft.message_html, attachment_key: draft.attachment_key }, keepalive),
    remove: () => apiRequest(PATH, { method: 'DELETE', query }),
  };
}
