// Spec §7 Conversations, the messages: GET /conversations/{id}/messages; POST /conversation-messages
// (reply); GET and POST /conversation-messages/{id} (read, edit); POST .../react, .../report;
// GET .../reactions. Registered inside conversations.routes.ts's ACTIVE_MEMBER group; every route
// goes through conversation-access.ts (participationOf) before it reads or writes anything.
import type { FastifyInstance } from 'fastify';
import {
  IDEMPOTENCY_HEADER,
  type ConversationMessageReactionsResponse,
  type ConversationMessageResponse,
  type ConversationMessagesResponse,
  type StatusResponse,
} from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import type { UserRow } from '../../db/tables/users.table';
import { memberOf } from '../../http/access';
import { pageOffset, pagination, PER_PAGE } from '../../http/pagination';
import { attachmentSchema, nullable, paginationSchema, statusResponseSchema, userSummarySchema } from '../../http/response-schemas';
import { idParams, idSchema, MAX_PAGE, noQuery, pageSchema, type IdParams } from '../../http/schemas';
import { MESSAGE_MAX_LENGTH } from '../posting/posting-input';
import { toUserSummary } from '../users/user-mapper';
import { loadUserSummaries } from '../users/users.repository';
import { participationOf, readConversation } from './conversation-access';
import { REPORT_MESSAGE_MAX_LENGTH, sendKeyOf } from './conversation-message-input';
import {
  editConversationMessage,
  participantMessage,
  reactToConversationMessage,
  replyToConversation,
  reportConversationMessage,
} from './conversation-message-writes';
import { listMessageReactions, messagesPage, toViewerMessages } from './conversation-messages.repository';

const ATTACHMENT_KEY = { type: ['string', 'null'], maxLength: 128, pattern: '^[\\w-]*$', description: 'key of the files uploaded for it (POST /attachments/new-key)' } as const;
const MESSAGE_HTML = { type: 'string', maxLength: MESSAGE_MAX_LENGTH, description: 'HTML of the message (cleaned by an allow-list; empty is refused)' } as const;

const conversationMessageSchema = {
  type: 'object',
  properties: {
    message_id: { type: 'integer' },
    conversation_id: { type: 'integer' },
    user_id: { type: 'integer' },
    username: { type: 'string' },
    User: userSummarySchema,
    message_date: { type: 'integer' },
    message_html: { type: 'string' },
    message_parsed: { type: 'string' },
    edit_date: nullable('integer'),
    attachment_key: nullable('string'),
    attachments: { type: 'array', items: attachmentSchema },
    reaction_score: { type: 'integer' },
    reactions: { type: 'array', items: { type: 'object', properties: { reaction_id: { type: 'integer' }, count: { type: 'integer' } } } },
    visitor_reaction_id: nullable('integer'),
    is_ignored: { type: 'boolean' },
    can_edit: { type: 'boolean' },
    can_react: { type: 'boolean' },
    can_report: { type: 'boolean' },
    view_url: { type: 'string' },
  },
} as const;

const messageResponseSchema = { type: 'object', properties: { message: conversationMessageSchema } } as const;

const messagesResponseSchema = {
  type: 'object',
  properties: { messages: { type: 'array', items: conversationMessageSchema }, pagination: paginationSchema },
} as const;

const reactionsResponseSchema = {
  type: 'object',
  properties: {
    reactions: {
      type: 'array',
      items: { type: 'object', properties: { reaction_id: { type: 'integer' }, reaction_date: { type: 'integer' }, User: userSummarySchema } },
    },
    pagination: paginationSchema,
  },
} as const;

const replyBodySchema = {
  type: 'object',
  description: 'A reply. A retried send with the same key (Idempotency-Key header or idempotency_key) answers the first message.',
  required: ['conversation_id', 'message_html'],
  properties: {
    conversation_id: idSchema,
    message_html: MESSAGE_HTML,
    attachment_key: ATTACHMENT_KEY,
    idempotency_key: { type: 'string', maxLength: 128 },
  },
} as const;

const idempotencyHeaders = {
  type: 'object',
  properties: { 'idempotency-key': { type: 'string', description: `${IDEMPOTENCY_HEADER}: a retried send with the same key answers the first message.` } },
} as const;

const editBodySchema = {
  type: 'object',
  description: 'The edited message; reply quotes (blockquote data-quote) are stripped (spec §5).',
  required: ['message_html'],
  properties: { message_html: MESSAGE_HTML, attachment_key: ATTACHMENT_KEY },
} as const;

const reactBodySchema = {
  type: 'object',
  description: 'The same reaction again removes it, a different one replaces it.',
  required: ['reaction_id'],
  properties: { reaction_id: idSchema },
} as const;

const reportBodySchema = {
  type: 'object',
  description: 'Why the message should be looked at (1 to 1000 characters).',
  required: ['message'],
  properties: { message: { type: 'string', minLength: 1, maxLength: REPORT_MESSAGE_MAX_LENGTH } },
} as const;

const messagesQuery = {
  type: 'object',
  properties: { page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, description: 'default: the last page (the newest messages)' } },
} as const;

const reactionsQuery = { type: 'object', properties: { page: pageSchema, reaction_id: idSchema } } as const;

interface ReplyBody {
  conversation_id: number;
  message_html: string;
  attachment_key?: string | null;
  idempotency_key?: string;
}

/** One message as this member sees it. */
async function messageAsSeen(app: FastifyInstance, member: UserRow, messageId: number): Promise<ConversationMessageResponse> {
  const { message } = await participantMessage(app.db, member, messageId);
  const [seen] = await toViewerMessages(app.db, [message], member, nowSeconds());
  return { message: seen };
}

export async function conversationMessagesRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: IdParams; Querystring: { page?: number } }>(
    '/conversations/:id/messages',
    { schema: { params: idParams, querystring: messagesQuery, response: { 200: messagesResponseSchema } } },
    async (request): Promise<ConversationMessagesResponse> => {
      const member = memberOf(request);
      const participation = await participationOf(app.db, request.params.id, member);
      const now = nowSeconds();
      const page = await messagesPage(app.db, request.params.id, member, request.query.page ?? 'last', now);
      if (page.pagination.current_page >= page.pagination.last_page) await readConversation(app, member, participation, now);
      return page;
    },
  );

  app.post<{ Body: ReplyBody }>(
    '/conversation-messages',
    { schema: { headers: idempotencyHeaders, body: replyBodySchema, response: { 200: messageResponseSchema } } },
    async (request): Promise<ConversationMessageResponse> => {
      const member = memberOf(request);
      const key = sendKeyOf(request.headers[IDEMPOTENCY_HEADER.toLowerCase()], request.body.idempotency_key);
      const { message_id } = await replyToConversation(
        app,
        member,
        { conversationId: request.body.conversation_id, html: request.body.message_html, attachmentKey: request.body.attachment_key || null },
        key,
      );
      return messageAsSeen(app, member, message_id);
    },
  );

  app.get<{ Params: IdParams }>(
    '/conversation-messages/:id',
    { schema: { params: idParams, querystring: noQuery, response: { 200: messageResponseSchema } } },
    async (request): Promise<ConversationMessageResponse> => messageAsSeen(app, memberOf(request), request.params.id),
  );

  app.post<{ Params: IdParams; Body: { message_html: string; attachment_key?: string | null } }>(
    '/conversation-messages/:id',
    { schema: { params: idParams, body: editBodySchema, response: { 200: messageResponseSchema } } },
    async (request): Promise<ConversationMessageResponse> => {
      const member = memberOf(request);
      await editConversationMessage(app, member, request.params.id, request.body.message_html, request.body.attachment_key || null);
      return messageAsSeen(app, member, request.params.id);
    },
  );

  app.post<{ Params: IdParams; Body: { reaction_id: number } }>(
    '/conversation-messages/:id/react',
    { schema: { params: idParams, body: reactBodySchema, response: { 200: { type: 'object', properties: { message: conversationMessageSchema, action: { type: 'string' } } } } } },
    async (request): Promise<ConversationMessageResponse & { action: string }> => {
      const member = memberOf(request);
      const action = await reactToConversationMessage(app, member, request.params.id, request.body.reaction_id);
      return { ...(await messageAsSeen(app, member, request.params.id)), action };
    },
  );

  app.get<{ Params: IdParams; Querystring: { page: number; reaction_id?: number } }>(
    '/conversation-messages/:id/reactions',
    { schema: { params: idParams, querystring: reactionsQuery, response: { 200: reactionsResponseSchema } } },
    async (request): Promise<ConversationMessageReactionsResponse> => {
      const member = memberOf(request);
      const { message } = await participantMessage(app.db, member, request.params.id);
      const { page, reaction_id } = request.query;
      const { rows, total } = await listMessageReactions(app.db, message.message_id, {
        reactionId: reaction_id ?? null,
        limit: PER_PAGE,
        offset: pageOffset(page, PER_PAGE),
      });
      const users = await loadUserSummaries(app.db, rows.map((row) => row.user_id));
      const now = nowSeconds();
      return {
        reactions: rows.map((row) => ({ reaction_id: row.reaction_id, reaction_date: row.reaction_date, User: toUserSummary(users.get(row.user_id)!, now) })),
        pagination: pagination(page, PER_PAGE, total),
      };
    },
  );

  app.post<{ Params: IdParams; Body: { message: string } }>(
    '/conversation-messages/:id/report',
    { schema: { params: idParams, body: reportBodySchema, response: { 200: statusResponseSchema } } },
    async (request): Promise<StatusResponse> => {
      const member = memberOf(request);
      const { already } = await reportConversationMessage(app, member, request.params.id, request.body.message);
      return {
        status: 'ok',
        message: already ? 'You have already reported this message: the moderators will look at it.' : 'Thank you: the moderators will look at this message.',
      };
    },
  );
}
