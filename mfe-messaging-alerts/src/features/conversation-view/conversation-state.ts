// What the conversation page decides without drawing anything: how live events change the page,
// how a reaction changes the counts at once, and who has seen the newest message.
import type { ConversationMessage, ConversationParticipant, LiveConversationEvent } from '@trailhead/shared-kernel/types';

/** Each message once (a live arrival, the send's answer and a replay may bring the same one), oldest first. */
export function mergeMessages(messages: ConversationMessage[], incoming: ConversationMessage[]): ConversationMessage[] {
  const byId = new Map(messages.map((message) => [message.message_id, message]));
  for (const message of incoming) byId.set(message.message_id, message);
  return [...byId.values()].sort((a, b) => a.message_id - b.message_id);
}

export type LiveAction =
  | { kind: 'append'; messageId: number }
  | { kind: 'notify' }
  | { kind: 'refresh-message'; messageId: number }
  | { kind: 'read'; userId: number; readDate: number }
  | { kind: 'refetch' }
  | { kind: 'ignore' };

export interface LivePageState {
  conversationId: number;
  viewerId: number;
  onLastPage: boolean;
  shownIds: ReadonlySet<number>;
  /** A send of the viewer's is waiting for the connection: their own message arriving settles it. */
  sendPending: boolean;
}

/** What one `event: conversation` does to the page. */
export function liveAction(event: LiveConversationEvent, page: LivePageState): LiveAction {
  if (event.conversation_id !== page.conversationId) return { kind: 'ignore' };
  switch (event.kind) {
    case 'message': {
      if (event.message_id === undefined || page.shownIds.has(event.message_id)) return { kind: 'ignore' };
      // The viewer's own message from another tab, or the replay of a send made offline.
      if (event.user_id === page.viewerId && !page.sendPending && !page.onLastPage) return { kind: 'ignore' };
      return page.onLastPage ? { kind: 'append', messageId: event.message_id } : { kind: 'notify' };
    }
    case 'edit':
    case 'reaction':
      return event.message_id !== undefined && page.shownIds.has(event.message_id) ? { kind: 'refresh-message', messageId: event.message_id } : { kind: 'ignore' };
    case 'read':
      return event.read_date !== undefined ? { kind: 'read', userId: event.user_id, readDate: event.read_date } : { kind: 'refetch' };
    case 'participants':
      return { kind: 'refetch' };
    default:
      return { kind: 'ignore' };
  }
}

/** A participant's "seen" moves forward only (a late event never moves it back). */
export function withReadDate(participants: ConversationParticipant[], userId: number, readDate: number): ConversationParticipant[] {
  return participants.map((participant) =>
    participant.user_id === userId && (participant.last_read_date ?? 0) < readDate ? { ...participant, last_read_date: readDate } : participant,
  );
}

/** The other participants who have read up to the newest message: the read receipt under it. */
export function seenNewest(participants: ConversationParticipant[], newestMessageDate: number | null, viewerId: number): ConversationParticipant[] {
  if (newestMessageDate === null) return [];
  return participants.filter((participant) => participant.user_id !== viewerId && participant.last_read_date != null && participant.last_read_date >= newestMessageDate);
}

/** The send failed because the connection is down (the service worker keeps it), not because the API refused it. */
export function isOffline(error: unknown, online: boolean): boolean {
  if (!online) return true;
  if (error instanceof TypeError) return true;
  const status = (error as { status?: unknown } | null)?.status;
  const code = (error as { code?: unknown } | null)?.code;
  return status === 0 && code === 'no_response';
}

export const OFFLINE_MESSAGE = 'You are offline: your message will be sent when the connection returns.';
