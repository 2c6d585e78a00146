import type { FastifyInstance } from 'fastify';
import {
  THREADS_PER_PAGE,
  type FeaturedThreadsResponse,
  type LatestThreadsResponse,
  type NewsResponse,
  type TrendingResponse,
} from '@trailhead/shared-kernel/types';
import { DAY, nowSeconds } from '../../clock';
import { pageOffset, pagination } from '../../http/pagination';
import { countContent, filteredContent, listTrending, toContentItem, type ContentFilter } from './content.repository';
import {
  contentListResponseSchema,
  featuredResponseSchema,
  latestQuery,
  newsQuery,
  trendingQuery,
  trendingResponseSchema,
  vehicleQuery,
  type LatestQuery,
  type NewsQuery,
} from './content.schemas';

export const FEATURED_LIMIT = 10;
/** Trending looks at the last 7 days; with fewer threads than this it widens to 30 days, then all time. */
export const TRENDING_WINDOWS_DAYS: (number | null)[] = [7, 30, null];
export const TRENDING_MIN_THREADS = 5;

export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: LatestQuery }>(
    '/threads/latest',
    { schema: { querystring: latestQuery, response: { 200: contentListResponseSchema } } },
    async (request): Promise<LatestThreadsResponse> => {
      const { page, discussion_type, vehicle_type_id, with_pagination } = request.query;
      const filter: ContentFilter = { vehicleTypeId: vehicle_type_id, discussionType: discussion_type };
      const rows = await filteredContent(app.db, filter)
        .orderBy('threads.last_post_date', 'desc')
        .orderBy('threads.thread_id', 'desc')
        .limit(THREADS_PER_PAGE)
        .offset(pageOffset(page, THREADS_PER_PAGE))
        .execute();
      // Without pagination the client only wants the page: skip the count.
      const total = with_pagination === 1 ? await countContent(app.db, filter) : pageOffset(page, THREADS_PER_PAGE) + rows.length;
      const now = nowSeconds();
      return { threads: rows.map((row) => toContentItem(row, now)), pagination: pagination(page, THREADS_PER_PAGE, total) };
    },
  );

  app.get<{ Querystring: NewsQuery }>(
    '/news',
    { schema: { querystring: newsQuery, response: { 200: contentListResponseSchema } } },
    async (request): Promise<NewsResponse> => {
      const { page, thread_type, direction, vehicle_type_id } = request.query;
      const filter: ContentFilter = { vehicleTypeId: vehicle_type_id, discussionType: thread_type };
      const [rows, total] = await Promise.all([
        filteredContent(app.db, filter)
          .orderBy('threads.post_date', direction)
          .orderBy('threads.thread_id', direction)
          .limit(THREADS_PER_PAGE)
          .offset(pageOffset(page, THREADS_PER_PAGE))
          .execute(),
        countContent(app.db, filter),
      ]);
      const now = nowSeconds();
      return { threads: rows.map((row) => toContentItem(row, now)), pagination: pagination(page, THREADS_PER_PAGE, total) };
    },
  );

  app.get<{ Querystring: { vehicle_type_id: number } }>(
    '/threads/featured',
    { schema: { querystring: vehicleQuery, response: { 200: featuredResponseSchema } } },
    async (request): Promise<FeaturedThreadsResponse> => {
      const rows = await filteredContent(app.db, { vehicleTypeId: request.query.vehicle_type_id, featured: true })
        .orderBy('threads.post_date', 'desc')
        .orderBy('threads.thread_id', 'desc')
        .limit(FEATURED_LIMIT)
        .execute();
      const now = nowSeconds();
      return { threads: rows.map((row) => toContentItem(row, now)) };
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
        threads: result.rows.map((row) => ({ ...toContentItem(row, now), trend_score: row.trend_score })),
        pagination: pagination(page, THREADS_PER_PAGE, result.total),
      };
    },
  );
}
