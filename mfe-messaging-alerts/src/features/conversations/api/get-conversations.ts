import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { ConversationsResponse } from '@trailhead/shared-kernel/types';

export const conversationsQuery = (page: number) => apiQueryOptions<ConversationsResponse>('/conversations', { page });

export const useConversations = (page: number) => useQuery(conversationsQuery(page));
