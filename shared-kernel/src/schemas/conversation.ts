import { array, number, object, string, type InferType } from 'yup';
import { isBlankPostHtml } from './club-discussion.schema';

/** A conversation's title bound (the API's POST /conversations and rename). */
export const CONVERSATION_TITLE_MAX = 100;
/** How many members one start or one invitation may name (the API's bound). */
export const CONVERSATION_RECIPIENTS_MAX = 25;

export const CONVERSATION_MESSAGES = {
  titleRequired: 'Please enter a valid title.',
  titleTooLong: `Please enter a title of at most ${CONVERSATION_TITLE_MAX} characters.`,
  recipientsRequired: 'Please add at least one member to talk with.',
  recipientsTooMany: `You may add at most ${CONVERSATION_RECIPIENTS_MAX} members.`,
  /** Spec §5. */
  messageEmpty: 'Post message should not be empty',
  /** Spec §6: starting a conversation needs a valid account (the API's own words). */
  needsValidAccount: 'Please complete and confirm your account before you start a conversation.',
} as const;

const title = () =>
  string()
    .trim()
    .required(CONVERSATION_MESSAGES.titleRequired)
    .max(CONVERSATION_TITLE_MAX, CONVERSATION_MESSAGES.titleTooLong);

const recipientIds = () =>
  array()
    .of(number().integer().positive().required())
    .required(CONVERSATION_MESSAGES.recipientsRequired)
    .min(1, CONVERSATION_MESSAGES.recipientsRequired)
    .max(CONVERSATION_RECIPIENTS_MAX, CONVERSATION_MESSAGES.recipientsTooMany);

/** POST /conversations {title, recipient_ids, message_html}: checked alike by /manageConversation and the API. */
export function newConversationSchema() {
  return object({
    title: title(),
    recipient_ids: recipientIds(),
    message_html: string()
      .default('')
      .test('not-blank', CONVERSATION_MESSAGES.messageEmpty, (html) => !isBlankPostHtml(html ?? '')),
  });
}

/** POST /conversations/{id} {title}: renaming. */
export function renameConversationSchema() {
  return object({ title: title() });
}

/** POST /conversations/{id}/invite {recipient_ids}. */
export function inviteToConversationSchema() {
  return object({ recipient_ids: recipientIds() });
}

export type NewConversationValues = InferType<ReturnType<typeof newConversationSchema>>;
export type RenameConversationValues = InferType<ReturnType<typeof renameConversationSchema>>;
export type InviteToConversationValues = InferType<ReturnType<typeof inviteToConversationSchema>>;
