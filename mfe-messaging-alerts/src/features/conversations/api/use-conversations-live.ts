import { useEffect } from 'react';
import { openLiveStream } from '@trailhead/shared-kernel/live';
import { useQueryClient } from '@trailhead/shared-kernel/query';
import { refreshConversations } from '../../../lib/conversation-actions';

/**
 * The list follows the live stream: a new conversation or message, someone joining or leaving,
 * or a change of the unread counts (read elsewhere, marked unread) refetches what is on screen.
 */
export function useConversationsLive(): void {
  const client = useQueryClient();
  useEffect(() => {
    const subscription = openLiveStream().subscribe((event) => {
      const changesList = event.type === 'counts' || (event.type === 'conversation' && (event.data.kind === 'message' || event.data.kind === 'participants'));
      if (changesList) void refreshConversations(client);
    });
    return () => subscription.unsubscribe();
  }, [client]);
}
