// What a member does to a conversation, from the list or its own page (spec §4: star, mark unread,
// leave). Each write refreshes the conversation lists; the counts follow the live stream.
import { apiRequest, apiKeyUrl, type ApiError } from '@trailhead/shared-kernel/api';
import { bus } from '@trailhead/shared-kernel/bus';
import { useMutation, useQueryClient, type QueryClient } from '@trailhead/shared-kernel/query';
import type { ConversationsResponse } from '@trailhead/shared-kernel/types';

/** POST /conversations/{id}/star {star: 1 | 0} */
export function starConversation(conversationId: number, star: boolean): Promise<unknown> {
  return apiRequest(`/conversations/${conversationId}/star`, { method: 'POST', body: { star: star ? 1 : 0 } });
}

/** POST /conversations/{id}/mark-unread */
export function markConversationUnread(conversationId: number): Promise<unknown> {
  return apiRequest(`/conversations/${conversationId}/mark-unread`, { method: 'POST', body: {} });
}

/** DELETE /conversations/{id}: leave it (it no longer appears, counts or notifies). */
export function leaveConversation(conversationId: number): Promise<unknown> {
  return apiRequest(`/conversations/${conversationId}`, { method: 'DELETE' });
}

/** The cached pages of GET /conversations (not the conversations' own pages). */
const isConversationList = (query: { queryKey: readonly unknown[] }) => {
  const url = String(query.queryKey[0]);
  const list = apiKeyUrl('/conversations');
  return url === list || url.startsWith(`${list}?`);
};

/**
 * After a star, unread, leave or a live change: the lists (the page, the menus) are read again. A
 * conversation's own page is not: reading it marks it read (undoing 'mark unread'), and after
 * leaving it answers 404.
 */
export function refreshConversations(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: isConversationList });
}

type ListSnapshot = Array<[readonly unknown[], ConversationsResponse | undefined]>;

/** Star or unstar at once in every cached list page; put back as it was if the API refuses. */
export function useStarConversation() {
  const client = useQueryClient();
  return useMutation<unknown, ApiError, { conversationId: number; star: boolean }, ListSnapshot>({
    mutationFn: ({ conversationId, star }) => starConversation(conversationId, star),
    onMutate: async ({ conversationId, star }) => {
      const lists = { predicate: isConversationList };
      await client.cancelQueries(lists);
      const before = client.getQueriesData<ConversationsResponse>(lists);
      for (const [key, data] of before) {
        if (!data?.conversations) continue;
        client.setQueryData<ConversationsResponse>(key, {
          ...data,
          conversations: data.conversations.map((conversation) => (conversation.conversation_id === conversationId ? { ...conversation, is_starred: star } : conversation)),
        });
      }
      return before;
    },
    onError: (error, _variables, before) => {
      for (const [key, data] of before ?? []) client.setQueryData(key, data);
      bus.snackbar.next({ status: 'error', message: error.message });
    },
    onSettled: () => refreshConversations(client),
  });
}

export function useMarkConversationUnread() {
  const client = useQueryClient();
  return useMutation<unknown, ApiError, number>({
    mutationFn: (conversationId) => markConversationUnread(conversationId),
    onSuccess: () => bus.snackbar.next({ status: 'success', message: 'Marked as unread.' }),
    onError: (error) => bus.snackbar.next({ status: 'error', message: error.message }),
    onSettled: () => refreshConversations(client),
  });
}

export function useLeaveConversation() {
  const client = useQueryClient();
  return useMutation<unknown, ApiError, number>({
    mutationFn: (conversationId) => leaveConversation(conversationId),
    onSuccess: async () => {
      await refreshConversations(client);
      bus.snackbar.next({ status: 'success', message: 'You left the conversation.' });
    },
  });
}
