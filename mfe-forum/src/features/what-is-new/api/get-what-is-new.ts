import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { LatestProfilePostsResponse, LatestThreadsResponse, NewsFeedResponse, ThreadListResponse, TrendingResponse } from '@trailhead/shared-kernel/types';

export const latestThreadsQuery = (page: number, vehicleTypeId: number) =>
  apiQueryOptions<LatestThreadsResponse>('/threads/latest', { page, with_pagination: 1, vehicle_type_id: vehicleTypeId });
export const useLatestThreads = (page: number, vehicleTypeId: number) => useQuery(latestThreadsQuery(page, vehicleTypeId));

export const trendingThreadsQuery = (page: number, vehicleTypeId: number) => apiQueryOptions<TrendingResponse>('/trending', { page, vehicle_type_id: vehicleTypeId });
export const useTrendingThreads = (page: number, vehicleTypeId: number) => useQuery(trendingThreadsQuery(page, vehicleTypeId));

export const latestProfilePostsQuery = (page: number, vehicleTypeId: number) =>
  apiQueryOptions<LatestProfilePostsResponse>('/profile-posts/latest', { page, vehicle_type_id: vehicleTypeId });
export const useLatestProfilePosts = (page: number, vehicleTypeId: number) => useQuery(latestProfilePostsQuery(page, vehicleTypeId));

export const newsFeedQuery = (page: number, vehicleTypeId: number) => apiQueryOptions<NewsFeedResponse>('/users/news-feed', { page, vehicle_type_id: vehicleTypeId });
/** Signed-in members only: `enabled` false asks nothing (a visitor would get a 401). */
export const useNewsFeed = (page: number, vehicleTypeId: number, enabled: boolean) => useQuery({ ...newsFeedQuery(page, vehicleTypeId), enabled });

export const watchedThreadsQuery = (page: number) => apiQueryOptions<ThreadListResponse>('/threads/watched', { page });
export const useWatchedThreads = (page: number, enabled: boolean) => useQuery({ ...watchedThreadsQuery(page), enabled });
