// GET /users/find-name-for-conversation (spec §7 Users): the recipient search of /manageConversation.
// Only members this member may start a conversation with (their allow_send_personal_conversation,
// user-privacy.ts canConverse; staff past it): valid accounts, never the member themself.
import type { FastifyInstance } from 'fastify';
import { MEMBER_LOOKUP_MIN_LENGTH, type FindNameForConversationResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { ACTIVE_MEMBER, guarded, memberOf } from '../../http/access';
import { ApiError } from '../../http/api-error';
import { assertMayWrite } from '../conversations/conversation-access';
import { conversationCandidatesByPrefix } from '../conversations/conversations.repository';
import { toUserSummary } from './user-mapper';
import { seesEverything } from './user-privacy';
import { usersListResponseSchema } from './users.schemas';

export const FIND_NAME_FOR_CONVERSATION_LIMIT = 10;
const LOOKUP_TOO_SHORT = 'Type more than 1 character to look up a member.';

const findNameForConversationQuery = {
  type: 'object',
  required: ['username'],
  properties: {
    username: { type: 'string', maxLength: 100 },
    limit: { type: 'integer', minimum: 1, maximum: FIND_NAME_FOR_CONVERSATION_LIMIT, default: FIND_NAME_FOR_CONVERSATION_LIMIT },
  },
} as const;

async function findNameForConversation(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { username: string; limit: number } }>(
    '/users/find-name-for-conversation',
    { schema: { querystring: findNameForConversationQuery, response: { 200: usersListResponseSchema } } },
    async (request): Promise<FindNameForConversationResponse> => {
      const member = memberOf(request);
      // Starting a conversation needs a valid account (spec §6): the lookup that serves it too.
      assertMayWrite(member);
      const text = request.query.username.trim().replace(/^@/, '');
      if (text.length < MEMBER_LOOKUP_MIN_LENGTH) throw new ApiError(400, 'invalid_parameter', LOOKUP_TOO_SHORT);
      const rows = await conversationCandidatesByPrefix(app.db, { user_id: member.user_id, seesEverything: seesEverything(member) }, text, request.query.limit);
      const now = nowSeconds();
      return { users: rows.map((row) => toUserSummary(row, now)) };
    },
  );
}

export default guarded(ACTIVE_MEMBER, findNameForConversation);
