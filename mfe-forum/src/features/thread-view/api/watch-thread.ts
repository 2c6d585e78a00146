import { apiRequest } from '@trailhead/shared-kernel/api';
import type { WatchResponse } from '@trailhead/shared-kernel/types';

/**
 * POST /threads/{id}/watch or /unwatch (spec §4: threads can be watched or unwatched). `email`
 * chooses whether the watch e-mails about new replies; without it a new watch follows the member's
 * preferences.
 */
export function setWatching(threadId: number, watch: boolean, email?: boolean) {
  const body = watch && email !== undefined ? { email: email ? 1 : 0 } : undefined;
  return apiRequest<WatchResponse>(`/threads/${threadId}/${watch ? 'watch' : 'unwatch'}`, { method: 'POST', body });
}
