import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { NewsFeedResponse } from '@trailhead/shared-kernel/types';

/** GET /users/news-feed {page, vehicle_type_id}: what the members the viewer follows posted, newest first (0: all vehicle types). */
export const newsFeedQuery = (page: number, vehicleTypeId: number) =>
  apiQueryOptions<NewsFeedResponse>('/users/news-feed', { page, vehicle_type_id: vehicleTypeId || undefined });

export const useNewsFeed = (page: number, vehicleTypeId: number) => useQuery(newsFeedQuery(page, vehicleTypeId));
