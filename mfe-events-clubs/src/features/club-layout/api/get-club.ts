import { apiQueryOptions, invalidateApiQueries, useQuery, type QueryClient } from '@trailhead/shared-kernel/query';
import type { ClubDetail, ClubDetailResponse } from '@trailhead/shared-kernel/types';

/** GET /clubs/{slug}: the club as the viewer sees it (join state, rights, counts). */
export const clubQuery = (slug: string) => apiQueryOptions<ClubDetailResponse>(`/clubs/${encodeURIComponent(slug)}`);

export const useClub = (slug: string) => useQuery(clubQuery(slug));

/**
 * A write on a club answers with the club as it is now: that answer becomes the layout's club at
 * once, and what hangs on it (members, events, discussions: who may take part) is read again.
 */
export function putClub(client: QueryClient, slug: string, club: ClubDetail): void {
  client.setQueryData<ClubDetailResponse>(clubQuery(slug).queryKey, (before) => ({ ...before, club }));
  void invalidateApiQueries(client, `/api/clubs/${encodeURIComponent(slug)}/`);
}
