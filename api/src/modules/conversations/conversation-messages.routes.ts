// PLACEHOLDER (owner: the conversation-messages part): GET /conversations/{id}/messages,
// POST /conversation-messages, POST /conversation-messages/{id}, GET /conversation-messages/{id},
// POST /conversation-messages/{id}/react, /report, GET /conversation-messages/{id}/reactions.
import type { FastifyInstance } from 'fastify';

export async function conversationMessagesRoutes(_app: FastifyInstance): Promise<void> {}
