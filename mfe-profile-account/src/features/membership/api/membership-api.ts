import { apiRequest, apiKeyUrl, type ApiError } from '@trailhead/shared-kernel/api';
import { bus } from '@trailhead/shared-kernel/bus';
import { apiQueryOptions, invalidateApiQueries, useMutation, useQuery, useQueryClient } from '@trailhead/shared-kernel/query';
import type { AcceptTrialResponse, MembershipResponse, MembershipTier, SubscriptionOptionsResponse, UserProfile } from '@trailhead/shared-kernel/types';
import { storeHref } from '@trailhead/shared-kernel/ui';

/** GET /me/membership: the member's membership now, what it gives, and the past ones. */
export const membershipQuery = () => apiQueryOptions<MembershipResponse>('/me/membership');
export const useMembership = () => useQuery(membershipQuery());

/** GET /options/subscriptions: the tiers and where the store sells them (the same for everyone). */
export const subscriptionOptionsQuery = () => apiQueryOptions<SubscriptionOptionsResponse>('/options/subscriptions');
export const useSubscriptionOptions = () => useQuery(subscriptionOptionsQuery());

/** Where a tier's "get it" link goes: the store's page for it (the store's front page for tiers it does not sell), through the single sign-on. */
export function tierStoreHref(tier: Pick<MembershipTier, 'store_path'>): string {
  return storeHref(tier.store_path ?? '/');
}

/** The session's profile again: UserMembership and the rights it gives (map, hosting) change with the membership. */
async function refreshSessionUser(): Promise<void> {
  const session = bus.session$.getValue();
  if (!session.user) return;
  const user = await apiRequest<UserProfile>('/me');
  bus.session$.next({ ...bus.session$.getValue(), user: { ...session.user, ...user } });
}

export const TRIAL_STARTED = 'Your trial membership has started.';

/** POST /membership/accept-trial: the page shows the trial at once; the profile (and with it the map and hosting) follows. */
export function useAcceptTrial() {
  const client = useQueryClient();
  return useMutation<AcceptTrialResponse, ApiError, void>({
    mutationFn: () => apiRequest<AcceptTrialResponse>('/membership/accept-trial', { method: 'POST' }),
    onSuccess: async ({ current }) => {
      // Said here, not by the button: the offer (and its button) leaves the page as the trial shows.
      bus.snackbar.next({ message: TRIAL_STARTED, status: 'success' });
      client.setQueryData<MembershipResponse>(membershipQuery().queryKey, (old) =>
        old && {
          ...old,
          current,
          membership: current.paid
            ? { code: current.code, title: current.title, expires_at: current.until, discount_percent: current.discount_percent, partner_discount_code: current.partner_discount_code }
            : null,
        },);
      void invalidateApiQueries(client, apiKeyUrl('/me/membership'));
      await refreshSessionUser().catch(() => undefined);
    },
  });
}
