import type { FastifyInstance } from 'fastify';
import { POSTS_PER_PAGE, type ThreadPostsResponse, type ThreadResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { notFound } from '../../http/api-error';
import { pagination } from '../../http/pagination';
import { threadPostsResponseSchema, threadResponseSchema } from '../../http/response-schemas';
import { idParams, type IdParams } from '../../http/schemas';
import { threadPostsQuery, threadQuery, type ThreadPostsQuery } from './forum-query';
import { toPost, toThread, type ThreadListRow } from './forum-mapper';
import { listPostsByPosition } from './posts.repository';
import { findThread, incrementViewCount } from './threads.repository';

const noThread = () => notFound('no thread found');

function visibleThread(row: ThreadListRow | undefined): ThreadListRow {
  if (!row || row.discussion_state !== 'visible') throw noThread();
  return row;
}

export default async function threadsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: IdParams; Querystring: { with_first_post?: 0 | 1 } }>(
    '/threads/:id',
    { schema: { params: idParams, querystring: threadQuery, response: { 200: threadResponseSchema } } },
    async (request): Promise<ThreadResponse> => {
      const row = visibleThread(await findThread(app.db, request.params.id));
      await incrementViewCount(app.db, row.thread_id);
      const now = nowSeconds();
      const thread = toThread({ ...row, view_count: row.view_count + 1 }, now);
      if (request.query.with_first_post !== 1) return { thread };
      const [first] = await listPostsByPosition(app.db, row.thread_id, 1, 1, 'asc');
      return first ? { thread, first_post: toPost(first, row.slug, now) } : { thread };
    },
  );

  app.get<{ Params: IdParams; Querystring: ThreadPostsQuery }>(
    '/threads/:id/posts',
    { schema: { params: idParams, querystring: threadPostsQuery, response: { 200: threadPostsResponseSchema } } },
    async (request): Promise<ThreadPostsResponse> => {
      const { page, order } = request.query;
      const row = visibleThread(await findThread(app.db, request.params.id));
      const total = row.reply_count + 1;
      const pages = pagination(page, POSTS_PER_PAGE, total);
      if (page > pages.last_page) {
        throw notFound(`Page ${page} does not exist: this thread has ${pages.last_page} page(s) of posts.`);
      }
      // Positions are 1..total with no gaps: a page is a position range, newest first for desc.
      const skipped = (page - 1) * POSTS_PER_PAGE;
      const [first, last] =
        order === 'asc'
          ? [skipped + 1, Math.min(total, skipped + POSTS_PER_PAGE)]
          : [Math.max(1, total - skipped - POSTS_PER_PAGE + 1), total - skipped];
      const posts = await listPostsByPosition(app.db, row.thread_id, first, last, order);
      const now = nowSeconds();
      return {
        thread: toThread(row, now),
        posts: posts.map((post) => toPost(post, row.slug, now)),
        pagination: pages,
      };
    },
  );
}
