// Reading and checking the bodies of the posting calls: every refusal is a 400 with a message a
// member can act on, before anything is written.
import { DISCUSSION_TYPES } from '../forum/forum-query';
import type { DiscussionType } from '@trailhead/shared-kernel/types';
import { ApiError } from '../../http/api-error';
import { flagField, numberField, textField } from '../../http/form-validation';
import { MAX_ID } from '../../http/schemas';
import { cleanMessage, type CleanMessage } from './post-html';

export const POST_EMPTY_MESSAGE = 'Post message should not be empty';
export const TITLE_MAX_LENGTH = 150;
/** Raw HTML as sent, before cleaning: longer than any real post. */
export const MESSAGE_MAX_LENGTH = 100_000;
export const REASON_MAX_LENGTH = 500;
export const REPORT_MAX_LENGTH = 2_000;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/;
const ATTACHMENT_KEY = /^[\w-]{1,128}$/;

export type Body = Record<string, unknown>;

export function badRequest(code: string, message: string): ApiError {
  return new ApiError(400, code, message);
}

/** message_html cleaned by the allow-list; empty (no text, no image) is refused. */
export function messageOf(body: Body): CleanMessage {
  const raw = body.message_html ?? body.message;
  if (raw !== undefined && raw !== null && typeof raw !== 'string') throw badRequest('invalid_message', 'message_html must be text (HTML).');
  const html = typeof raw === 'string' ? raw : '';
  if (html.length > MESSAGE_MAX_LENGTH) {
    throw badRequest('message_too_long', `The message is too long: at most ${MESSAGE_MAX_LENGTH} characters of HTML.`);
  }
  const message = cleanMessage(html);
  if (message.isEmpty) throw badRequest('empty_message', POST_EMPTY_MESSAGE);
  return message;
}

export function attachmentKeyOf(body: Body): string | null {
  const value = body.attachment_key;
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !ATTACHMENT_KEY.test(value)) {
    throw badRequest('invalid_attachment_key', 'attachment_key must be the key given by POST /attachments/new-key.');
  }
  return value;
}

/** A positive integer id field; undefined when absent. */
export function idField(body: Body, name: string): number | undefined {
  const value = numberField(body, name);
  if (value === null) return undefined;
  if (value === undefined || !Number.isInteger(value) || value < 1 || value > MAX_ID) {
    throw badRequest('invalid_field', `${name} must be a positive whole number.`);
  }
  return value;
}

export function requiredId(body: Body, name: string, missing: string): number {
  const value = idField(body, name);
  if (value === undefined) throw badRequest('invalid_field', missing);
  return value;
}

export function titleOf(value: unknown): string {
  const title = typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
  if (title.length === 0) throw badRequest('invalid_title', 'Please enter a title for the thread.');
  if (title.length > TITLE_MAX_LENGTH) {
    throw badRequest('invalid_title', `The title is too long: at most ${TITLE_MAX_LENGTH} characters (it has ${title.length}).`);
  }
  return title;
}

export function discussionTypeOf(body: Body, fallback: DiscussionType): DiscussionType {
  const value = body.discussion_type;
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value !== 'string' || !DISCUSSION_TYPES.includes(value as DiscussionType)) {
    throw badRequest('invalid_discussion_type', `discussion_type must be one of: ${DISCUSSION_TYPES.join(', ')}.`);
  }
  return value as DiscussionType;
}

/** prefix_id: a prefix id, or null/0/'' for none; undefined when absent. */
export function prefixIdOf(body: Body): number | null | undefined {
  if (!('prefix_id' in body)) return undefined;
  const value = numberField(body, 'prefix_id');
  if (value === null || value === 0) return null;
  if (value === undefined || !Number.isInteger(value) || value < 1 || value > MAX_ID) {
    throw badRequest('invalid_prefix', 'prefix_id must be the id of a thread prefix.');
  }
  return value;
}

/** Optional free text with a length limit. */
export function optionalText(body: Body, name: string, max: number): string {
  const value = body[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badRequest('invalid_field', `${name} must be text.`);
  const text = value.trim();
  if (text.length > max) throw badRequest('invalid_field', `${name} is too long: at most ${max} characters.`);
  return text;
}

/** A flag field (true/false, 1/0); undefined when absent. */
export function optionalFlag(body: Body, name: string): boolean | undefined {
  if (body[name] === undefined || body[name] === null || body[name] === '') return undefined;
  const flag = flagField(body, name);
  if (flag === undefined) throw badRequest('invalid_field', `${name} must be true or false.`);
  return flag;
}

export interface DeleteOptions {
  hardDelete: boolean;
  reason: string;
  authorAlert: boolean;
  authorAlertReason: string;
}

export function deleteOptionsOf(body: Body): DeleteOptions {
  return {
    hardDelete: optionalFlag(body, 'hard_delete') ?? optionalFlag(body, 'hardDelete') ?? false,
    reason: optionalText(body, 'reason', REASON_MAX_LENGTH),
    authorAlert: optionalFlag(body, 'author_alert') ?? false,
    authorAlertReason: optionalText(body, 'author_alert_reason', REASON_MAX_LENGTH),
  };
}

export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  if (!IDEMPOTENCY_KEY.test(value)) {
    throw badRequest('invalid_idempotency_key', 'The Idempotency-Key header must be 1 to 128 visible ASCII characters.');
  }
  return value;
}

export function reportMessageOf(body: Body): string {
  const message = textField(body, 'message')?.trim() ?? '';
  if (message.length === 0) throw badRequest('invalid_message', 'Please say what is wrong with this post.');
  if (message.length > REPORT_MAX_LENGTH) throw badRequest('invalid_message', `The report is too long: at most ${REPORT_MAX_LENGTH} characters.`);
  return message;
}
