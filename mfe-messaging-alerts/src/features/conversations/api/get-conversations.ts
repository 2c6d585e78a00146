import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { ConversationsResponse } from '@trailhead/shared-kernel/types';

/** Which conversations the list shows (kept in the URL as ?filter=). */
export type ConversationFilter = 'all' | 'unread' | 'starred';

export const CONVERSATIONS_PATH = '/conversations';

/** GET /conversations {page, unread, starred}: the member's conversations, newest first. */
export const conversationsQuery = (page: number, filter: ConversationFilter = 'all') =>
  apiQueryOptions<ConversationsResponse>(CONVERSATIONS_PATH, {
    page,
    unread: filter === 'unread' ? 1 : undefined,
    starred: filter === 'starred' ? 1 : undefined,
  });

export const useConversations = (page: number, filter: ConversationFilter = 'all') => useQuery(conversationsQuery(page, filter));
