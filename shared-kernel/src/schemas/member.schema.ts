import { object, string, type InferType } from 'yup';
import { isBlankPostHtml } from './club-discussion.schema';

/** Texts of the member forms: the award one is spec §5 word for word, the others ours. */
export const MEMBER_MESSAGES = {
  awardReason: 'You must to add reason!',
  awardReasonTooLong: 'Please keep the reason under 1000 characters.',
  refuseReason: 'Please say why the award is refused.',
  reportMessage: 'Please say what is wrong (at least 3 characters).',
  reportTooLong: 'Please keep the report under 1000 characters.',
  /** Spec §5. */
  messageEmpty: 'Post message should not be empty',
} as const;

export const MEMBER_TEXT_MAX = 1000;

/** POST /awards/{id}/request {award_reason}. */
export function awardRequestSchema() {
  return object({
    award_reason: string().trim().required(MEMBER_MESSAGES.awardReason).max(MEMBER_TEXT_MAX, MEMBER_MESSAGES.awardReasonTooLong),
  });
}
export type AwardRequestValues = InferType<ReturnType<typeof awardRequestSchema>>;

/** POST /awards/requests/{id}/review {decision, reason}: a refusal says why. */
export function awardReviewSchema() {
  return object({
    decision: string().oneOf(['grant', 'refuse'] as const).required(),
    reason: string()
      .trim()
      .max(MEMBER_TEXT_MAX, MEMBER_MESSAGES.awardReasonTooLong)
      .when('decision', { is: 'refuse', then: (s) => s.required(MEMBER_MESSAGES.refuseReason), otherwise: (s) => s.optional() }),
  });
}

/** POST /users/{id}/report, /profile-posts/{id}/report, /profile-post-comments/{id}/report {message}. */
export function reportSchema() {
  return object({
    message: string().trim().required(MEMBER_MESSAGES.reportMessage).min(3, MEMBER_MESSAGES.reportMessage).max(MEMBER_TEXT_MAX, MEMBER_MESSAGES.reportTooLong),
  });
}
export type ReportValues = InferType<ReturnType<typeof reportSchema>>;

/** A profile post or comment: HTML from the site's editor, not blank. */
export function profileMessageSchema() {
  return object({
    message_html: string()
      .default('')
      .test('not-blank', MEMBER_MESSAGES.messageEmpty, (html) => !isBlankPostHtml(html ?? '')),
  });
}
export type ProfileMessageValues = InferType<ReturnType<typeof profileMessageSchema>>;
