// Thread lists across forums: GET /threads {thread_type, thread_prefix_id, page},
// GET /threads/recent {discussion_type, vehicle_type_id}, GET /threads/watched {page} (members),
// and the content lists of the home and what-is-new pages: GET /threads/latest, GET /threads/featured.
import type { FastifyInstance } from 'fastify';
import {
  THREADS_PER_PAGE,
  type DiscussionType,
  type FeaturedThreadsResponse,
  type LatestThreadsResponse,
  type RecentThreadsResponse,
  type ThreadListResponse,
} from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { guarded, MEMBER, memberOf } from '../../http/access';
import { notFound } from '../../http/api-error';
import { pageOffset, pagination } from '../../http/pagination';
import { idSchema, pageSchema, vehicleTypeIdSchema } from '../../http/schemas';
import { countContent, listContentByPostDate, listLatestContent, toContentItem, type ContentFilter } from '../content/content.repository';
import { contentListResponseSchema, featuredResponseSchema, latestQuery, vehicleQuery, type LatestQuery } from '../content/content.schemas';
import { discussionTypeSchema } from './forum-query';
import { recentThreadsResponseSchema, threadListResponseSchema } from './forum.schemas';
import { threadsForViewer, viewerOf } from './forum-viewer';
import { listThreads } from './threads.repository';

/** How many threads GET /threads/recent returns. */
export const RECENT_THREADS = 10;
export const FEATURED_LIMIT = 10;

function pageOrNotFound(page: number, total: number) {
  const pages = pagination(page, THREADS_PER_PAGE, total);
  if (page > pages.last_page) throw notFound(`Page ${page} does not exist: this list of threads has ${pages.last_page} page(s).`);
  return pages;
}

async function publicLists(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { thread_type?: DiscussionType; thread_prefix_id?: number; page: number } }>(
    '/threads',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { thread_type: discussionTypeSchema, thread_prefix_id: idSchema, page: pageSchema },
        },
        response: { 200: threadListResponseSchema },
      },
    },
    async (request): Promise<ThreadListResponse> => {
      const { thread_type, thread_prefix_id, page } = request.query;
      const viewer = viewerOf(request);
      const { rows, total } = await listThreads(
        app.db,
        { discussionType: thread_type, prefixId: thread_prefix_id },
        'last_post_date',
        THREADS_PER_PAGE,
        pageOffset(page, THREADS_PER_PAGE),
        true,
      );
      const pages = pageOrNotFound(page, total);
      return { threads: await threadsForViewer(app, viewer, rows, nowSeconds()), pagination: pages };
    },
  );

  app.get<{ Querystring: { discussion_type?: DiscussionType; vehicle_type_id: number } }>(
    '/threads/recent',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { discussion_type: discussionTypeSchema, vehicle_type_id: vehicleTypeIdSchema },
        },
        response: { 200: recentThreadsResponseSchema },
      },
    },
    async (request): Promise<RecentThreadsResponse> => {
      const { discussion_type, vehicle_type_id } = request.query;
      const { rows } = await listThreads(
        app.db,
        { discussionType: discussion_type, vehicleTypeId: vehicle_type_id },
        'post_date',
        RECENT_THREADS,
        0,
        false,
      );
      return { threads: await threadsForViewer(app, viewerOf(request), rows, nowSeconds()) };
    },
  );

  app.get<{ Querystring: LatestQuery }>(
    '/threads/latest',
    { schema: { querystring: latestQuery, response: { 200: contentListResponseSchema } } },
    async (request): Promise<LatestThreadsResponse> => {
      const { page, discussion_type, vehicle_type_id, with_pagination } = request.query;
      const filter: ContentFilter = { vehicleTypeId: vehicle_type_id, discussionType: discussion_type };
      const rows = await listLatestContent(app.db, filter, THREADS_PER_PAGE, pageOffset(page, THREADS_PER_PAGE));
      // Without pagination the client only wants the page: skip the count.
      const total = with_pagination === 1 ? await countContent(app.db, filter) : pageOffset(page, THREADS_PER_PAGE) + rows.length;
      const now = nowSeconds();
      return { threads: rows.map((row) => toContentItem(row, now)), pagination: pagination(page, THREADS_PER_PAGE, total) };
    },
  );

  app.get<{ Querystring: { vehicle_type_id: number } }>(
    '/threads/featured',
    { schema: { querystring: vehicleQuery, response: { 200: featuredResponseSchema } } },
    async (request): Promise<FeaturedThreadsResponse> => {
      const rows = await listContentByPostDate(app.db, { vehicleTypeId: request.query.vehicle_type_id, featured: true }, 'desc', FEATURED_LIMIT, 0);
      const now = nowSeconds();
      return { threads: rows.map((row) => toContentItem(row, now)) };
    },
  );
}

async function memberLists(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { page: number } }>(
    '/threads/watched',
    {
      schema: {
        querystring: { type: 'object', properties: { page: pageSchema } },
        response: { 200: threadListResponseSchema },
      },
    },
    async (request): Promise<ThreadListResponse> => {
      const user = memberOf(request);
      const { page } = request.query;
      const { rows, total } = await listThreads(
        app.db,
        { watchedBy: user.user_id },
        'last_post_date',
        THREADS_PER_PAGE,
        pageOffset(page, THREADS_PER_PAGE),
        true,
      );
      const pages = pageOrNotFound(page, total);
      return { threads: await threadsForViewer(app, viewerOf(request), rows, nowSeconds()), pagination: pages };
    },
  );
}

export default async function threadListsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(publicLists);
  await app.register(guarded(MEMBER, memberLists));
}
