// The gear store's calls from the account pages: the points programme (GET/POST /me/fpr-status),
// giveaways (GET/POST /giveaway/{id}) and activation codes (POST /membership/activate).
import { apiRequest, apiKeyUrl, type ApiError } from '@trailhead/shared-kernel/api';
import { bus } from '@trailhead/shared-kernel/bus';
import { apiQueryOptions, invalidateApiQueries, useMutation, useQuery, useQueryClient } from '@trailhead/shared-kernel/query';
import type { FprStatus, GiveawayStatus, StatusResponse, UserProfile } from '@trailhead/shared-kernel/types';

export const CHANGES_SAVED = 'Changes saved';

/** GET /me/fpr-status. */
export const pointsStatusQuery = () => apiQueryOptions<FprStatus>('/me/fpr-status');
export const usePointsStatus = () => useQuery(pointsStatusQuery());

/** POST /me/fpr-status: link with an e-mail, or unlink (null). The answer is the new status. */
export function useChangePointsLink() {
  const client = useQueryClient();
  return useMutation<FprStatus, ApiError, string | null>({
    mutationFn: (email) => apiRequest<FprStatus>('/me/fpr-status', { method: 'POST', body: { email } }),
    onSuccess: (status) => {
      client.setQueryData(pointsStatusQuery().queryKey, status);
      bus.snackbar.next({ status: 'success', message: CHANGES_SAVED });
    },
  });
}

/** GET /giveaway/{id}: whether the signed-in member entered (kept per member: the session is in the key). */
export function giveawayQuery(giveawayId: string, userId: number | null) {
  const base = apiQueryOptions<GiveawayStatus>(`/giveaway/${encodeURIComponent(giveawayId)}`);
  return { ...base, queryKey: [...base.queryKey, { viewer: userId }] as unknown as typeof base.queryKey };
}
export const useGiveaway = (giveawayId: string, userId: number | null) => useQuery(giveawayQuery(giveawayId, userId));

export interface EnterGiveawayResponse {
  status: 'ok' | 'already_entered';
  message: string;
  giveaway: GiveawayStatus;
}

/** POST /giveaway/{id}: entered (or already entered) at once on the page. */
export function useEnterGiveaway(giveawayId: string, userId: number | null) {
  const client = useQueryClient();
  return useMutation<EnterGiveawayResponse, ApiError, void>({
    mutationFn: () => apiRequest<EnterGiveawayResponse>(`/giveaway/${encodeURIComponent(giveawayId)}`, { method: 'POST' }),
    onSuccess: (answer) => {
      client.setQueryData(giveawayQuery(giveawayId, userId).queryKey, answer.giveaway);
      bus.snackbar.next({ status: 'success', message: answer.message });
    },
  });
}

/** POST /membership/activate: the membership applies at once; the session's profile and the membership pages follow. */
export function useActivateMembership() {
  const client = useQueryClient();
  return useMutation<StatusResponse, ApiError, string>({
    mutationFn: (code) => apiRequest<StatusResponse>('/membership/activate', { method: 'POST', body: { code } }),
    onSuccess: async (answer) => {
      bus.snackbar.next({ status: 'success', message: answer.message });
      void invalidateApiQueries(client, apiKeyUrl('/me/membership'));
      const session = bus.session$.getValue();
      if (!session.user) return;
      const user = await apiRequest<UserProfile>('/me').catch(() => null);
      if (user) bus.session$.next({ ...bus.session$.getValue(), user: { ...session.user, ...user } });
    },
  });
}
