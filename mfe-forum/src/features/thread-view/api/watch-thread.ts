import { apiRequest } from '@trailhead/shared-kernel/api';
import type { WatchResponse } from '@trailhead/shared-kernel/types';

/** POST /threads/{id}/watch or /unwatch (spec §4: threads can be watched or unwatched). */
export function setWatching(threadId: number, watch: boolean) {
  return apiRequest<WatchResponse>(`/threads/${threadId}/${watch ? 'watch' : 'unwatch'}`, { method: 'POST' });
}
