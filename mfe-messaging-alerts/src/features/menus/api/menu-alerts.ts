import { useEffect } from 'react';
import { apiRequest } from '@trailhead/shared-kernel/api';
import { useFollowCount } from './follow-count';
import { bus } from '@trailhead/shared-kernel/bus';
import { apiQueryKey, apiQueryOptions, invalidateApiQueries, useMutation, useQuery, useQueryClient, type QueryClient } from '@trailhead/shared-kernel/query';
import type { Alert, AlertsResponse, CountsResponse } from '@trailhead/shared-kernel/types';
import { isValidAlert } from '../../alerts';

/** Spec §9: a menu lists 10 items at most; the rest are on /alerts. */
export const MENU_ALERT_LIMIT = 10;

/** GET /alerts page 1 (newest first): the same read as the alerts page's first page, so either warms the other. */
export const menuAlertsQuery = () => apiQueryOptions<AlertsResponse>('/alerts', { page: 1 });

/** The bell's list: the latest unviewed alerts (invalid ones skipped, spec §3). A failed read is only logged (spec §8): the list is then empty. */
export function useMenuAlerts(): { alerts: Alert[]; loading: boolean } {
  const query = useQuery(menuAlertsQuery());
  useEffect(() => {
    if (query.error) console.error('The alerts menu could not load the alerts', query.error);
  }, [query.error]);
  useFollowCount('alerts', '/api/alerts');
  const alerts = (query.data?.alerts ?? []).filter((alert) => !alert.viewed && isValidAlert(alert)).slice(0, MENU_ALERT_LIMIT);
  return { alerts, loading: query.isPending };
}


function lowerAlertCount(by: number | 'all') {
  const counts = bus.counts$.getValue();
  bus.counts$.next({ ...counts, alerts: by === 'all' ? 0 : Math.max(0, counts.alerts - by) });
}

/**
 * The counts as the server has them after a mark, into the bus and the shell's 60 s count cache: a
 * page change reading that cache (or a read that began before the mark) must not bring back the old number.
 */
async function countsFromServer(client: QueryClient) {
  const counts = await apiRequest<CountsResponse>('/me/counts');
  client.setQueryData(apiQueryKey('/me/counts'), counts);
  bus.counts$.next({ alerts: counts.alerts_unviewed, conversations: counts.conversations_unread });
}

/**
 * POST /alerts/{id}/mark {viewed}: following an alert's link marks it viewed. The bell drops by one
 * at once (the live stream's counts follow from the server); a failure is only logged (spec §8).
 */
export function markAlertViewed(client: QueryClient, alertId: number): Promise<void> {
  lowerAlertCount(1);
  return apiRequest<unknown>(`/alerts/${alertId}/mark`, { method: 'POST', body: { viewed: true } })
    .then(() => countsFromServer(client))
    .catch((error: unknown) => console.error('An alert could not be marked viewed', error));
}

/** POST /alerts/mark-all?viewed=true ('Mark read'): the bell resets to 0 and the lists read again. */
export function useMarkAllAlertsRead(onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<unknown>('/alerts/mark-all', { method: 'POST', query: { viewed: 'true' } }),
    onSuccess: () => {
      lowerAlertCount('all');
      void countsFromServer(client).catch((error: unknown) => console.error('The counts could not be read', error));
      void invalidateApiQueries(client, '/api/alerts');
      onDone();
    },
    onError: (error) => console.error('The alerts could not be marked read', error),
  });
}
