import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { EventInvitedResponse } from '@trailhead/shared-kernel/types';

/** GET /events/{id}/invited: who has been invited (organisers only). */
export const invitedQuery = (eventId: number) => apiQueryOptions<EventInvitedResponse>(`/events/${eventId}/invited`);

export const useInvited = (eventId: number, enabled = true) => useQuery({ ...invitedQuery(eventId), enabled });
