// Spec §7 Posts: GET/POST posts, POST posts/{id} (edit), react, reactions, DELETE, report.
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
import { objectBody } from '../../http/form-validation';
import { pageOffset, pagination, PER_PAGE } from '../../http/pagination';
import { idParams, idSchema, pageSchema, type IdParams } from '../../http/schemas';
import type { ForumViewer } from '../forum/forum-permissions';
import { postsForViewer, viewerOf } from '../forum/forum-viewer';
import { toUserSummary, SUMMARY_COLUMNS } from '../users/user-mapper';
import {
  attachmentKeyOf,
  deleteOptionsOf,
  idempotencyKeyOf,
  messageOf,
  reportMessageOf,
  requiredId,
  type Body,
} from './posting-input';
import {
  deleteResponseSchema,
  postReactionsResponseSchema,
  postResponseSchema,
  reactResponseSchema,
} from './posting.schemas';
import { createReply, deletePost, editPost, postForViewer, poster, reactToPost, reportPost } from './posting.service';

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

export default async function postsRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Body }>(
    '/posts',
    { schema: { body: objectBody, response: { 200: postResponseSchema } } },
    async (request): Promise<PostResponse> => {
      const viewer = poster(request.user);
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER.toLowerCase()]);
      const threadId = requiredId(request.body, 'thread_id', 'thread_id is required: the thread to reply to.');
      const message = messageOf(request.body);
      const result = await createReply(app, request.user, { threadId, message, attachmentKey: attachmentKeyOf(request.body) }, key);
      return { post: await postAsSeen(app, viewer, result.post_id) };
    },
  );

  app.get<{ Params: IdParams }>(
    '/posts/:id',
    { schema: { params: idParams, response: { 200: postResponseSchema } } },
    async (request): Promise<PostResponse> => ({ post: await postAsSeen(app, viewerOf(request), request.params.id) }),
  );

  app.post<{ Params: IdParams; Body: Body }>(
    '/posts/:id',
    { schema: { params: idParams, body: objectBody, response: { 200: postResponseSchema } } },
    async (request): Promise<PostResponse> => {
      const viewer = poster(request.user);
      const message = messageOf(request.body);
      await editPost(app, request.user, request.params.id, message, attachmentKeyOf(request.body));
      return { post: await postAsSeen(app, viewer, request.params.id) };
    },
  );

  app.post<{ Params: IdParams; Body: Body }>(
    '/posts/:id/react',
    { schema: { params: idParams, body: objectBody, response: { 200: reactResponseSchema } } },
    async (request): Promise<ReactResponse> => {
      const viewer = poster(request.user);
      const reactionId = requiredId(request.body, 'reaction_id', 'reaction_id is required: the reaction to add, change to or remove.');
      const action = await reactToPost(app, request.user, request.params.id, reactionId);
      return { post: await postAsSeen(app, viewer, request.params.id), action };
    },
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
      let base = app.db.selectFrom('post_reactions').where('post_reactions.post_id', '=', post.post_id);
      if (reaction_id !== undefined) base = base.where('post_reactions.reaction_id', '=', reaction_id);
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await base
        .innerJoin('users', 'users.user_id', 'post_reactions.user_id')
        .select(['post_reactions.reaction_id', 'post_reactions.reaction_date'])
        .select(SUMMARY_COLUMNS.map((column) => `users.${column}` as const))
        .orderBy('post_reactions.reaction_date', 'desc')
        .orderBy('post_reactions.user_id', 'desc')
        .limit(PER_PAGE)
        .offset(pageOffset(page, PER_PAGE))
        .execute();
      const now = nowSeconds();
      return {
        reactions: rows.map((row) => ({ reaction_id: row.reaction_id, reaction_date: row.reaction_date, User: toUserSummary(row, now) })),
        pagination: pagination(page, PER_PAGE, Number(total)),
      };
    },
  );

  app.delete<{ Params: IdParams }>(
    '/posts/:id',
    { schema: { params: idParams, response: { 200: deleteResponseSchema } } },
    async (request): Promise<DeleteContentResponse> => {
      const viewer = poster(request.user);
      const options = deleteOptionsOf(deleteBody(request));
      const { hard } = await deletePost(app, request.user, request.params.id, options);
      return hard ? { hard_delete: true } : { hard_delete: false, post: await postAsSeen(app, viewer, request.params.id) };
    },
  );

  app.post<{ Params: IdParams; Body: Body }>(
    '/posts/:id/report',
    { schema: { params: idParams, body: objectBody } },
    async (request): Promise<StatusResponse> => {
      poster(request.user);
      const message = reportMessageOf(request.body);
      await reportPost(app, request.user, request.params.id, message);
      return { status: 'ok', message: 'Thank you: the moderators will look at this post.' };
    },
  );
}
