// Spec §7 Conversations (everything but the messages, which conversation-messages.routes.ts
// serves): the member's list, one conversation with its "seen by", starting, renaming, starring,
// marking unread, inviting and leaving. Who may do what is conversation-access.ts's; the writes
// and what they announce are conversation-writes.ts's.
import type { FastifyInstance } from 'fastify';
import type { ConversationParticipantsResponse, ConversationResponse, ConversationsResponse, StatusResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { pageOffset, pagination, PER_PAGE } from '../../http/pagination';
import { ACTIVE_MEMBER, guarded, memberOf } from '../../http/access';
import { paginationSchema, statusResponseSchema, userSummarySchema } from '../../http/response-schemas';
import { flagSchema, idParams, idSchema, MAX_PAGE, noQuery, pageSchema, type IdParams } from '../../http/schemas';
import { participationOf } from './conversation-access';
import { summaryCache, toConversation, toConversationDetail, toParticipant } from './conversation-mapper';
import { conversationDraftRoutes } from './conversation-drafts';
import { conversationMessagesRoutes } from './conversation-messages.routes';
import {
  inviteToConversation,
  leaveConversation,
  markConversationUnread,
  MAX_RECIPIENTS,
  openConversation,
  renameConversationAs,
  starConversation,
  startConversation,
  type StartInput,
} from './conversation-writes';
import { listMemberConversations, listParticipants, loadParticipantUsers } from './conversations.repository';
import { messagesPage } from './conversation-messages.repository';
import { keptUserSummaries } from '../users/users.repository';
import { MESSAGE_MAX_LENGTH } from '../posting/posting-input';

const conversationsQuery = {
  type: 'object',
  properties: {
    page: pageSchema,
    unread: { ...flagSchema, default: 0 },
    starred: { ...flagSchema, default: 0 },
  },
} as const;

const conversationQuery = {
  type: 'object',
  properties: {
    with_messages: { ...flagSchema, default: 0 },
    // Absent: the last page of messages (the newest reachable).
    page: { type: 'integer', minimum: 1, maximum: MAX_PAGE },
    // Beyond the spec: 0 reads the conversation without marking it read (the manage page, which shows no messages).
    mark_read: { ...flagSchema, default: 1 },
  },
} as const;

const participantSchema = {
  type: 'object',
  properties: {
    user_id: { type: 'integer' },
    User: userSummarySchema,
    last_read_date: { type: ['integer', 'null'] },
  },
} as const;

const conversationProperties = {
  conversation_id: { type: 'integer' },
  title: { type: 'string' },
  view_url: { type: 'string' },
  Starter: userSummarySchema,
  participants: { type: 'array', items: participantSchema },
  recipient_count: { type: 'integer' },
  reply_count: { type: 'integer' },
  last_message_date: { type: 'integer' },
  last_message_username: { type: 'string' },
  LastMessageUser: { anyOf: [userSummarySchema, { type: 'null' }] },
  is_unread: { type: 'boolean' },
  is_starred: { type: 'boolean' },
} as const;

export const ConversationSchema = { $id: 'Conversation', type: 'object', properties: conversationProperties } as const;

const conversationDetailSchema = {
  type: 'object',
  properties: {
    ...conversationProperties,
    start_date: { type: 'integer' },
    can_edit: { type: 'boolean' },
    can_invite: { type: 'boolean' },
    can_reply: { type: 'boolean' },
  },
} as const;

const conversationsResponseSchema = {
  type: 'object',
  properties: { conversations: { type: 'array', items: { $ref: 'Conversation#' } }, pagination: paginationSchema },
} as const;

const conversationResponseSchema = {
  type: 'object',
  properties: {
    conversation: conversationDetailSchema,
    // The messages part's shape (ConversationMessage): checked there; passed through here.
    messages: { type: 'array', items: { type: 'object', additionalProperties: true } },
    pagination: paginationSchema,
  },
} as const;

const participantsResponseSchema = {
  type: 'object',
  properties: { participants: { type: 'array', items: participantSchema } },
} as const;

const recipientIdsSchema = { type: 'array', items: idSchema, minItems: 1, maxItems: 100 } as const;

const newConversationBody = {
  type: 'object',
  required: ['title', 'recipient_ids', 'message_html'],
  additionalProperties: false,
  properties: {
    title: { type: 'string', maxLength: 1_000 },
    recipient_ids: recipientIdsSchema,
    message_html: { type: 'string', maxLength: MESSAGE_MAX_LENGTH },
    attachment_key: { type: ['string', 'null'], maxLength: 128 },
  },
} as const;

const renameBody = {
  type: 'object',
  required: ['title'],
  properties: { title: { type: 'string', maxLength: 1_000 } },
} as const;

const starBody = { type: 'object', required: ['star'], properties: { star: { type: 'integer', enum: [0, 1] } } } as const;
const inviteBody = { type: 'object', required: ['recipient_ids'], properties: { recipient_ids: recipientIdsSchema } } as const;
const noBody = { anyOf: [{ type: 'object', properties: {} }, { type: 'null' }, {}] } as const;

const ok = (message: string): StatusResponse => ({ status: 'ok', message });

async function conversationsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(conversationMessagesRoutes);
  await app.register(conversationDraftRoutes);

  /** The conversation as the member sees it, with its participants' "seen by". */
  async function detailOf(member: ReturnType<typeof memberOf>, conversationId: number, participation: Awaited<ReturnType<typeof participationOf>>) {
    const participants = (await listParticipants(app.db, [conversationId])).get(conversationId) ?? [];
    const users = await loadParticipantUsers(app.db, [participation.conversation.starter_user_id, participation.conversation.last_message_user_id, ...participants.map((p) => p.user_id)]);
    return toConversationDetail({ ...participation.conversation, ...participation.me }, participants, users, member, nowSeconds());
  }

  app.get<{ Querystring: { page: number; unread: 0 | 1; starred: 0 | 1 } }>(
    '/conversations',
    { schema: { querystring: conversationsQuery, response: { 200: conversationsResponseSchema } } },
    async (request): Promise<ConversationsResponse> => {
      const user = memberOf(request);
      const { page, unread, starred } = request.query;
      const { rows, total } = await listMemberConversations(app.db, {
        userId: user.user_id,
        unreadOnly: unread === 1,
        starredOnly: starred === 1,
        limit: PER_PAGE,
        offset: pageOffset(page, PER_PAGE),
      });
      // The same people recur on every participant's list: their summaries are shared a few seconds (keptUserSummaries).
      const users = await keptUserSummaries(app.db, rows.flatMap((row) => [row.starter_user_id, row.last_message_user_id, ...row.participant_ids]));
      const summaries = summaryCache(users, nowSeconds());
      return {
        conversations: rows.map((row) => toConversation(row, row.participant_ids, summaries)),
        pagination: pagination(page, PER_PAGE, total),
      };
    },
  );

  app.post<{ Body: StartInput }>(
    '/conversations',
    { schema: { body: newConversationBody, response: { 200: conversationResponseSchema } } },
    async (request): Promise<ConversationResponse> => {
      const member = memberOf(request);
      const conversationId = await startConversation(app, member, request.body, nowSeconds());
      const participation = await participationOf(app.db, conversationId, member);
      return { conversation: await detailOf(member, conversationId, participation) };
    },
  );

  app.get<{ Params: IdParams; Querystring: { with_messages: 0 | 1; page?: number; mark_read: 0 | 1 } }>(
    '/conversations/:id',
    { schema: { params: idParams, querystring: conversationQuery, response: { 200: conversationResponseSchema } } },
    async (request): Promise<ConversationResponse> => {
      const member = memberOf(request);
      const participation =
        request.query.mark_read === 0 ? await participationOf(app.db, request.params.id, member) : await openConversation(app, member, request.params.id, nowSeconds());
      const conversation = await detailOf(member, request.params.id, participation);
      if (request.query.with_messages !== 1) return { conversation };
      const { messages, pagination: pages } = await messagesPage(app.db, request.params.id, member, request.query.page ?? 'last');
      return { conversation, messages, pagination: pages };
    },
  );

  app.get<{ Params: IdParams }>(
    '/conversations/:id/participants',
    { schema: { params: idParams, querystring: noQuery, response: { 200: participantsResponseSchema } } },
    async (request): Promise<ConversationParticipantsResponse> => {
      const member = memberOf(request);
      await participationOf(app.db, request.params.id, member);
      const participants = (await listParticipants(app.db, [request.params.id])).get(request.params.id) ?? [];
      const users = await loadParticipantUsers(app.db, participants.map((p) => p.user_id));
      const now = nowSeconds();
      return { participants: participants.map((p) => toParticipant(p, users, member, now)) };
    },
  );

  app.post<{ Params: IdParams; Body: { title: string } }>(
    '/conversations/:id',
    { schema: { params: idParams, body: renameBody, response: { 200: conversationResponseSchema } } },
    async (request): Promise<ConversationResponse> => {
      const member = memberOf(request);
      await renameConversationAs(app, member, request.params.id, request.body.title);
      const participation = await participationOf(app.db, request.params.id, member);
      return { conversation: await detailOf(member, request.params.id, participation) };
    },
  );

  app.post<{ Params: IdParams; Body: { star: 0 | 1 } }>(
    '/conversations/:id/star',
    { schema: { params: idParams, body: starBody, response: { 200: statusResponseSchema } } },
    async (request): Promise<StatusResponse> => {
      const star = request.body.star === 1;
      await starConversation(app, memberOf(request), request.params.id, star);
      return ok(star ? 'The conversation is starred.' : 'The conversation is no longer starred.');
    },
  );

  app.post<{ Params: IdParams }>(
    '/conversations/:id/mark-unread',
    { schema: { params: idParams, body: noBody, response: { 200: statusResponseSchema } } },
    async (request): Promise<StatusResponse> => {
      await markConversationUnread(app, memberOf(request), request.params.id);
      return ok('The conversation is marked unread.');
    },
  );

  app.post<{ Params: IdParams; Body: { recipient_ids: number[] } }>(
    '/conversations/:id/invite',
    { schema: { params: idParams, body: inviteBody, response: { 200: participantsResponseSchema } } },
    async (request): Promise<ConversationParticipantsResponse> => {
      const member = memberOf(request);
      await inviteToConversation(app, member, request.params.id, request.body.recipient_ids, nowSeconds());
      const participants = (await listParticipants(app.db, [request.params.id])).get(request.params.id) ?? [];
      const users = await loadParticipantUsers(app.db, participants.map((p) => p.user_id));
      const now = nowSeconds();
      return { participants: participants.map((p) => toParticipant(p, users, member, now)) };
    },
  );

  app.delete<{ Params: IdParams }>(
    '/conversations/:id',
    { schema: { params: idParams, body: noBody, response: { 200: statusResponseSchema } } },
    async (request): Promise<StatusResponse> => {
      await leaveConversation(app, memberOf(request), request.params.id);
      return ok('You left the conversation.');
    },
  );
}

/** Recipients besides the starter (the request's limit, checked again by the writes). */
export { MAX_RECIPIENTS };

export default guarded(ACTIVE_MEMBER, conversationsRoutes);
