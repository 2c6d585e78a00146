// Drafts of conversation messages (issue 16, "drafts as in the forum"): one per member and place,
// a reply in a conversation they take part in or the first message of a new one, kept in the
// forum's drafts table under the key 'conversation:{id}' or 'conversation:new'. A draft's key
// keeps its uploaded files from the stale-upload sweep, as a forum draft's does. Sending the
// message, or leaving the conversation, takes the draft with it.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ConversationDraft, ConversationDraftResponse } from '@trailhead/shared-kernel/types';
import { CONVERSATION_TITLE_MAX } from '@trailhead/shared-kernel/schemas';
import { nowSeconds } from '../../clock';
import type { Database } from '../../db/tables';
import type { DraftRow } from '../../db/tables/posting.table';
import { memberOf } from '../../http/access';
import { idSchema } from '../../http/schemas';
import { assertConversationKey } from '../attachments/attachment-links';
import { deleteDraft, findDraftByKey, saveDraftByKey } from '../posting/drafts.repository';
import { sanitizePostHtml } from '../posting/post-html';
import { MESSAGE_MAX_LENGTH } from '../posting/posting-input';
import { participationOf } from './conversation-access';

type Db = Kysely<Database>;

/** The drafts table's key of a conversation draft: a reply in conversation `id`, or a new conversation (null). */
export const conversationDraftKey = (conversationId: number | null): string => (conversationId === null ? 'conversation:new' : `conversation:${conversationId}`);

/** Inside the caller's transaction (a sent message, a left conversation): the member's draft there is gone. */
export async function deleteConversationDraft(db: Db, userId: number, conversationId: number | null): Promise<void> {
  await deleteDraft(db, userId, conversationDraftKey(conversationId));
}

function toConversationDraft(row: DraftRow, conversationId: number | null): ConversationDraft {
  return { conversation_id: conversationId, title: row.title, message_html: row.message_html, attachment_key: row.attachment_key, updated_at: Number(row.updated_at) };
}

const placeQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { conversation_id: { ...idSchema, description: 'a conversation you take part in (a reply); absent: a new conversation' } },
} as const;

const draftBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    conversation_id: { ...idSchema, description: 'a conversation you take part in (a reply); absent: a new conversation' },
    title: { type: 'string', maxLength: CONVERSATION_TITLE_MAX, description: "a new conversation's title" },
    message_html: { type: 'string', maxLength: MESSAGE_MAX_LENGTH, description: 'HTML, cleaned like a message; may be empty' },
    attachment_key: { type: ['string', 'null'], maxLength: 128, pattern: '^[\\w-]*$', description: 'your key of type conversation_message (POST /attachments/new-key)' },
  },
} as const;

const draftResponse = {
  type: 'object',
  properties: {
    draft: {
      type: ['object', 'null'],
      properties: {
        conversation_id: { type: ['integer', 'null'] },
        title: { type: 'string' },
        message_html: { type: 'string' },
        attachment_key: { type: ['string', 'null'] },
        updated_at: { type: 'integer' },
      },
    },
  },
} as const;

interface DraftBody {
  conversation_id?: number;
  title?: string;
  message_html?: string;
  attachment_key?: string | null;
}

/** GET /conversations/draft, POST (save, upsert), DELETE; only a participant has a reply draft (the same 404 as the conversation's routes). */
export async function conversationDraftRoutes(app: FastifyInstance): Promise<void> {
  /** The conversation the draft is for, checked: null for a new conversation. */
  const placeOf = async (member: { user_id: number }, conversationId: number | undefined): Promise<number | null> => {
    if (conversationId === undefined) return null;
    await participationOf(app.db, conversationId, member);
    return conversationId;
  };

  app.get<{ Querystring: { conversation_id?: number } }>(
    '/conversations/draft',
    { schema: { querystring: placeQuery, response: { 200: draftResponse } } },
    async (request): Promise<ConversationDraftResponse> => {
      const member = memberOf(request);
      const conversationId = await placeOf(member, request.query.conversation_id);
      const row = await findDraftByKey(app.db, member.user_id, conversationDraftKey(conversationId));
      return { draft: row ? toConversationDraft(row, conversationId) : null };
    },
  );

  app.post<{ Body: DraftBody }>(
    '/conversations/draft',
    { schema: { body: draftBody, response: { 200: draftResponse } } },
    async (request): Promise<ConversationDraftResponse> => {
      const member = memberOf(request);
      const conversationId = await placeOf(member, request.body.conversation_id);
      const attachmentKey = request.body.attachment_key || null;
      await assertConversationKey(app.db, attachmentKey, member.user_id);
      // Drafts come back into the editor: cleaned like messages, but may be empty.
      const content = { title: conversationId === null ? (request.body.title ?? '') : '', message_html: sanitizePostHtml(request.body.message_html ?? ''), prefix_id: null, attachment_key: attachmentKey };
      const row = await saveDraftByKey(app.db, member.user_id, conversationDraftKey(conversationId), content, nowSeconds());
      return { draft: toConversationDraft(row, conversationId) };
    },
  );

  app.delete<{ Querystring: { conversation_id?: number } }>(
    '/conversations/draft',
    { schema: { querystring: placeQuery, response: { 200: draftResponse } } },
    async (request): Promise<ConversationDraftResponse> => {
      const member = memberOf(request);
      const conversationId = await placeOf(member, request.query.conversation_id);
      await deleteConversationDraft(app.db, member.user_id, conversationId);
      return { draft: null };
    },
  );
}
