import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { NewsResponse } from '@trailhead/shared-kernel/types';

/** GET /news: articles, newest first (spec §7), 20 a page. */
export const newsQuery = (vehicleTypeId: number, page: number) =>
  apiQueryOptions<NewsResponse>('/news', { thread_type: 'article', order: 'post_date', direction: 'desc', page, vehicle_type_id: vehicleTypeId });

export const useNews = (vehicleTypeId: number, page: number) => useQuery(newsQuery(vehicleTypeId, page));
