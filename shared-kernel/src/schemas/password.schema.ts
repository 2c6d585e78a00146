import { string } from 'yup';
import { PASSWORD_MIN_LENGTH } from '@trailhead/shared-kernel/constants';
import { MESSAGES } from './messages';

export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';
const SPECIAL = /[!@#$%^&*(),.?":{}|<>]/;

/** Spec §5 password rules. 'normal' for accounts; 'code' is the alternate 6-character mode. */
export function passwordSchema(mode: 'normal' | 'code' = 'normal') {
  const base = string().required(MESSAGES.passwordRequired);
  if (mode === 'code') return base.matches(/^[A-Za-z0-9]{6}$/, MESSAGES.passwordSixAlphanumeric);
  return base
    .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordMinimum)
    .matches(/\d/, MESSAGES.passwordDigit)
    .matches(SPECIAL, MESSAGES.passwordSpecial)
    .test('mixed-case', MESSAGES.passwordMixedCase, (value) => !value || (/[a-z]/.test(value) && /[A-Z]/.test(value)));
}
