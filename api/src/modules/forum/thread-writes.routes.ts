// Spec §7 Forum writes: POST threads (JSON or form), POST threads/{id}, DELETE threads/{id} for
// members who may post; POST threads/{id}/watch and /unwatch for active members.
import type { FastifyInstance } from 'fastify';
import {
  IDEMPOTENCY_HEADER,
  type CreateThreadResponse,
  type DeleteContentResponse,
  type ThreadEnvelope,
  type WatchResponse,
} from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { ApiError } from '../../http/api-error';
import { ACTIVE_MEMBER, guarded, memberOf } from '../../http/access';
import { idParams, noQuery, type IdParams } from '../../http/schemas';
import {
  attachmentKeyOf,
  deleteOptionsOf,
  discussionTypeOf,
  idempotencyKeyOf,
  idField,
  messageOf,
  optionalFlag,
  optionalText,
  prefixIdOf,
  REASON_MAX_LENGTH,
  requiredId,
  titleOf,
  type Body,
} from '../posting/posting-input';
import { changeThread, createThread, deleteThread, threadForWrite, watchThread } from '../posting/posting.service';
import { POSTER, type ForumViewer } from './forum-permissions';
import { threadForViewer } from './forum-viewer';
import {
  createThreadBodySchema,
  createThreadResponseSchema,
  deleteBodySchema,
  deleteQuerySchema,
  deleteResponseSchema,
  FORM_TYPES,
  idempotencyHeaders,
  threadEnvelopeSchema,
  updateThreadBodySchema,
  watchBodySchema,
  watchResponseSchema,
} from './posting.schemas';
import { deleteBody, postAsSeen, posterOf } from './posts.routes';

async function threadAsSeen(app: FastifyInstance, viewer: ForumViewer, threadId: number) {
  return threadForViewer(app, viewer, await threadForWrite(app.db, viewer, threadId), nowSeconds());
}

async function threadWrites(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Body }>(
    '/threads',
    { schema: { consumes: FORM_TYPES, headers: idempotencyHeaders, body: createThreadBodySchema, response: { 200: createThreadResponseSchema } } },
    async (request): Promise<CreateThreadResponse> => {
      const viewer = posterOf(request);
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER.toLowerCase()]);
      const { body } = request;
      const nodeId = requiredId(body, 'node_id', 'node_id is required: the forum to post the thread in.');
      const title = titleOf(body.title);
      const message = messageOf(body);
      const result = await createThread(
        app,
        viewer.user,
        {
          nodeId,
          title,
          message,
          prefixId: prefixIdOf(body) ?? null,
          discussionType: body.discussion_type === undefined ? undefined : discussionTypeOf(body, 'discussion'),
          attachmentKey: attachmentKeyOf(body),
        },
        key,
      );
      const [thread, post] = await Promise.all([threadAsSeen(app, viewer, result.thread_id), postAsSeen(app, viewer, result.post_id)]);
      return { thread, post };
    },
  );

  app.post<{ Params: IdParams; Body: Body }>(
    '/threads/:id',
    { schema: { consumes: FORM_TYPES, params: idParams, body: updateThreadBodySchema, response: { 200: threadEnvelopeSchema } } },
    async (request): Promise<ThreadEnvelope> => {
      const viewer = posterOf(request);
      const { body } = request;
      await changeThread(app, viewer.user, request.params.id, {
        title: body.title === undefined ? undefined : titleOf(body.title),
        prefixId: prefixIdOf(body),
        nodeId: idField(body, 'node_id'),
        reason: optionalText(body, 'reason', REASON_MAX_LENGTH),
        discussionOpen: optionalFlag(body, 'discussion_open'),
        sticky: optionalFlag(body, 'sticky'),
      });
      return { thread: await threadAsSeen(app, viewer, request.params.id) };
    },
  );

  app.delete<{ Params: IdParams }>(
    '/threads/:id',
    { schema: { params: idParams, querystring: deleteQuerySchema, body: deleteBodySchema, response: { 200: deleteResponseSchema } } },
    async (request): Promise<DeleteContentResponse> => {
      const viewer = posterOf(request);
      const options = deleteOptionsOf(deleteBody(request));
      const { hard } = await deleteThread(app, viewer.user, request.params.id, options);
      if (hard || !viewer.isModerator) return { hard_delete: hard };
      return { hard_delete: false, thread: await threadAsSeen(app, viewer, request.params.id) };
    },
  );
}

/** The watch's `email` (1 or 0, as a JSON number, a form's text or a boolean), or undefined when not sent. */
function emailChoiceOf(body: unknown): boolean | undefined {
  if (body === null || typeof body !== 'object' || !('email' in body)) return undefined;
  const { email } = body as { email: unknown };
  if (email === 1 || email === '1' || email === true) return true;
  if (email === 0 || email === '0' || email === false) return false;
  throw new ApiError(400, 'invalid_field', "The field 'email' must be 1 or 0.");
}

async function watching(app: FastifyInstance): Promise<void> {
  for (const [path, watched] of [
    ['/threads/:id/watch', true],
    ['/threads/:id/unwatch', false],
  ] as const) {
    app.post<{ Params: IdParams; Body: unknown }>(
      path,
      { schema: { params: idParams, querystring: noQuery, ...(watched ? { body: watchBodySchema } : {}), response: { 200: watchResponseSchema } } },
      async (request): Promise<WatchResponse> => {
        const member = memberOf(request);
        return watchThread(app, member, request.params.id, watched, watched ? emailChoiceOf(request.body) : undefined);
      },
    );
  }
}

export default async function threadWritesRoutes(app: FastifyInstance): Promise<void> {
  await app.register(guarded(POSTER, threadWrites));
  await app.register(guarded(ACTIVE_MEMBER, watching));
}
