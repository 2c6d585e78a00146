// A conversation message as one participant sees it: the author's summary, reaction counts with
// the viewer's own reaction, attachments, whether the viewer ignores the author (shown folded),
// and what the viewer may do with it.
import type { AttachmentInfo, ConversationMessage, ReactionCount } from '@trailhead/shared-kernel/types';
import type { ConversationMessagesTable } from '../../db/tables/messaging.table';
import type { Selectable } from 'kysely';
import type { UserRow } from '../../db/tables/users.table';
import { conversationUrl } from '../../view-urls';
import { toUserSummary, type SummaryFields } from '../users/user-mapper';
import { isValidAccount } from '../users/user-privacy';

export type ConversationMessageRow = Selectable<ConversationMessagesTable>;
export type MessageViewer = Pick<UserRow, 'user_id' | 'account_state' | 'is_admin' | 'is_moderator'>;

/** What a page of messages shows beside the messages themselves (one query each for any number of messages). */
export interface MessageExtras {
  users: ReadonlyMap<number, SummaryFields>;
  reactions: ReadonlyMap<number, ReactionCount[]>;
  visitorReactions: ReadonlyMap<number, number>;
  attachments: ReadonlyMap<number, AttachmentInfo[]>;
  /** Members the viewer ignores. */
  ignored: ReadonlySet<number>;
}

/** Where a message is read: its conversation's page, scrolled to it. */
export function conversationMessageUrl(conversationId: number, messageId: number): string {
  return `${conversationUrl(conversationId)}#message-${messageId}`;
}

/**
 * What a participant may do with a message, all with a valid account (spec §6, as for posts):
 * edit their own; react to and report the others'.
 */
export const messageRules = {
  canEdit: (viewer: MessageViewer, message: Pick<ConversationMessageRow, 'user_id'>) => message.user_id === viewer.user_id && isValidAccount(viewer),
  canReact: (viewer: MessageViewer, message: Pick<ConversationMessageRow, 'user_id'>) => message.user_id !== viewer.user_id && isValidAccount(viewer),
  canReport: (viewer: MessageViewer, message: Pick<ConversationMessageRow, 'user_id'>) => message.user_id !== viewer.user_id && isValidAccount(viewer),
};

export function toConversationMessage(row: ConversationMessageRow, extras: MessageExtras, viewer: MessageViewer, now: number): ConversationMessage {
  // Members are never removed, only marked deleted: their summary then reads 'Deleted member'.
  const summary = toUserSummary(extras.users.get(row.user_id) as SummaryFields, now);
  return {
    message_id: row.message_id,
    conversation_id: row.conversation_id,
    user_id: row.user_id,
    username: summary.username,
    User: summary,
    message_date: row.message_date,
    message_html: row.message_html,
    message_parsed: row.message_parsed,
    edit_date: row.edit_date,
    attachment_key: row.attachment_key,
    attachments: extras.attachments.get(row.message_id) ?? [],
    reaction_score: row.reaction_score,
    reactions: extras.reactions.get(row.message_id) ?? [],
    visitor_reaction_id: extras.visitorReactions.get(row.message_id) ?? null,
    is_ignored: extras.ignored.has(row.user_id),
    can_edit: messageRules.canEdit(viewer, row),
    can_react: messageRules.canReact(viewer, row),
    can_report: messageRules.canReport(viewer, row),
    view_url: conversationMessageUrl(row.conversation_id, row.message_id),
  };
}
