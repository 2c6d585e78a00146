import type { FastifyInstance } from 'fastify';
import { POSTS_PER_PAGE, type ThreadPostsResponse, type ThreadResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { notFound } from '../../http/api-error';
import { pagination } from '../../http/pagination';
import { idParams, type IdParams } from '../../http/schemas';
import { threadPostsQuery, threadQuery, type ThreadPostsQuery } from './forum-query';
import { threadPostsResponseSchema, threadResponseSchema } from './forum.schemas';
import { pagePostsForViewer, postsForViewer, threadFor, threadForViewer, viewerOf } from './forum-viewer';
import { listPostsByPosition } from './posts.repository';
import { findThread, incrementViewCount } from './threads.repository';
import { isDatabaseBusy } from '../../http/error-handler';
import { markThreadVisited } from '../account-settings/thread-watch-settings';
import { markThreadRead } from './nodes.repository';

/** A thread and its pages of posts (the thread page: benchmarked, see api/bench/thread-page.mjs). */
export default async function threadsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: IdParams; Querystring: { with_first_post?: 0 | 1 } }>(
    '/threads/:id',
    { schema: { params: idParams, querystring: threadQuery, response: { 200: threadResponseSchema } } },
    async (request): Promise<ThreadResponse> => {
      const viewer = viewerOf(request);
      const row = threadFor(viewer, await findThread(app.db, request.params.id));
      await incrementViewCount(app.db, row.thread_id);
      // A watcher who reads the thread may be e-mailed about its next reply again.
      if (request.user) await markThreadVisited(app.db, request.user.user_id, row.thread_id);
      const now = nowSeconds();
      const thread = await threadForViewer(app, viewer, { ...row, view_count: row.view_count + 1 }, now);
      if (request.query.with_first_post !== 1) return { thread };
      const first = await listPostsByPosition(app.db, row.thread_id, 1, 1, 'asc');
      const [firstPost] = await postsForViewer(app, viewer, row, first, now);
      return firstPost ? { thread, first_post: firstPost } : { thread };
    },
  );

  app.get<{ Params: IdParams; Querystring: ThreadPostsQuery }>(
    '/threads/:id/posts',
    { schema: { params: idParams, querystring: threadPostsQuery, response: { 200: threadPostsResponseSchema } } },
    async (request): Promise<ThreadPostsResponse> => {
      const { page, order } = request.query;
      const viewer = viewerOf(request);
      const row = threadFor(viewer, await findThread(app.db, request.params.id));
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
      const now = nowSeconds();
      if (request.user) {
        await markThreadVisited(app.db, request.user.user_id, row.thread_id);
        // The page holding the newest post has been read: the thread is read up to now.
        if (last === total && row.last_post_date !== null) {
          try {
            await markThreadRead(app.db, request.user.user_id, { ...row, last_post_date: row.last_post_date }, now);
          } catch (error) {
            // The read mark can wait for the next visit: a busy database does not refuse a member's read for it.
            if (!isDatabaseBusy(error)) throw error;
          }
        }
      }
      const [thread, posts] = await Promise.all([threadForViewer(app, viewer, row, now), pagePostsForViewer(app, viewer, row, { first, last, order }, now)]);
      return { thread, posts, pagination: pages };
    },
  );
}
