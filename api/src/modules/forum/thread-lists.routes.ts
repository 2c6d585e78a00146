// Thread lists across forums: GET /threads {thread_type, thread_prefix_id, page},
// GET /threads/recent {discussion_type, vehicle_type_id}, GET /threads/watched {page}.
import type { FastifyInstance } from 'fastify';
import {
  THREADS_PER_PAGE,
  type DiscussionType,
  type RecentThreadsResponse,
  type ThreadListResponse,
} from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { notFound } from '../../http/api-error';
import { pageOffset, pagination } from '../../http/pagination';
import { paginationSchema, threadSchema } from '../../http/response-schemas';
import { idSchema, pageSchema, vehicleTypeIdSchema } from '../../http/schemas';
import { requireUser } from '../auth/auth.plugin';
import { threadsForViewer, viewerOf } from './forum-viewer';
import { listThreads } from './threads.repository';

export const DISCUSSION_TYPES: DiscussionType[] = ['article', 'discussion', 'event', 'tlg_group', 'redirect'];

/** How many threads GET /threads/recent returns. */
export const RECENT_THREADS = 10;

const threadListResponse = {
  type: 'object',
  properties: { threads: { type: 'array', items: threadSchema }, pagination: paginationSchema },
} as const;

const recentResponse = {
  type: 'object',
  properties: { threads: { type: 'array', items: threadSchema } },
} as const;

const discussionTypeSchema = { type: 'string', enum: DISCUSSION_TYPES } as const;

function pageOrNotFound(page: number, total: number) {
  const pages = pagination(page, THREADS_PER_PAGE, total);
  if (page > pages.last_page) throw notFound(`Page ${page} does not exist: this list of threads has ${pages.last_page} page(s).`);
  return pages;
}

export default async function threadListsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { thread_type?: DiscussionType; thread_prefix_id?: number; page: number } }>(
    '/threads',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { thread_type: discussionTypeSchema, thread_prefix_id: idSchema, page: pageSchema },
        },
        response: { 200: threadListResponse },
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
        response: { 200: recentResponse },
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

  app.get<{ Querystring: { page: number } }>(
    '/threads/watched',
    {
      schema: {
        querystring: { type: 'object', properties: { page: pageSchema } },
        response: { 200: threadListResponse },
      },
    },
    async (request): Promise<ThreadListResponse> => {
      const user = requireUser(request);
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
