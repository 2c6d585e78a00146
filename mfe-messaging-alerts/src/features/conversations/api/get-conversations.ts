import { useApiQuery } from '@trailhead/shared-kernel/query';
import type { ConversationsResponse } from '@trailhead/shared-kernel/types';

export function useConversations(page: number) {
  return useApiQuery<ConversationsResponse>('/conversations', { page });
}
