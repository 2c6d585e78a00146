import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { MemberListResponse, MemberProfileResponse, UserAwardsResponse } from '@trailhead/shared-kernel/types';

/** The fetch options of GET /users/{id} (spec §3), each 0|1, and page for the profile posts. */
export interface ProfileFetchOptions {
  followers?: boolean;
  following?: boolean;
  withTrophies?: boolean;
  postings?: boolean;
  latestActivity?: boolean;
  withPosts?: boolean;
  page?: number;
}

const flag = (on: boolean | undefined) => (on ? 1 : undefined);

export const memberProfileUrl = (userId: number) => `/users/${userId}`;

/** GET /users/{id} with the options a part of the page needs; the plain call draws the header. */
export function memberProfileQuery(userId: number, options: ProfileFetchOptions = {}) {
  return apiQueryOptions<MemberProfileResponse>(memberProfileUrl(userId), {
    followers: flag(options.followers),
    following: flag(options.following),
    withTrophies: flag(options.withTrophies),
    postings: flag(options.postings),
    latestActivity: flag(options.latestActivity),
    withPosts: flag(options.withPosts),
    page: options.withPosts && options.page && options.page > 1 ? options.page : undefined,
  });
}

export const useMemberProfile = (userId: number, options: ProfileFetchOptions = {}, enabled = true) => useQuery({ ...memberProfileQuery(userId, options), enabled });

/** GET /users/{id}/awards (#awards). */
export const userAwardsQuery = (userId: number) => apiQueryOptions<UserAwardsResponse>(`/users/${userId}/awards`);
export const useUserAwards = (userId: number) => useQuery(userAwardsQuery(userId));

/** GET /users/{id}/followers and /following {page}. */
export const memberListQuery = (userId: number, which: 'followers' | 'following', page: number) =>
  apiQueryOptions<MemberListResponse>(`/users/${userId}/${which}`, { page: page > 1 ? page : undefined });
export const useMemberList = (userId: number, which: 'followers' | 'following', page: number) => useQuery(memberListQuery(userId, which, page));
