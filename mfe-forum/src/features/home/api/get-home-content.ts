import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { FeaturedThreadsResponse, HomepagePlaceholdersResponse, TrendingResponse, YoutubeResponse } from '@trailhead/shared-kernel/types';

export const featuredThreadsQuery = (vehicleTypeId: number) => apiQueryOptions<FeaturedThreadsResponse>('/threads/featured', { vehicle_type_id: vehicleTypeId });
export const useFeaturedThreads = (vehicleTypeId: number) => useQuery(featuredThreadsQuery(vehicleTypeId));

export const trendingQuery = (vehicleTypeId: number, page = 1) => apiQueryOptions<TrendingResponse>('/trending', { vehicle_type_id: vehicleTypeId, page });
export const useTrending = (vehicleTypeId: number, page = 1) => useQuery(trendingQuery(vehicleTypeId, page));

export const placeholdersQuery = (vehicleTypeId: number) => apiQueryOptions<HomepagePlaceholdersResponse>('/options/homepage-placeholders', { vehicle_type_id: vehicleTypeId });
export const usePlaceholders = (vehicleTypeId: number) => useQuery(placeholdersQuery(vehicleTypeId));

export const latestVideosQuery = (vehicleTypeId: number) => apiQueryOptions<YoutubeResponse>('/youtube', { vehicle_type_id: vehicleTypeId });
export const useLatestVideos = (vehicleTypeId: number) => useQuery(latestVideosQuery(vehicleTypeId));
