import { useEffect } from 'react';
import { useQuery, apiQueryOptions } from '@trailhead/shared-kernel/query';
import type { Conversation, ConversationsResponse } from '@trailhead/shared-kernel/types';
import { useFollowCount } from './follow-count';

/** Spec §9: the menu's conversation list holds 10. */
export const MENU_CONVERSATION_LIMIT = 10;

/** GET /conversations {unread: 1}: the member's unread conversations, newest first. */
export const menuConversationsQuery = () => apiQueryOptions<ConversationsResponse>('/conversations', { page: 1, unread: 1 });

/** The envelope's list: the first 10 unread. A failed read is only logged (spec §8): the list is then empty. */
export function useMenuConversations(): { conversations: Conversation[]; loading: boolean } {
  const query = useQuery(menuConversationsQuery());
  useEffect(() => {
    if (query.error) console.error('The conversations menu could not load the conversations', query.error);
  }, [query.error]);
  useFollowCount('conversations', '/api/conversations');
  const conversations = (query.data?.conversations ?? []).filter((conversation) => conversation.is_unread).slice(0, MENU_CONVERSATION_LIMIT);
  return { conversations, loading: query.isPending };
}

