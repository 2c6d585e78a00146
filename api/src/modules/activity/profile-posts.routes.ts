// Spec §7 Profile posts: reading a post, its comments and who reacted is open (as the profile's
// owner lets the viewer read it); writing, reacting, deleting and reporting need a valid account
// (one POSTER check for the group; the rest is per post, in profile-posts.service.ts).
import type { FastifyInstance } from 'fastify';
import type {
  DeleteContentResponse,
  PostReactionsResponse,
  ProfilePostComment,
  ProfilePostCommentResponse,
  ProfilePostCommentsResponse,
  ProfilePostResponse,
  ProfilePostWithComments,
  ProfileReactResponse,
  ReportResponse,
} from '@trailhead/shared-kernel/types';
import { reportSchema } from '@trailhead/shared-kernel/schemas';
import { ValidationError } from 'yup';
import { nowSeconds } from '../../clock';
import type { ProfileContentType } from '../../db/tables/activity.table';
import { guarded } from '../../http/access';
import { pageOffset, pagination, PER_PAGE } from '../../http/pagination';
import { idParams, noQuery, pageQuery, type IdParams, type PageQuery } from '../../http/schemas';
import { POSTER } from '../forum/forum-permissions';
import { viewerOf } from '../forum/forum-viewer';
import { deleteBody, posterOf } from '../forum/posts.routes';
import { deleteBodySchema, deleteQuerySchema, FORM_TYPES, postReactionsResponseSchema, reactBodySchema, reportBodySchema } from '../forum/posting.schemas';
import { attachmentKeyOf, badRequest, deleteOptionsOf, messageOf, requiredId, type Body } from '../posting/posting-input';
import { toUserSummary } from '../users/user-mapper';
import {
  editProfileContentBodySchema,
  newCommentBodySchema,
  newProfilePostBodySchema,
  profileCommentResponseSchema,
  profileCommentsResponseSchema,
  profileDeleteResponseSchema,
  profilePostResponseSchema,
  profileReactionsQuerySchema,
  profileReactResponseSchema,
  reportResponseSchema,
} from './activity.schemas';
import { listProfileReactions } from './profile-posts.repository';
import {
  commentAsSeen,
  commentsPage,
  createComment,
  createProfilePost,
  deleteProfileContent,
  editProfileContent,
  profilePostAsSeen,
  reactionsOf,
  reactToProfileContent,
  reportProfileContent,
  forgetProfilePostPages,
} from './profile-posts.service';

/** A profile post's DELETE answer: the content as it now reads, unless it is gone. */
type ProfileDeleteResponse = DeleteContentResponse & { profile_post?: ProfilePostWithComments; comment?: ProfilePostComment };

/** The two kinds of profile content, by their URL segment. */
const KINDS: [segment: string, type: ProfileContentType][] = [
  ['profile-posts', 'profile_post'],
  ['profile-post-comments', 'profile_comment'],
];

/** The report's message by the shared rule (reportSchema), with its message on refusal. */
function reportMessageOf(body: Body): string {
  try {
    return reportSchema().validateSync({ message: typeof body.message === 'string' ? body.message : '' }).message;
  } catch (error) {
    if (error instanceof ValidationError) throw badRequest('invalid_message', error.message);
    throw error;
  }
}

async function profileReads(app: FastifyInstance): Promise<void> {
  app.get<{ Params: IdParams }>(
    '/profile-posts/:id',
    { schema: { params: idParams, querystring: noQuery, response: { 200: profilePostResponseSchema } } },
    async (request): Promise<ProfilePostResponse> => ({ profile_post: await profilePostAsSeen(app.db, viewerOf(request), request.params.id) }),
  );

  app.get<{ Params: IdParams; Querystring: PageQuery }>(
    '/profile-posts/:id/comments',
    { schema: { params: idParams, querystring: pageQuery, response: { 200: profileCommentsResponseSchema } } },
    async (request): Promise<ProfilePostCommentsResponse> => commentsPage(app.db, viewerOf(request), request.params.id, request.query.page),
  );

  app.get<{ Params: IdParams }>(
    '/profile-post-comments/:id',
    { schema: { params: idParams, querystring: noQuery, response: { 200: profileCommentResponseSchema } } },
    async (request): Promise<ProfilePostCommentResponse> => ({ comment: await commentAsSeen(app.db, viewerOf(request), request.params.id) }),
  );

  for (const [segment, type] of KINDS) {
    app.get<{ Params: IdParams; Querystring: { reaction_id?: number; page: number } }>(
      `/${segment}/:id/reactions`,
      { schema: { params: idParams, querystring: profileReactionsQuerySchema, response: { 200: postReactionsResponseSchema } } },
      async (request): Promise<PostReactionsResponse> => {
        const { reaction_id, page } = request.query;
        await reactionsOf(app.db, viewerOf(request), type, request.params.id);
        const { rows, total } = await listProfileReactions(app.db, { type, id: request.params.id }, reaction_id, PER_PAGE, pageOffset(page, PER_PAGE));
        const now = nowSeconds();
        return {
          reactions: rows.map((row) => ({ reaction_id: row.reaction_id, reaction_date: Number(row.reaction_date), User: toUserSummary(row, now) })),
          pagination: pagination(page, PER_PAGE, total),
        };
      },
    );
  }
}

async function profileWrites(app: FastifyInstance): Promise<void> {
  // The shared pages of profile posts (profilePostsPage) are forgotten once a write has answered.
  app.addHook('onSend', async (_request, _reply, payload) => {
    forgetProfilePostPages(app.db);
    return payload;
  });
  app.post<{ Body: Body }>(
    '/profile-posts',
    { schema: { consumes: FORM_TYPES, body: newProfilePostBodySchema, response: { 200: profilePostResponseSchema } } },
    async (request): Promise<ProfilePostResponse> => {
      const viewer = posterOf(request);
      const profileUserId = requiredId(request.body, 'user_id', 'user_id is required: the member whose profile to post on.');
      const message = messageOf(request.body);
      const id = await createProfilePost(app, viewer, profileUserId, { message, attachmentKey: attachmentKeyOf(request.body) });
      return { profile_post: await profilePostAsSeen(app.db, viewer, id) };
    },
  );

  app.post<{ Body: Body }>(
    '/profile-post-comments',
    { schema: { consumes: FORM_TYPES, body: newCommentBodySchema, response: { 200: profileCommentResponseSchema } } },
    async (request): Promise<ProfilePostCommentResponse> => {
      const viewer = posterOf(request);
      const postId = requiredId(request.body, 'profile_post_id', 'profile_post_id is required: the post to comment on.');
      const message = messageOf(request.body);
      const id = await createComment(app, viewer, postId, { message, attachmentKey: attachmentKeyOf(request.body) });
      return { comment: await commentAsSeen(app.db, viewer, id) };
    },
  );

  app.post<{ Params: IdParams; Body: Body }>(
    '/profile-posts/:id',
    { schema: { consumes: FORM_TYPES, params: idParams, body: editProfileContentBodySchema, response: { 200: profilePostResponseSchema } } },
    async (request): Promise<ProfilePostResponse> => {
      const viewer = posterOf(request);
      const message = messageOf(request.body);
      await editProfileContent(app, viewer, 'profile_post', request.params.id, { message, attachmentKey: attachmentKeyOf(request.body) });
      return { profile_post: await profilePostAsSeen(app.db, viewer, request.params.id) };
    },
  );

  app.post<{ Params: IdParams; Body: Body }>(
    '/profile-post-comments/:id',
    { schema: { consumes: FORM_TYPES, params: idParams, body: editProfileContentBodySchema, response: { 200: profileCommentResponseSchema } } },
    async (request): Promise<ProfilePostCommentResponse> => {
      const viewer = posterOf(request);
      const message = messageOf(request.body);
      await editProfileContent(app, viewer, 'profile_comment', request.params.id, { message, attachmentKey: attachmentKeyOf(request.body) });
      return { comment: await commentAsSeen(app.db, viewer, request.params.id) };
    },
  );

  for (const [segment, type] of KINDS) {
    app.delete<{ Params: IdParams }>(
      `/${segment}/:id`,
      { schema: { params: idParams, querystring: deleteQuerySchema, body: deleteBodySchema, response: { 200: profileDeleteResponseSchema } } },
      async (request): Promise<ProfileDeleteResponse> => {
        const viewer = posterOf(request);
        const options = deleteOptionsOf(deleteBody(request));
        const { hard } = await deleteProfileContent(app, viewer, type, request.params.id, options);
        if (hard) return { hard_delete: true };
        return type === 'profile_post'
          ? { hard_delete: false, profile_post: await profilePostAsSeen(app.db, viewer, request.params.id) }
          : { hard_delete: false, comment: await commentAsSeen(app.db, viewer, request.params.id) };
      },
    );

    app.post<{ Params: IdParams; Body: Body }>(
      `/${segment}/:id/react`,
      { schema: { params: idParams, body: reactBodySchema, response: { 200: profileReactResponseSchema } } },
      async (request): Promise<ProfileReactResponse> => {
        const viewer = posterOf(request);
        const reactionId = requiredId(request.body ?? {}, 'reaction_id', 'reaction_id is required: the reaction to add, change to or remove.');
        return reactToProfileContent(app, viewer, type, request.params.id, reactionId);
      },
    );

    app.post<{ Params: IdParams; Body: Body }>(
      `/${segment}/:id/report`,
      { schema: { params: idParams, body: reportBodySchema, response: { 200: reportResponseSchema } } },
      async (request): Promise<ReportResponse> => {
        const viewer = posterOf(request);
        const message = reportMessageOf(request.body ?? {});
        await reportProfileContent(app, viewer, type, request.params.id, message);
        return { reported: true };
      },
    );
  }
}

export async function profilePostsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(profileReads);
  await app.register(guarded(POSTER, profileWrites));
}
