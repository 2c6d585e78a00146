// Spec §7 Posts: GET posts/{id} and its reactions for everyone; POST posts, POST posts/{id} (edit),
// react, DELETE, report for members who may post (one POSTER check for the group).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_HEADER,
  type DeleteContentResponse,
  type PostReactionsResponse,
  type PostResponse,
  type ReactResponse,
  type StatusResponse,
} from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import type { UserRow } from '../../db/tables/users.table';
import { guarded, memberOf } from '../../http/access';
import { pageOffset, pagination, PER_PAGE } from '../../http/pagination';
import { statusResponseSchema } from '../../http/response-schemas';
import { idParams, idSchema, noQuery, pageSchema, type IdParams } from '../../http/schemas';
import {
  attachmentKeyOf,
  deleteOptionsOf,
  idempotencyKeyOf,
  messageOf,
  reportMessageOf,
  requiredId,
  type Body,
} from '../posting/posting-input';
import { createReply, deletePost, editPost, postForViewer, reactToPost, reportPost } from '../posting/posting.service';
import { toUserSummary } from '../users/user-mapper';
import { forumViewer, POSTER, type ForumViewer } from './forum-permissions';
import { postsForViewer, viewerOf } from './forum-viewer';
import {
  deleteBodySchema,
  deleteQuerySchema,
  deleteResponseSchema,
  FORM_TYPES,
  idempotencyHeaders,
  postBodySchema,
  postReactionsResponseSchema,
  postResponseSchema,
  reactBodySchema,
  reactResponseSchema,
  replyBodySchema,
  reportBodySchema,
} from './posting.schemas';
import { listPostReactions } from './posts.repository';

/** The post as this viewer now sees it (reactions, attachments, rights). */
export async function postAsSeen(app: FastifyInstance, viewer: ForumViewer, postId: number) {
  const { post, thread } = await postForViewer(app.db, viewer, postId);
  const [mapped] = await postsForViewer(app, viewer, thread, [post], nowSeconds());
  return mapped;
}

/** DELETE takes its options as a JSON body (spec) or, from simple clients, as query parameters. */
export function deleteBody(request: FastifyRequest): Body {
  const body = request.body && typeof request.body === 'object' ? (request.body as Body) : {};
  return { ...(request.query as Body), ...body };
}

/** The member who is posting, as the forum sees them (the POSTER group let them through). */
export function posterOf(request: FastifyRequest): ForumViewer & { user: UserRow } {
  const user = memberOf(request);
  return { ...forumViewer(user), user };
}

export async function postReadsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: IdParams }>(
    '/posts/:id',
    { schema: { params: idParams, querystring: noQuery, response: { 200: postResponseSchema } } },
    async (request): Promise<PostResponse> => ({ post: await postAsSeen(app, viewerOf(request), request.params.id) }),
  );

  app.get<{ Params: IdParams; Querystring: { reaction_id?: number; page: number } }>(
    '/posts/:id/reactions',
    {
      schema: {
        params: idParams,
        querystring: { type: 'object', properties: { reaction_id: idSchema, page: pageSchema } },
        response: { 200: postReactionsResponseSchema },
      },
    },
    async (request): Promise<PostReactionsResponse> => {
      const { reaction_id, page } = request.query;
      const { post } = await postForViewer(app.db, viewerOf(request), request.params.id);
      const { rows, total } = await listPostReactions(app.db, post.post_id, reaction_id, PER_PAGE, pageOffset(page, PER_PAGE));
      const now = nowSeconds();
      return {
        reactions: rows.map((row) => ({ reaction_id: row.reaction_id, reaction_date: row.reaction_date, User: toUserSummary(row, now) })),
        pagination: pagination(page, PER_PAGE, total),
      };
    },
  );
}

async function postWrites(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Body }>(
    '/posts',
    { schema: { consumes: FORM_TYPES, headers: idempotencyHeaders, body: replyBodySchema, response: { 200: postResponseSchema } } },
    async (request): Promise<PostResponse> => {
      const viewer = posterOf(request);
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER.toLowerCase()]);
      const threadId = requiredId(request.body, 'thread_id', 'thread_id is required: the thread to reply to.');
      const message = messageOf(request.body);
      const result = await createReply(app, viewer.user, { threadId, message, attachmentKey: attachmentKeyOf(request.body) }, key);
      return { post: await postAsSeen(app, viewer, result.post_id) };
    },
  );

  app.post<{ Params: IdParams; Body: Body }>(
    '/posts/:id',
    { schema: { consumes: FORM_TYPES, params: idParams, body: postBodySchema, response: { 200: postResponseSchema } } },
    async (request): Promise<PostResponse> => {
      const viewer = posterOf(request);
      const message = messageOf(request.body);
      await editPost(app, viewer.user, request.params.id, message, attachmentKeyOf(request.body));
      return { post: await postAsSeen(app, viewer, request.params.id) };
    },
  );

  app.post<{ Params: IdParams; Body: Body }>(
    '/posts/:id/react',
    { schema: { params: idParams, body: reactBodySchema, response: { 200: reactResponseSchema } } },
    async (request): Promise<ReactResponse> => {
      const viewer = posterOf(request);
      const reactionId = requiredId(request.body, 'reaction_id', 'reaction_id is required: the reaction to add, change to or remove.');
      const action = await reactToPost(app, viewer.user, request.params.id, reactionId);
      return { post: await postAsSeen(app, viewer, request.params.id), action };
    },
  );

  app.delete<{ Params: IdParams }>(
    '/posts/:id',
    { schema: { params: idParams, querystring: deleteQuerySchema, body: deleteBodySchema, response: { 200: deleteResponseSchema } } },
    async (request): Promise<DeleteContentResponse> => {
      const viewer = posterOf(request);
      const options = deleteOptionsOf(deleteBody(request));
      const { hard } = await deletePost(app, viewer.user, request.params.id, options);
      return hard ? { hard_delete: true } : { hard_delete: false, post: await postAsSeen(app, viewer, request.params.id) };
    },
  );

  app.post<{ Params: IdParams; Body: Body }>(
    '/posts/:id/report',
    { schema: { params: idParams, body: reportBodySchema, response: { 200: statusResponseSchema } } },
    async (request): Promise<StatusResponse> => {
      const viewer = posterOf(request);
      const message = reportMessageOf(request.body);
      await reportPost(app, viewer.user, request.params.id, message);
      return { status: 'ok', message: 'Thank you: the moderators will look at this post.' };
    },
  );
}

export const postWritesRoutes = guarded(POSTER, postWrites);
