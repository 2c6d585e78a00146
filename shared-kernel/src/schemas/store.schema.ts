// The gear store's forms (issue "10 of 12"): linking the points programme (POST /me/fpr-status)
// and entering a membership's activation code (/activate, POST /membership/activate). The API
// validates with the same schemas, so it refuses what the form refuses, in the same words.
import { object, string, type InferType } from 'yup';
import { EMAIL_PATTERN, MESSAGES } from './messages';


export const STORE_LIMITS = { email: 254, activationCode: 40 } as const;

export const STORE_MESSAGES = {
  activationCodeRequired: 'Enter the activation code from your e-mail',
  activationCodeInvalid: 'This activation code is not valid or was already used.',
} as const;

/** POST /me/fpr-status {email}: the points programme account's e-mail. */
export function pointsLinkSchema() {
  return object({
    email: string().trim().required(MESSAGES.emailRequired).max(STORE_LIMITS.email, MESSAGES.emailInvalid).matches(EMAIL_PATTERN, MESSAGES.emailInvalid),
  });
}
export type PointsLinkValues = InferType<ReturnType<typeof pointsLinkSchema>>;

/** POST /membership/activate {code}: XXXX-XXXX-XXXX (case, spaces and dashes do not matter). */
export function activationSchema() {
  return object({
    code: string()
      .trim()
      .required(STORE_MESSAGES.activationCodeRequired)
      .max(STORE_LIMITS.activationCode, STORE_MESSAGES.activationCodeInvalid)
      .matches(/^[A-Za-z0-9\s-]{4,}$/, STORE_MESSAGES.activationCodeInvalid),
  });
}
export type ActivationValues = InferType<ReturnType<typeof activationSchema>>;
