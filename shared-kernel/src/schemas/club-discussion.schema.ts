import { object, string, type InferType } from 'yup';

/** A forum thread's title bound (the API's posting-input TITLE_MAX_LENGTH). */
export const CLUB_DISCUSSION_TITLE_MAX = 150;
export const CLUB_DISCUSSION_MESSAGES = {
  titleRequired: 'Please enter a title for the thread.',
  titleTooLong: `Please enter a title of at most ${CLUB_DISCUSSION_TITLE_MAX} characters.`,
  /** Spec §5. */
  messageEmpty: 'Post message should not be empty',
} as const;

/** True when post HTML has neither text nor an image (no DOM: the API checks it too). */
export function isBlankPostHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|[\s\u200b\u00a0]/g, '');
  return text === '';
}

/** POST /clubs/{id}/discussions {title, message}: checked alike by the page's form and the API. */
export function clubDiscussionSchema() {
  return object({
    title: string().trim().required(CLUB_DISCUSSION_MESSAGES.titleRequired).max(CLUB_DISCUSSION_TITLE_MAX, CLUB_DISCUSSION_MESSAGES.titleTooLong),
    message: string()
      .default('')
      .test('not-blank', CLUB_DISCUSSION_MESSAGES.messageEmpty, (html) => !isBlankPostHtml(html ?? '')),
  });
}

export type ClubDiscussionValues = InferType<ReturnType<typeof clubDiscussionSchema>>;
