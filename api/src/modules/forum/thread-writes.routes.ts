// Spec §7 Forum writes: POST threads (JSON or form), POST threads/{id}, DELETE threads/{id},
// POST threads/{id}/watch and /unwatch.
import type { FastifyInstance } from 'fastify';
import {
  IDEMPOTENCY_HEADER,
  type CreateThreadResponse,
  type DeleteContentResponse,
  type ThreadEnvelope,
  type WatchResponse,
} from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { objectBody } from '../../http/form-validation';
import { idParams, type IdParams } from '../../http/schemas';
import { requireActiveUser } from '../auth/auth.plugin';
import type { ForumViewer } from '../forum/forum-permissions';
import { threadForViewer } from '../forum/forum-viewer';
import { deleteBody, postAsSeen } from './posts.routes';
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
} from './posting-input';
import { createThreadResponseSchema, deleteResponseSchema, threadEnvelopeSchema, watchResponseSchema } from './posting.schemas';
import { changeThread, createThread, deleteThread, poster, threadForWrite, watchThread } from './posting.service';

async function threadAsSeen(app: FastifyInstance, viewer: ForumViewer, threadId: number) {
  return threadForViewer(app, viewer, await threadForWrite(app.db, viewer, threadId), nowSeconds());
}

export default async function threadWritesRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Body }>(
    '/threads',
    { schema: { body: objectBody, response: { 200: createThreadResponseSchema } } },
    async (request): Promise<CreateThreadResponse> => {
      const viewer = poster(request.user);
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER.toLowerCase()]);
      const { body } = request;
      const nodeId = requiredId(body, 'node_id', 'node_id is required: the forum to post the thread in.');
      const title = titleOf(body.title);
      const message = messageOf(body);
      const result = await createThread(
        app,
        request.user,
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
    { schema: { params: idParams, body: objectBody, response: { 200: threadEnvelopeSchema } } },
    async (request): Promise<ThreadEnvelope> => {
      const viewer = poster(request.user);
      const { body } = request;
      await changeThread(app, request.user, request.params.id, {
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
    { schema: { params: idParams, response: { 200: deleteResponseSchema } } },
    async (request): Promise<DeleteContentResponse> => {
      const viewer = poster(request.user);
      const options = deleteOptionsOf(deleteBody(request));
      const { hard } = await deleteThread(app, request.user, request.params.id, options);
      if (hard || !viewer.isModerator) return { hard_delete: hard };
      return { hard_delete: false, thread: await threadAsSeen(app, viewer, request.params.id) };
    },
  );

  for (const [path, watched] of [
    ['/threads/:id/watch', true],
    ['/threads/:id/unwatch', false],
  ] as const) {
    app.post<{ Params: IdParams }>(
      path,
      { schema: { params: idParams, response: { 200: watchResponseSchema } } },
      async (request): Promise<WatchResponse> => {
        const user = requireActiveUser(request);
        await watchThread(app, user, request.params.id, watched);
        return { is_watched: watched };
      },
    );
  }
}
