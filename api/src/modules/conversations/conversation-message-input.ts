// Reading the bodies of the conversation-message writes: every refusal is a 400 with a message a
// member can act on, before anything is written.
import sanitizeHtml from 'sanitize-html';
import { ApiError } from '../../http/api-error';
import { idempotencyKeyOf } from '../posting/posting-input';

export const REPORT_MESSAGE_MAX_LENGTH = 1000;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/;

/**
 * Spec §5: reply quotes are stripped from edited messages. A reply quote is the block the reply
 * box's quote button inserts for a quoted message: <blockquote data-quote="name" …>…</blockquote>
 * (post-html.ts keeps data-quote, and it is what quote alerts read). A plain quote (a <blockquote>
 * without data-quote, from the editor's quote button) is the member's own text and stays.
 */
export function stripReplyQuotes(cleanHtml: string): string {
  // Everything else passes as it is: the input was cleaned by the allow-list, and is cleaned again after.
  return sanitizeHtml(cleanHtml, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    exclusiveFilter: (frame) => frame.tag === 'blockquote' && frame.attribs['data-quote'] !== undefined,
  }).trim();
}

/** The send's key: the Idempotency-Key header, else the body's idempotency_key (the two must agree). */
export function sendKeyOf(header: string | string[] | undefined, bodyKey: string | undefined): string | null {
  const fromHeader = idempotencyKeyOf(header);
  if (bodyKey === undefined || bodyKey === '') return fromHeader;
  if (!IDEMPOTENCY_KEY.test(bodyKey)) {
    throw new ApiError(400, 'invalid_idempotency_key', 'idempotency_key must be 1 to 128 visible ASCII characters.');
  }
  if (fromHeader !== null && fromHeader !== bodyKey) {
    throw new ApiError(400, 'invalid_idempotency_key', 'The Idempotency-Key header and idempotency_key differ: send one key for one message.');
  }
  return bodyKey;
}

/** Why the message should be looked at: 1 to 1000 characters once trimmed. */
export function reportReasonOf(raw: string): string {
  const message = raw.trim();
  if (message.length === 0) throw new ApiError(400, 'invalid_message', 'Please say what is wrong with this message.');
  if (message.length > REPORT_MESSAGE_MAX_LENGTH) {
    throw new ApiError(400, 'invalid_message', `The report is too long: at most ${REPORT_MESSAGE_MAX_LENGTH} characters.`);
  }
  return message;
}
