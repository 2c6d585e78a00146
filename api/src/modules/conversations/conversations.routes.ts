import type { FastifyInstance } from 'fastify';
import type { ConversationsResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { pageOffset, pagination, PER_PAGE } from '../../http/pagination';
import { flagSchema, pageSchema } from '../../http/schemas';
import { conversationUrl } from '../../view-urls';
import { requireActiveUser } from '../auth/auth.plugin';
import { toUserSummary, type SummaryFields } from '../users/user-mapper';
import { loadUserSummaries } from '../users/users.repository';
import { listMemberConversations, listParticipants } from './conversations.repository';

const conversationsQuery = {
  type: 'object',
  properties: { page: pageSchema, unread: { ...flagSchema, default: 0 } },
} as const;

export default async function conversationsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { page: number; unread: 0 | 1 } }>(
    '/conversations',
    { schema: { querystring: conversationsQuery } },
    async (request): Promise<ConversationsResponse> => {
      const user = requireActiveUser(request);
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
      const summary = (userId: number) => toUserSummary(users.get(userId) as SummaryFields, now);
      return {
        conversations: rows.map((row) => {
          const ids = participants.get(row.conversation_id) ?? [];
          return {
            conversation_id: row.conversation_id,
            title: row.title,
            view_url: conversationUrl(row.conversation_id),
            Starter: summary(row.starter_user_id),
            participants: ids.map((id) => ({ user_id: id, User: summary(id) })),
            recipient_count: ids.length,
            reply_count: row.reply_count,
            last_message_date: row.last_message_date,
            last_message_username: row.last_message_username,
            is_unread: Boolean(row.is_unread),
            is_starred: Boolean(row.is_starred),
          };
        }),
        pagination: pagination(page, PER_PAGE, total),
      };
    },
  );
}
