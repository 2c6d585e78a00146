import { apiRequest } from '@trailhead/shared-kernel/api';
import { apiQueryOptions, useMutation, useQuery, useQueryClient } from '@trailhead/shared-kernel/query';
import type { CalendarFeedResponse } from '@trailhead/shared-kernel/types';

/** GET /events/calendar-feed: the member's personal "my events" feed URL, null before they make one. */
export const calendarFeedQuery = () => apiQueryOptions<CalendarFeedResponse>('/events/calendar-feed');

export const useCalendarFeed = (enabled: boolean) => useQuery({ ...calendarFeedQuery(), enabled });

/** POST makes a new secret URL (the old one stops working); DELETE revokes it. */
export function useChangeCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: 'renew' | 'revoke') => apiRequest<CalendarFeedResponse>('/events/calendar-feed', { method: action === 'renew' ? 'POST' : 'DELETE' }),
    onSuccess: (answer) => client.setQueryData(calendarFeedQuery().queryKey, answer),
  });
}
