import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { ClubDiscussionsResponse } from '@trailhead/shared-kernel/types';

/** GET /clubs/{slug}/discussions {page}: the club's threads, 20 a page. */
export const clubDiscussionsQuery = (slug: string, page: number) => apiQueryOptions<ClubDiscussionsResponse>(`/clubs/${encodeURIComponent(slug)}/discussions`, { page });

/** Every page of the club's list (after a new discussion or a reply). */
export const clubDiscussionsUrl = (slug: string) => `/api/clubs/${encodeURIComponent(slug)}/discussions`;

export const useClubDiscussions = (slug: string, page: number) => useQuery(clubDiscussionsQuery(slug, page));
