// GET /threads/draft {thread_id | node_id, discussion_type}; POST saves (upsert); DELETE clears.
// Active members only (one check for the group).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DraftResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { ACTIVE_MEMBER, guarded, memberOf } from '../../http/access';
import { deleteDraft, draftKey, findDraft, saveDraft, toDraft, type DraftPlace } from '../posting/drafts.repository';
import { sanitizePostHtml } from '../posting/post-html';
import {
  attachmentKeyOf,
  badRequest,
  discussionTypeOf,
  idField,
  MESSAGE_MAX_LENGTH,
  optionalText,
  prefixIdOf,
  TITLE_MAX_LENGTH,
  type Body,
} from '../posting/posting-input';
import { assertPrefix, threadForWrite } from '../posting/posting.service';
import { forumViewer } from './forum-permissions';
import { findNode } from './nodes.repository';
import { draftBodySchema, draftDeleteBodySchema, draftQuerySchema, draftResponseSchema, FORM_TYPES } from './posting.schemas';

/** Where the draft belongs: a thread (reply) or a forum and thread type (new thread); both must exist. */
async function placeOf(app: FastifyInstance, request: FastifyRequest, body: Body): Promise<DraftPlace> {
  const threadId = idField(body, 'thread_id');
  // Read (and refused when malformed) even when thread_id wins: a bad id is never passed over in silence.
  const nodeId = idField(body, 'node_id');
  if (threadId !== undefined) {
    await threadForWrite(app.db, forumViewer(request.user), threadId);
    return { thread_id: threadId };
  }
  if (nodeId === undefined) throw badRequest('invalid_field', 'Give thread_id (a reply draft) or node_id (a new-thread draft).');
  if (!(await findNode(app.db, nodeId))) throw badRequest('invalid_field', 'no forum information found');
  return { node_id: nodeId, discussion_type: discussionTypeOf(body, 'discussion') };
}

async function draftsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Body }>(
    '/threads/draft',
    { schema: { querystring: draftQuerySchema, response: { 200: draftResponseSchema } } },
    async (request): Promise<DraftResponse> => {
      const user = memberOf(request);
      const place = await placeOf(app, request, request.query);
      const row = await findDraft(app.db, user.user_id, place);
      return { draft: row ? toDraft(row) : null };
    },
  );

  app.post<{ Body: Body }>(
    '/threads/draft',
    { schema: { consumes: FORM_TYPES, body: draftBodySchema, response: { 200: draftResponseSchema } } },
    async (request): Promise<DraftResponse> => {
      const user = memberOf(request);
      const { body } = request;
      const place = await placeOf(app, request, body);
      const html = optionalText(body, 'message_html', MESSAGE_MAX_LENGTH);
      const prefixId = prefixIdOf(body) ?? null;
      await assertPrefix(app.db, prefixId);
      const row = await saveDraft(
        app.db,
        user.user_id,
        place,
        {
          title: optionalText(body, 'title', TITLE_MAX_LENGTH),
          // Drafts come back into the editor: they are cleaned like posts, but may be empty.
          message_html: sanitizePostHtml(html),
          prefix_id: prefixId,
          attachment_key: attachmentKeyOf(body),
        },
        nowSeconds(),
      );
      return { draft: toDraft(row) };
    },
  );

  app.delete<{ Querystring: Body }>(
    '/threads/draft',
    { schema: { querystring: draftQuerySchema, body: draftDeleteBodySchema, response: { 200: draftResponseSchema } } },
    async (request): Promise<DraftResponse> => {
      const user = memberOf(request);
      const body = request.body && typeof request.body === 'object' ? (request.body as Body) : {};
      // The body's place wins over the query's: a malformed id in the query is refused, not overridden.
      idField(request.query, 'thread_id');
      idField(request.query, 'node_id');
      const place = await placeOf(app, request, { ...request.query, ...body });
      await deleteDraft(app.db, user.user_id, draftKey(place));
      return { draft: null };
    },
  );
}

export default guarded(ACTIVE_MEMBER, draftsRoutes);
