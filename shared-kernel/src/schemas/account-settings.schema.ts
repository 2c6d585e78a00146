// The member's preferences, privacy settings and signature (spec §3 Settings payload and Privacy
// settings): the values each field takes, checked alike by the pages' forms and by POST /me.
import { boolean, mixed, object, string, type InferType } from 'yup';
import type { AccountPrivacy, Visibility, WatchState } from '../types';

export const WATCH_STATES: WatchState[] = ['none', 'watch_email', 'watch_no_email'];
export const VISIBILITIES: Visibility[] = ['everyone', 'members', 'followed', 'none'];

/**
 * The push[...] flags a member chooses (what push notifications they want once push is on).
 * Unknown names are refused, so the stored flags never grow with junk.
 */
export const PUSH_FLAGS = ['conversation_message', 'alert'] as const;
export type PushFlag = (typeof PUSH_FLAGS)[number];

export type PrivacyVisibilityField = 'allow_view_profile' | 'allow_post_profile' | 'allow_receive_news_feed' | 'allow_send_personal_conversation' | 'allow_view_identities';
export type PrivacyFlagField = 'show_dob_date' | 'show_dob_year' | 'show_first_last_name' | 'show_map_position' | 'show_exact_map_position';

export const PRIVACY_FLAGS: PrivacyFlagField[] = ['show_dob_date', 'show_dob_year', 'show_first_last_name', 'show_map_position', 'show_exact_map_position'];

/**
 * Which visibility fields may be 'everyone' (GET /lists/visibility-options with_everyone=1): what a
 * visitor can look at. Posting on a profile and starting a conversation need an account, so their
 * widest choice is 'members' (with_everyone=0).
 */
export const PRIVACY_VISIBILITIES: Record<PrivacyVisibilityField, { withEveryone: boolean }> = {
  allow_view_profile: { withEveryone: true },
  allow_post_profile: { withEveryone: false },
  allow_receive_news_feed: { withEveryone: true },
  allow_send_personal_conversation: { withEveryone: false },
  allow_view_identities: { withEveryone: true },
};

export function visibilitiesFor(field: PrivacyVisibilityField): Visibility[] {
  return PRIVACY_VISIBILITIES[field].withEveryone ? VISIBILITIES : VISIBILITIES.filter((value) => value !== 'everyone');
}

/** A signature is a line or two under each post: at most this many characters of text… */
export const SIGNATURE_MAX_TEXT = 1_000;
/** …and of HTML as sent (formatting and links around that text). */
export const SIGNATURE_MAX_HTML = 5_000;
/** Images in a signature are at most a line high (pixels); bigger or unsized ones are dropped. */
export const SIGNATURE_IMAGE_MAX_HEIGHT = 24;

export const ACCOUNT_SETTINGS_MESSAGES = {
  watchState: 'Choose what to watch: none, watch_email or watch_no_email.',
  visibility: 'Choose who may do this from the list.',
  signatureTooLong: `Your signature may be at most ${SIGNATURE_MAX_TEXT} characters of text.`,
  /** Spec §8 snackbars. */
  saved: 'Changes saved',
  review: 'Please review your details and try again',
} as const;

const watchState = () => mixed<WatchState>().oneOf(WATCH_STATES, ACCOUNT_SETTINGS_MESSAGES.watchState).required(ACCOUNT_SETTINGS_MESSAGES.watchState);
const visibility = (field: PrivacyVisibilityField) =>
  mixed<Visibility>().oneOf(visibilitiesFor(field), ACCOUNT_SETTINGS_MESSAGES.visibility).required(ACCOUNT_SETTINGS_MESSAGES.visibility);

/** /preferences: the Settings payload (the time zone is the account details' field). */
export function preferencesSchema() {
  return object({
    timezone: string().trim().max(64).required(),
    receive_admin_email: boolean().required(),
    enable_activity_summary_email: boolean().required(),
    email_on_conversation: boolean().required(),
    creation_watch_state: watchState(),
    interaction_watch_state: watchState(),
    content_show_signature: boolean().required(),
    visible: boolean().required(),
    activity_visible: boolean().required(),
    push: object(Object.fromEntries(PUSH_FLAGS.map((name) => [name, boolean().required()]))).required(),
  });
}
export type PreferencesForm = InferType<ReturnType<typeof preferencesSchema>>;

/** /privacySettings. */
export function privacySchema() {
  return object({
    visible: boolean().required(),
    activity_visible: boolean().required(),
    receive_admin_email: boolean().required(),
    enable_activity_summary_email: boolean().required(),
    show_dob_date: boolean().required(),
    show_dob_year: boolean().required(),
    show_first_last_name: boolean().required(),
    show_map_position: boolean().required(),
    show_exact_map_position: boolean().required(),
    allow_view_profile: visibility('allow_view_profile'),
    allow_post_profile: visibility('allow_post_profile'),
    allow_receive_news_feed: visibility('allow_receive_news_feed'),
    allow_send_personal_conversation: visibility('allow_send_personal_conversation'),
    allow_view_identities: visibility('allow_view_identities'),
  });
}
export type PrivacyForm = InferType<ReturnType<typeof privacySchema>> & Pick<AccountPrivacy, PrivacyVisibilityField>;

/** Text of an HTML signature, as the length rule counts it (tags dropped, entities as one character). */
export function signatureTextLength(html: string): number {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z0-9#]+;/gi, '_')
    .replace(/\s+/g, ' ')
    .trim().length;
}

/** /signature: HTML from the site's editor (the server sanitises it). */
export function signatureSchema() {
  return object({
    signature: string()
      .max(SIGNATURE_MAX_HTML, ACCOUNT_SETTINGS_MESSAGES.signatureTooLong)
      .test('text-length', ACCOUNT_SETTINGS_MESSAGES.signatureTooLong, (value) => !value || signatureTextLength(value) <= SIGNATURE_MAX_TEXT)
      .defined(),
  });
}
export type SignatureForm = InferType<ReturnType<typeof signatureSchema>>;
