import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { ClubMemberState, ClubMembersResponse } from '@trailhead/shared-kernel/types';

/**
 * GET /clubs/{slug}/members?member_states[]=valid&member_states[]=banned&page=n (spec §7): the
 * repeated name is written out, since the API client's query object holds one value per name.
 */
export function clubMembersPath(slug: string, states: ClubMemberState[], page: number): string {
  const query = [...states.map((state) => `member_states[]=${state}`), `page=${page}`].join('&');
  return `/clubs/${encodeURIComponent(slug)}/members?${query}`;
}

export const clubMembersQuery = (slug: string, states: ClubMemberState[], page: number) => apiQueryOptions<ClubMembersResponse>(clubMembersPath(slug, states, page));

export const useClubMembers = (slug: string, states: ClubMemberState[], page: number) => useQuery(clubMembersQuery(slug, states, page));
