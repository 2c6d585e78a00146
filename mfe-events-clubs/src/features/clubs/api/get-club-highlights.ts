import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { ClubsResponse } from '@trailhead/shared-kernel/types';

export type ClubHighlight = 'recent' | 'most-viewed';

/** GET /clubs/recent (newest) and GET /clubs/most-viewed: the first 10 of each. */
export const clubHighlightsQuery = (which: ClubHighlight) => apiQueryOptions<ClubsResponse>(`/clubs/${which}`);

export const useClubHighlights = (which: ClubHighlight) => useQuery(clubHighlightsQuery(which));
