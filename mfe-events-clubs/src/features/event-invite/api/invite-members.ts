import { apiRequest } from '@trailhead/shared-kernel/api';
import { invalidateApiQueries, useMutation, useQueryClient } from '@trailhead/shared-kernel/query';
import type { EventInviteResponse } from '@trailhead/shared-kernel/types';

/** POST /events/{id}/invite {invitees}: 'no users invited' (400) when none are valid, 'no invite sent' (409) when all were already invited. */
export const inviteMembers = (eventId: number, invitees: number[]) => apiRequest<EventInviteResponse>(`/events/${eventId}/invite`, { method: 'POST', body: { invitees } });

export function useInviteMembers(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invitees: number[]) => inviteMembers(eventId, invitees),
    onSuccess: () => invalidateApiQueries(client, `/api/events/${eventId}/invited`),
  });
}
