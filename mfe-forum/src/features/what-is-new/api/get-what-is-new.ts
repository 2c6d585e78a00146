import { useApiQuery } from '@trailhead/shared-kernel/query';
import type { LatestProfilePostsResponse, LatestThreadsResponse, NewsFeedResponse, ThreadListResponse, TrendingResponse } from '@trailhead/shared-kernel/types';

export const useLatestThreads = (page: number, vehicleTypeId: number) =>
  useApiQuery<LatestThreadsResponse>('/threads/latest', { page, with_pagination: 1, vehicle_type_id: vehicleTypeId });

export const useTrendingThreads = (page: number, vehicleTypeId: number) => useApiQuery<TrendingResponse>('/trending', { page, vehicle_type_id: vehicleTypeId });

export const useLatestProfilePosts = (page: number, vehicleTypeId: number) =>
  useApiQuery<LatestProfilePostsResponse>('/profile-posts/latest', { page, vehicle_type_id: vehicleTypeId });

/** Signed-in members only: `enabled` false asks nothing (a visitor would get a 401). */
export const useNewsFeed = (page: number, vehicleTypeId: number, enabled: boolean) =>
  useApiQuery<NewsFeedResponse>(enabled ? '/users/news-feed' : null, { page, vehicle_type_id: vehicleTypeId });

export const useWatchedThreads = (page: number, enabled: boolean) => useApiQuery<ThreadListResponse>(enabled ? '/threads/watched' : null, { page });
