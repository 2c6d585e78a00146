// The Settings payload and the privacy settings (spec §3) as POST /me receives them, and as GET /me
// reports them back to the member: one reading of each field, used by the routes in me.routes.ts.
// Fields arrive as a form's flat names (`option[receive_admin_email]`, `privacy[show_dob_year]`,
// `push[alert]`) or, from JSON clients, nested (`{ option: { receive_admin_email: true } }`).
import type { Updateable } from 'kysely';
import type { AccountSettings, Visibility, WatchState } from '@trailhead/shared-kernel/types';
import {
  PRIVACY_FLAGS,
  PRIVACY_VISIBILITIES,
  PUSH_FLAGS,
  SIGNATURE_IMAGE_MAX_HEIGHT,
  SIGNATURE_MAX_HTML,
  SIGNATURE_MAX_TEXT,
  WATCH_STATES,
  visibilitiesFor,
  type PrivacyFlagField,
  type PrivacyVisibilityField,
} from '@trailhead/shared-kernel/schemas';
import type { UserRow, UsersTable } from '../../db/tables/users.table';
import { ApiError } from '../../http/api-error';
import { plainTextOf, sanitizeSignatureHtml } from '../posting/post-html';

type Body = Record<string, unknown>;

const TRUE = new Set(['1', 'true', 'on', 'yes']);
const FALSE = new Set(['0', 'false', 'off', 'no', '']);

/** The value of `group[name]` (flat form name or nested object); `name` alone when group is null. */
function fieldOf(body: Body, group: string | null, name: string): unknown {
  if (group === null) return body[name];
  const flat = body[`${group}[${name}]`];
  if (flat !== undefined) return flat;
  const nested = body[group];
  return nested && typeof nested === 'object' && !Array.isArray(nested) ? (nested as Body)[name] : undefined;
}

/** The names sent under `group[...]`, flat or nested. */
function namesIn(body: Body, group: string): string[] {
  const names = new Set<string>();
  const prefix = `${group}[`;
  for (const key of Object.keys(body)) {
    if (key.startsWith(prefix) && key.endsWith(']')) names.add(key.slice(prefix.length, -1));
  }
  const nested = body[group];
  if (nested && typeof nested === 'object' && !Array.isArray(nested)) for (const key of Object.keys(nested)) names.add(key);
  return [...names];
}

const label = (group: string | null, name: string) => (group === null ? name : `${group}[${name}]`);

function badValue(field: string, expected: string): ApiError {
  return new ApiError(400, 'invalid_setting', `${field} must be ${expected}.`);
}

/** 1/0, true/false (as booleans or text); undefined when the field is absent. */
function flagOf(body: Body, group: string | null, name: string): boolean | undefined {
  const value = fieldOf(body, group, name);
  if (value === undefined) return undefined;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number' && (value === 0 || value === 1)) return value === 1;
  if (typeof value === 'string' && value.length <= 5) {
    const text = value.trim().toLowerCase();
    if (TRUE.has(text)) return true;
    if (FALSE.has(text)) return false;
  }
  throw badValue(label(group, name), '1 or 0 (true or false)');
}

function choiceOf<T extends string>(body: Body, group: string | null, name: string, choices: readonly T[]): T | undefined {
  const value = fieldOf(body, group, name);
  if (value === undefined) return undefined;
  if (typeof value === 'string' && (choices as readonly string[]).includes(value.trim())) return value.trim() as T;
  throw badValue(label(group, name), `one of ${choices.join(', ')}`);
}

/** The stored push flags, read leniently (an unreadable value counts as none chosen). */
function storedPushFlags(json: string | null | undefined): Record<string, boolean> {
  try {
    const parsed: unknown = JSON.parse(json ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => typeof value === 'boolean')) as Record<string, boolean>;
  } catch {
    return {};
  }
}

/** The signature as stored: sanitised HTML, or null when it says nothing. */
export function signatureOf(input: unknown): string | null {
  if (typeof input !== 'string') throw badValue('signature', 'text (HTML)');
  if (input.length > SIGNATURE_MAX_HTML) {
    throw new ApiError(400, 'signature_too_long', `Your signature may be at most ${SIGNATURE_MAX_TEXT} characters of text (and ${SIGNATURE_MAX_HTML} of HTML).`);
  }
  const html = sanitizeSignatureHtml(input, SIGNATURE_IMAGE_MAX_HEIGHT).trim();
  const text = plainTextOf(html);
  if (text.length > SIGNATURE_MAX_TEXT) {
    throw new ApiError(400, 'signature_too_long', `Your signature may be at most ${SIGNATURE_MAX_TEXT} characters of text.`);
  }
  return text.length === 0 && !/<img\b/i.test(html) ? null : html;
}

/**
 * The columns POST /me's settings, privacy and signature fields change (throws ApiError 400 on a
 * bad value, naming the field). Only fields present change; `current` (the member's row) keeps the
 * push flags that were not sent.
 */
export function settingsChanges(body: Body, current?: Pick<UserRow, 'push_flags'>): Updateable<UsersTable> {
  const changes: Updateable<UsersTable> = {};
  const set = <K extends keyof UsersTable>(column: K, value: Updateable<UsersTable>[K] | undefined) => {
    if (value !== undefined) changes[column] = value;
  };
  set('receive_admin_email', flagOf(body, 'option', 'receive_admin_email'));
  set('enable_activity_summary_email', flagOf(body, null, 'enable_activity_summary_email'));
  set('email_on_conversation', flagOf(body, 'option', 'email_on_conversation'));
  set('creation_watch_state', choiceOf<WatchState>(body, 'option', 'creation_watch_state', WATCH_STATES));
  set('interaction_watch_state', choiceOf<WatchState>(body, 'option', 'interaction_watch_state', WATCH_STATES));
  set('content_show_signature', flagOf(body, 'option', 'content_show_signature'));
  set('visible_online', flagOf(body, null, 'visible'));
  set('activity_visible', flagOf(body, null, 'activity_visible'));

  const pushNames = namesIn(body, 'push');
  if (pushNames.length > 0) {
    const flags = storedPushFlags(current?.push_flags);
    for (const name of pushNames) {
      if (!(PUSH_FLAGS as readonly string[]).includes(name)) throw badValue(`push[${name.slice(0, 40)}]`, `one of the push flags ${PUSH_FLAGS.join(', ')}`);
      flags[name] = flagOf(body, 'push', name) as boolean;
    }
    changes.push_flags = JSON.stringify(flags);
  }

  const privacyNames = namesIn(body, 'privacy');
  const known = [...PRIVACY_FLAGS, ...Object.keys(PRIVACY_VISIBILITIES)];
  const unknown = privacyNames.find((name) => !known.includes(name));
  if (unknown !== undefined) throw badValue(`privacy[${unknown.slice(0, 40)}]`, `one of the privacy settings ${known.join(', ')}`);
  const privacyFlagColumn: Record<PrivacyFlagField, keyof UsersTable> = {
    show_dob_date: 'show_dob_date',
    show_dob_year: 'show_dob_year',
    show_first_last_name: 'show_first_last_name',
    show_map_position: 'share_map_position',
    show_exact_map_position: 'map_position_exact',
  };
  for (const name of PRIVACY_FLAGS) set(privacyFlagColumn[name], flagOf(body, 'privacy', name));
  for (const name of Object.keys(PRIVACY_VISIBILITIES) as PrivacyVisibilityField[]) {
    set(name, choiceOf<Visibility>(body, 'privacy', name, visibilitiesFor(name)));
  }

  if (body.signature !== undefined) changes.signature = signatureOf(body.signature);
  return changes;
}

/** GET /me's `settings`: the member's own preferences, privacy and signature. */
export function settingsOf(user: UserRow): AccountSettings {
  const stored = storedPushFlags(user.push_flags);
  return {
    receive_admin_email: Boolean(user.receive_admin_email),
    enable_activity_summary_email: Boolean(user.enable_activity_summary_email),
    email_on_conversation: Boolean(user.email_on_conversation),
    creation_watch_state: user.creation_watch_state,
    interaction_watch_state: user.interaction_watch_state,
    content_show_signature: Boolean(user.content_show_signature),
    visible: Boolean(user.visible_online),
    activity_visible: Boolean(user.activity_visible),
    // Every flag the member can choose, on until they turn it off.
    push: Object.fromEntries(PUSH_FLAGS.map((name) => [name, stored[name] ?? true])),
    privacy: {
      show_dob_date: Boolean(user.show_dob_date),
      show_dob_year: Boolean(user.show_dob_year),
      show_first_last_name: Boolean(user.show_first_last_name),
      show_map_position: Boolean(user.share_map_position),
      show_exact_map_position: Boolean(user.map_position_exact),
      allow_view_profile: user.allow_view_profile,
      allow_post_profile: user.allow_post_profile,
      allow_receive_news_feed: user.allow_receive_news_feed,
      allow_send_personal_conversation: user.allow_send_personal_conversation,
      allow_view_identities: user.allow_view_identities,
    },
    signature: user.signature ?? '',
  };
}

/** POST /me's settings fields for its request schema (the OpenAPI document); the checks are above. */
export const settingsBodyProperties = {
  'option[receive_admin_email]': { type: ['string', 'boolean', 'integer'], description: '1/0: receive e-mails from the site admins' },
  enable_activity_summary_email: { type: ['string', 'boolean', 'integer'], description: '1/0: the weekly activity summary e-mail' },
  'option[email_on_conversation]': { type: ['string', 'boolean', 'integer'], description: '1/0: an e-mail for a new conversation message' },
  'option[creation_watch_state]': { type: 'string', description: `what a new thread of mine watches: ${WATCH_STATES.join(' | ')}` },
  'option[interaction_watch_state]': { type: 'string', description: `what a thread I reply to watches: ${WATCH_STATES.join(' | ')}` },
  'option[content_show_signature]': { type: ['string', 'boolean', 'integer'], description: "1/0: show signatures under others' posts" },
  visible: { type: ['string', 'boolean', 'integer'], description: '1/0: show my online status' },
  activity_visible: { type: ['string', 'boolean', 'integer'], description: '1/0: show my current activity' },
  ...Object.fromEntries(PUSH_FLAGS.map((name) => [`push[${name}]`, { type: ['string', 'boolean', 'integer'], description: '1/0: this push notification' }])),
  ...Object.fromEntries(PRIVACY_FLAGS.map((name) => [`privacy[${name}]`, { type: ['string', 'boolean', 'integer'], description: '1/0' }])),
  ...Object.fromEntries(
    (Object.keys(PRIVACY_VISIBILITIES) as PrivacyVisibilityField[]).map((name) => [
      `privacy[${name}]`,
      { type: 'string', description: `${visibilitiesFor(name).join(' | ')} (GET /lists/visibility-options with_everyone=${PRIVACY_VISIBILITIES[name].withEveryone ? 1 : 0})` },
    ]),
  ),
  signature: { type: 'string', description: `HTML (sanitised; at most ${SIGNATURE_MAX_TEXT} characters of text; '' removes it)` },
} as const;
