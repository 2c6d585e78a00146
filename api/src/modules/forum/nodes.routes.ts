import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  ForumResponse,
  ForumThreadsResponse,
  NodesResponse,
} from '@trailhead/shared-kernel/types';
import { THREADS_PER_PAGE } from '@trailhead/shared-kernel/types';
import { DAY, nowSeconds } from '../../clock';
import { notFound } from '../../http/api-error';
import { pageOffset, pagination } from '../../http/pagination';
import { idParams, noQuery, type IdParams } from '../../http/schemas';
import { nodeUrl } from '../../view-urls';
import { forumThreadsQuery, type ForumThreadsQuery } from './forum-query';
import { forumResponseSchema, forumThreadsResponseSchema, nodesResponseSchema } from './forum.schemas';
import { ownTypeData, toForumNode, type NodeListRow } from './forum-mapper';
import { threadsForViewer, viewerOf } from './forum-viewer';
import { ancestorsOf, buildNodeTree, isNewSinceRead, isNodeUnread, type ReadState } from './node-tree';
import { findNode, listNodes, nodeReadDates, threadReadDates } from './nodes.repository';
import { listForumThreads } from './threads.repository';

const noForum = () => notFound('no forum information found');

export default async function nodesRoutes(app: FastifyInstance): Promise<void> {
  async function readState(request: FastifyRequest): Promise<ReadState> {
    const now = nowSeconds();
    return { now, readDates: request.user ? await nodeReadDates(app.db, request.user.user_id) : null };
  }

  function forumOf(row: NodeListRow | undefined, read: ReadState) {
    if (!row || row.node_type_id !== 'Forum') throw noForum();
    return toForumNode(row, ownTypeData(row, isNodeUnread(row, read)));
  }

  app.get('/nodes/all', { schema: { querystring: noQuery, response: { 200: nodesResponseSchema } } }, async (request): Promise<NodesResponse> => {
    const [rows, read] = await Promise.all([listNodes(app.db), readState(request)]);
    return buildNodeTree(rows, read);
  });

  app.get<{ Params: IdParams }>(
    '/forums/:id',
    { schema: { params: idParams, querystring: noQuery, response: { 200: forumResponseSchema } } },
    async (request): Promise<ForumResponse> => {
      const [rows, read] = await Promise.all([listNodes(app.db), readState(request)]);
      const forum = forumOf(
        rows.find((row) => row.node_id === request.params.id),
        read,
      );
      const breadcrumbs = ancestorsOf(forum.node_id, rows).map((row) => ({
        node_id: row.node_id,
        title: row.title,
        view_url: nodeUrl(row.slug, row.node_id),
      }));
      return { forum, breadcrumbs };
    },
  );

  app.get<{ Params: IdParams; Querystring: ForumThreadsQuery }>(
    '/forums/:id/threads',
    { schema: { params: idParams, querystring: forumThreadsQuery, response: { 200: forumThreadsResponseSchema } } },
    async (request): Promise<ForumThreadsResponse> => {
      const { query } = request;
      const [row, read] = await Promise.all([findNode(app.db, request.params.id), readState(request)]);
      const forum = forumOf(row, read);
      const viewer = viewerOf(request);
      const { rows, total } = await listForumThreads(app.db, {
        nodeId: forum.node_id,
        starterId: query.starter_id,
        activeSince: query.last_days ? read.now - query.last_days * DAY : undefined,
        order: query.order,
        direction: query.direction,
        // simplified=1: the plain sorted list, without lifting sticky threads to the top.
        stickyFirst: query.simplified !== 1,
        includeDeleted: viewer.isModerator,
        limit: THREADS_PER_PAGE,
        offset: pageOffset(query.page, THREADS_PER_PAGE),
      });
      const pages = pagination(query.page, THREADS_PER_PAGE, total);
      if (query.page > pages.last_page) {
        throw notFound(`Page ${query.page} does not exist: this list of threads has ${pages.last_page} page(s).`);
      }
      // Unread: new since the forum's read mark and since the member last read that thread. Opening
      // the list reads no thread: only reading a thread marks it (and, the last new one, the forum).
      const threadReads = request.user ? await threadReadDates(app.db, request.user.user_id, rows.map((row) => row.thread_id)) : null;
      const threads = (await threadsForViewer(app, viewer, rows, read.now)).map((thread) =>
        threadReads
          ? { ...thread, is_unread: isNewSinceRead(forum.node_id, thread.last_post_date, read) && thread.last_post_date > (threadReads.get(thread.thread_id) ?? 0) }
          : thread,
      );
      return { forum, threads, pagination: pages };
    },
  );
}
