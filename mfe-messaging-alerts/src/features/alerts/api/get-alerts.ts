import { apiRequest } from '@trailhead/shared-kernel/api';
import { bus } from '@trailhead/shared-kernel/bus';
import { apiQueryOptions, invalidateApiQueries, useMutation, useQuery, useQueryClient } from '@trailhead/shared-kernel/query';
import { ALERT_FILTERS, type AlertFilter, type AlertsResponse } from '@trailhead/shared-kernel/types';

/** What the filter menu calls each AlertFilter. */
export const ALERT_FILTER_LABELS: Record<AlertFilter, string> = {
  reactions: 'Reactions',
  mentions: 'Mentions',
  quotes: 'Quotes',
  replies: 'Replies and comments',
  events: 'Events',
  following: 'New followers',
  awards: 'Awards and levels',
  membership: 'Membership',
  moderation: 'Moderation',
  admin: 'From the admins',
};

export function asAlertFilter(value: string | null): AlertFilter | null {
  return value && (ALERT_FILTERS as readonly string[]).includes(value) ? (value as AlertFilter) : null;
}

/** GET /alerts {page, filters[]}: page 1 without a filter is the same read as the bell's menu. */
export const alertsQuery = (page: number, filter: AlertFilter | null = null) =>
  apiQueryOptions<AlertsResponse>('/alerts', filter ? { page, 'filters[]': filter } : { page });

export const useAlerts = (page: number, filter: AlertFilter | null = null) => useQuery(alertsQuery(page, filter));

function lowerAlertCount(by: number | 'all') {
  const counts = bus.counts$.getValue();
  bus.counts$.next({ ...counts, alerts: by === 'all' ? 0 : Math.max(0, counts.alerts - by) });
}

/**
 * POST /alerts/{id}/mark {viewed}: opening an alert marks it viewed (spec §4). The bell drops at
 * once; the live stream's counts then follow from the server, and the list reads again.
 */
export function useMarkAlertViewed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (alertId: number) => apiRequest<unknown>(`/alerts/${alertId}/mark`, { method: 'POST', body: { viewed: true } }),
    onMutate: () => lowerAlertCount(1),
    onSettled: () => invalidateApiQueries(client, '/api/alerts'),
    // Spec §8: alert errors are logged and swallowed.
    onError: (error) => console.error('An alert could not be marked viewed', error),
  });
}

/** POST /alerts/mark-all?viewed=true ('Mark read'): every alert read and viewed, the bell at 0. */
export function useMarkAllAlertsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<unknown>('/alerts/mark-all', { method: 'POST', query: { viewed: 'true' } }),
    onSuccess: async () => {
      lowerAlertCount('all');
      await invalidateApiQueries(client, '/api/alerts');
    },
  });
}
