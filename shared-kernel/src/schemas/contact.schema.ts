import { object, string, type InferType } from 'yup';
import { EMAIL_PATTERN, MESSAGES } from './messages';

/** Spec §5 contact form; guests also send a captcha solution. */
export function contactSchema({ guest }: { guest: boolean }) {
  return object({
    username: string().trim().required(MESSAGES.nameRequired).min(3, MESSAGES.nameLength).max(100, MESSAGES.nameLength),
    email: string().trim().required(MESSAGES.emailRequired).matches(EMAIL_PATTERN, MESSAGES.emailInvalid),
    subject: string().trim().required(MESSAGES.subjectRequired).min(3, MESSAGES.subjectLength),
    message: string().trim().required(MESSAGES.messageRequired).min(3, MESSAGES.messageLength),
    captcha: guest ? string().required(MESSAGES.captcha) : string().optional(),
  });
}

export type ContactForm = InferType<ReturnType<typeof contactSchema>>;
