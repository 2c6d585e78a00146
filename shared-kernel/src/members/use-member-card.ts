import { apiKeyUrl } from '@trailhead/shared-kernel/api';
import { apiQueryOptions, useQuery, type QueryClient } from '@trailhead/shared-kernel/query';
import type { MemberCard } from '@trailhead/shared-kernel/types';

/** Spec §2 user hover popup: the card is asked again at most once a minute while it is being looked at. */
export const MEMBER_CARD_STALE_MS = 60_000;

/** GET /users/{id}/card */
export const memberCardQuery = (userId: number) => apiQueryOptions<MemberCard>(`/users/${userId}/card`);

export function useMemberCard(userId: number) {
  return useQuery({ ...memberCardQuery(userId), staleTime: MEMBER_CARD_STALE_MS });
}

/**
 * Marks every read about one member as out of date (the profile with any options, the card, the
 * follower lists): `/api/users/1` must not also catch `/api/users/12`, so the prefixes end where the id does.
 */
export function invalidateMemberQueries(client: QueryClient, userId: number, { keepCard = false } = {}): Promise<void> {
  const base = apiKeyUrl(`/users/${userId}`);
  const card = apiKeyUrl(`/users/${userId}/card`);
  return client.invalidateQueries({
    predicate: (query) => {
      const url = typeof query.queryKey[0] === 'string' ? query.queryKey[0] : '';
      if (keepCard && url === card) return false;
      return url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`);
    },
  });
}

/**
 * Writes the viewer's new relation to a member into their cached card. The card is not asked again
 * at once: the API lets the browser keep it a few seconds (cache-control private, max-age), so a read
 * right after a follow could bring back the answer from before it.
 */
export function noteMemberCard(client: QueryClient, userId: number, change: Partial<Pick<MemberCard['user'], 'is_followed' | 'is_ignored'>>): void {
  client.setQueryData<MemberCard>(memberCardQuery(userId).queryKey, (card) => card && { user: { ...card.user, ...change } });
}
