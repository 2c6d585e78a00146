import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { ClubsResponse } from '@trailhead/shared-kernel/types';

export type ClubType = 'any' | 'physical' | 'online';
export type ClubSortBy = 'last_activity' | 'name' | 'member_count';
export type SortOrder = 'asc' | 'desc';

export interface ClubsFilter {
  page: number;
  search: string;
  clubType: ClubType;
  sortBy: ClubSortBy;
  sortOrder: SortOrder;
  /** Only the clubs the member joined. */
  followedOnly: boolean;
  vehicleTypeId: number;
}

/** Spec §3 club list defaults: page 1, search empty, clubType any, sortBy last_activity, sortOrder asc, showFollowedOnly 0. */
export const CLUB_LIST_DEFAULTS: ClubsFilter = { page: 1, search: '', clubType: 'any', sortBy: 'last_activity', sortOrder: 'asc', followedOnly: false, vehicleTypeId: 0 };

/** GET /clubs/ {page, search, clubType, sortBy, sortOrder, showFollowedOnly, vehicle_type_id}: approved clubs. */
export const clubsQuery = (filter: ClubsFilter) =>
  apiQueryOptions<ClubsResponse>('/clubs/', {
    page: filter.page,
    search: filter.search.trim() || undefined,
    clubType: filter.clubType,
    sortBy: filter.sortBy,
    sortOrder: filter.sortOrder,
    showFollowedOnly: filter.followedOnly ? 1 : 0,
    vehicle_type_id: filter.vehicleTypeId,
  });

export const useClubs = (filter: ClubsFilter) => useQuery(clubsQuery(filter));
