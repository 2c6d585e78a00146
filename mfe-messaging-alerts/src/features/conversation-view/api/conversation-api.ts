// The conversation page's calls (spec §7 Conversations and conversation-messages), one place.
import { apiRequest } from '@trailhead/shared-kernel/api';
import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import {
  IDEMPOTENCY_HEADER,
  type ConversationMessageResponse,
  type ConversationResponse,
  type NewConversationMessageRequest,
} from '@trailhead/shared-kernel/types';

/**
 * GET /conversations/{id}?with_messages=1: without a page the API answers the last one, so the
 * newest message is on screen; reading the last page marks the conversation read.
 */
export const conversationQuery = (conversationId: number, page: number | null) =>
  apiQueryOptions<ConversationResponse>(`/conversations/${conversationId}`, { with_messages: 1, page });

export const useConversation = (conversationId: number, page: number | null) => useQuery({ ...conversationQuery(conversationId, page), retry: false });

/** GET /conversation-messages/{id}: one message as the viewer sees it (a live arrival, an edit, a reaction). */
export function fetchMessage(messageId: number) {
  return apiRequest<ConversationMessageResponse>(`/conversation-messages/${messageId}`).then((response) => response.message);
}

/** POST /conversation-messages: the key goes in the header and the body, so a replay (by the page or the service worker) writes once. */
export function sendMessage(request: Omit<NewConversationMessageRequest, 'idempotency_key'>, idempotencyKey: string) {
  return apiRequest<ConversationMessageResponse>('/conversation-messages', {
    method: 'POST',
    body: { ...request, idempotency_key: idempotencyKey },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  }).then((response) => response.message);
}

/** POST /conversation-messages/{id}: the API strips reply quotes (spec §5) and answers what it kept. */
export function editMessage(messageId: number, messageHtml: string, attachmentKey: string | null) {
  return apiRequest<ConversationMessageResponse>(`/conversation-messages/${messageId}`, {
    method: 'POST',
    body: { message_html: messageHtml, attachment_key: attachmentKey },
  }).then((response) => response.message);
}

/** POST /conversation-messages/{id}/react: the same reaction again removes it, another replaces it. */
export function reactToMessage(messageId: number, reactionId: number) {
  return apiRequest<ConversationMessageResponse>(`/conversation-messages/${messageId}/react`, { method: 'POST', body: { reaction_id: reactionId } }).then(
    (response) => response.message,
  );
}

export function reportMessage(messageId: number, message: string) {
  return apiRequest<unknown>(`/conversation-messages/${messageId}/report`, { method: 'POST', body: { message } });
}

