import type { Conversation, ConversationDetail, ConversationParticipant, UserSummary } from '@trailhead/shared-kernel/types';
import type { ConversationRow as ConversationTableRow } from '../../db/tables/messaging.table';
import type { UserRow } from '../../db/tables/users.table';
import { conversationUrl } from '../../view-urls';
import { toUserSummary, type SummaryFields } from '../users/user-mapper';
import { showsActivity } from '../users/user-privacy';
import { conversationRules } from './conversation-access';
import type { ParticipantRow } from './conversations.repository';

type Viewer = Pick<UserRow, 'user_id' | 'account_state' | 'is_admin' | 'is_moderator'>;
/** What the mapper reads of a participant's account: the summary, and whether their activity shows. */
export type ParticipantFields = SummaryFields & { activity_visible?: unknown };

export interface ConversationListRow extends ConversationTableRow {
  is_unread: unknown;
  is_starred: unknown;
}

/**
 * A participant as the viewer sees them: "seen by" (last_read_date) only where the participant's
 * activity_visible lets the viewer see it (user-privacy.ts showsActivity: themself and staff always).
 */
export function toParticipant(row: ParticipantRow, users: ReadonlyMap<number, ParticipantFields>, viewer: Viewer | null, now: number): ConversationParticipant {
  const user = users.get(row.user_id) as ParticipantFields;
  const participant: ConversationParticipant = { user_id: row.user_id, User: toUserSummary(user, now) };
  if (viewer) {
    const visible = showsActivity(viewer, { ...user, activity_visible: Boolean(user.activity_visible) });
    participant.last_read_date = visible ? row.last_read_date : null;
  }
  return participant;
}

export type SummaryCache = (userId: number) => UserSummary | null;

/** Each member's summary made once for a whole page (the same people recur across its conversations). */
export function summaryCache(users: ReadonlyMap<number, SummaryFields>, now: number): SummaryCache {
  const made = new Map<number, UserSummary | null>();
  return (userId) => {
    let summary = made.get(userId);
    if (summary === undefined) {
      const fields = users.get(userId);
      summary = fields ? toUserSummary(fields, now) : null;
      made.set(userId, summary);
    }
    return summary;
  };
}

/** A conversation in the member's list: its starter, participants (in the order they joined) and last message's author. */
export function toConversation(row: ConversationListRow, participantIds: readonly number[], summaries: SummaryCache): Conversation {
  return {
    conversation_id: row.conversation_id,
    title: row.title,
    view_url: conversationUrl(row.conversation_id),
    Starter: summaries(row.starter_user_id) as UserSummary,
    participants: participantIds.map((userId) => ({ user_id: userId, User: summaries(userId) as UserSummary })),
    recipient_count: participantIds.length,
    reply_count: Number(row.reply_count),
    last_message_date: Number(row.last_message_date),
    last_message_username: row.last_message_username,
    LastMessageUser: summaries(row.last_message_user_id),
    is_unread: Boolean(row.is_unread),
    is_starred: Boolean(row.is_starred),
  };
}

/** The conversation on its own page: with "seen by" per participant and what the viewer may do. */
export function toConversationDetail(
  row: ConversationListRow,
  participants: ParticipantRow[],
  users: ReadonlyMap<number, ParticipantFields>,
  viewer: Viewer,
  now: number,
): ConversationDetail {
  // Object.assign onto the list's conversation, not a spread of it: see toProfileFields (user-mapper.ts).
  const ids = participants.map((participant) => participant.user_id);
  return Object.assign(toConversation(row, ids, summaryCache(users, now)), {
    participants: participants.map((participant) => toParticipant(participant, users, viewer, now)),
    start_date: Number(row.start_date),
    can_edit: conversationRules.canEdit(viewer, row),
    can_invite: conversationRules.canInvite(viewer),
    can_reply: conversationRules.canReply(viewer),
  });
}
