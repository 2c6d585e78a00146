// The content lists of their own paths: GET /news (articles) and GET /trending. The thread-shaped
// lists (GET /threads/latest, /threads/featured) are served by the forum module, which owns /threads.
import type { FastifyInstance } from 'fastify';
import { THREADS_PER_PAGE, type NewsResponse, type TrendingResponse } from '@trailhead/shared-kernel/types';
import { DAY, nowSeconds } from '../../clock';
import { pageOffset, pagination } from '../../http/pagination';
import { countContent, listContentByPostDate, listTrending, toContentItem, type ContentFilter } from './content.repository';
import { contentListResponseSchema, newsQuery, trendingQuery, trendingResponseSchema, type NewsQuery } from './content.schemas';
import searchRoutes from './search.routes';

/** Trending looks at the last 7 days; with fewer threads than this it widens to 30 days, then all time. */
export const TRENDING_WINDOWS_DAYS: (number | null)[] = [7, 30, null];
export const TRENDING_MIN_THREADS = 5;

export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: NewsQuery }>(
    '/news',
    { schema: { querystring: newsQuery, response: { 200: contentListResponseSchema } } },
    async (request): Promise<NewsResponse> => {
      const { page, thread_type, direction, vehicle_type_id } = request.query;
      const filter: ContentFilter = { vehicleTypeId: vehicle_type_id, discussionType: thread_type };
      const [rows, total] = await Promise.all([
        listContentByPostDate(app.db, filter, direction, THREADS_PER_PAGE, pageOffset(page, THREADS_PER_PAGE)),
        countContent(app.db, filter),
      ]);
      const now = nowSeconds();
      return { threads: rows.map((row) => toContentItem(row, now)), pagination: pagination(page, THREADS_PER_PAGE, total) };
    },
  );

  app.get<{ Querystring: { vehicle_type_id: number; page: number } }>(
    '/trending',
    { schema: { querystring: trendingQuery, response: { 200: trendingResponseSchema } } },
    async (request): Promise<TrendingResponse> => {
      const { page, vehicle_type_id } = request.query;
      const filter: ContentFilter = { vehicleTypeId: vehicle_type_id };
      const now = nowSeconds();
      const offset = pageOffset(page, THREADS_PER_PAGE);
      let result: Awaited<ReturnType<typeof listTrending>> = { rows: [], total: 0 };
      for (const days of TRENDING_WINDOWS_DAYS) {
        result = await listTrending(app.db, filter, days === null ? null : now - days * DAY, THREADS_PER_PAGE, offset);
        if (result.total >= TRENDING_MIN_THREADS) break;
      }
      return {
        threads: result.rows.map((row) => Object.assign(toContentItem(row, now), { trend_score: row.trend_score })),
        pagination: pagination(page, THREADS_PER_PAGE, result.total),
      };
    },
  );

  await app.register(searchRoutes);
}
