import type { FastifyInstance } from 'fastify';
import type { ConversationsResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { pageOffset, pagination, PER_PAGE } from '../../http/pagination';
import { ACTIVE_MEMBER, guarded, memberOf } from '../../http/access';
import { paginationSchema, userSummarySchema } from '../../http/response-schemas';
import { flagSchema, pageSchema } from '../../http/schemas';
import { loadUserSummaries } from '../users/users.repository';
import { toConversation } from './conversation-mapper';
import { listMemberConversations, listParticipants } from './conversations.repository';
import { conversationMessagesRoutes } from './conversation-messages.routes';

const conversationsQuery = {
  type: 'object',
  properties: { page: pageSchema, unread: { ...flagSchema, default: 0 } },
} as const;

export const ConversationSchema = {
  $id: 'Conversation',
  type: 'object',
  properties: {
    conversation_id: { type: 'integer' },
    title: { type: 'string' },
    view_url: { type: 'string' },
    Starter: userSummarySchema,
    participants: { type: 'array', items: { type: 'object', properties: { user_id: { type: 'integer' }, User: userSummarySchema } } },
    recipient_count: { type: 'integer' },
    reply_count: { type: 'integer' },
    last_message_date: { type: 'integer' },
    last_message_username: { type: 'string' },
    is_unread: { type: 'boolean' },
    is_starred: { type: 'boolean' },
  },
} as const;

const conversationsResponseSchema = {
  type: 'object',
  properties: { conversations: { type: 'array', items: { $ref: 'Conversation#' } }, pagination: paginationSchema },
} as const;

async function conversationsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(conversationMessagesRoutes);
  app.get<{ Querystring: { page: number; unread: 0 | 1 } }>(
    '/conversations',
    { schema: { querystring: conversationsQuery, response: { 200: conversationsResponseSchema } } },
    async (request): Promise<ConversationsResponse> => {
      const user = memberOf(request);
      const { page, unread } = request.query;
      const { rows, total } = await listMemberConversations(app.db, {
        userId: user.user_id,
        unreadOnly: unread === 1,
        limit: PER_PAGE,
        offset: pageOffset(page, PER_PAGE),
      });
      const participants = await listParticipants(app.db, rows.map((row) => row.conversation_id));
      const users = await loadUserSummaries(app.db, [
        ...rows.map((row) => row.starter_user_id),
        ...[...participants.values()].flat(),
      ]);
      const now = nowSeconds();
      return {
        conversations: rows.map((row) => toConversation(row, participants.get(row.conversation_id) ?? [], users, now)),
        pagination: pagination(page, PER_PAGE, total),
      };
    },
  );
}

export default guarded(ACTIVE_MEMBER, conversationsRoutes);
