import { useApiQuery } from '@trailhead/shared-kernel/query';
import type { FeaturedThreadsResponse, HomepagePlaceholdersResponse, NewsResponse, TrendingResponse } from '@trailhead/shared-kernel/types';

export const useFeaturedThreads = (vehicleTypeId: number) => useApiQuery<FeaturedThreadsResponse>('/threads/featured', { vehicle_type_id: vehicleTypeId });
export const useLatestNews = (vehicleTypeId: number) => useApiQuery<NewsResponse>('/news', { thread_type: 'article', order: 'post_date', direction: 'desc', page: 1, vehicle_type_id: vehicleTypeId });
export const useTrending = (vehicleTypeId: number, page = 1) => useApiQuery<TrendingResponse>('/trending', { vehicle_type_id: vehicleTypeId, page });
export const usePlaceholders = (vehicleTypeId: number) => useApiQuery<HomepagePlaceholdersResponse>('/options/homepage-placeholders', { vehicle_type_id: vehicleTypeId });
