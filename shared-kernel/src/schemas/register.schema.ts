import { bool, number, object, ref, string, type InferType } from 'yup';
import { MINIMUM_AGE } from '@trailhead/shared-kernel/constants';
import { EMAIL_PATTERN, MESSAGES } from './messages';
import { passwordSchema } from './password.schema';

/** A real calendar date from three parts, or null. */
export function calendarDate(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** Whole years between a birth date and today. */
export function ageOn(birth: Date, today: Date): number {
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday = today.getUTCMonth() < birth.getUTCMonth() || (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}


/** Spec §5 register form (the browser form and the API check the same payload). */
export function registerSchema(today: () => Date = () => new Date()) {
  return object({
    email: string().trim().required(MESSAGES.emailRequired).matches(EMAIL_PATTERN, MESSAGES.emailInvalid),
    username: string().trim().required(MESSAGES.usernameRequired).min(3, MESSAGES.usernameLength).max(50, MESSAGES.usernameLength),
    password: passwordSchema('normal'),
    confirmPassword: string().required(MESSAGES.passwordRequired).oneOf([ref('password')], MESSAGES.passwordMatch),
    dateOfBirth: object({
      year: number().typeError(MESSAGES.dateRequired).required(MESSAGES.dateRequired),
      month: number().typeError(MESSAGES.dateRequired).required(MESSAGES.dateRequired),
      day: number().typeError(MESSAGES.dateRequired).required(MESSAGES.dateRequired),
    })
      .test('valid-date', MESSAGES.dateInvalid, (value) => !value?.year || !value.month || !value.day || calendarDate(value.year, value.month, value.day) !== null)
      .test('minimum-age', MESSAGES.minimumAge, (value) => {
        const birth = value?.year && value.month && value.day ? calendarDate(value.year, value.month, value.day) : null;
        return !birth || ageOn(birth, today()) >= MINIMUM_AGE;
      }),
    location: object({
      label: string().default(''),
      city: string().default(''),
      state: string().default(''),
      latitude: number().nullable().default(null),
      longitude: number().nullable().default(null),
    }).test('city-and-state', MESSAGES.location, (value) => !!value?.city?.trim() && !!value?.state?.trim()),
    isPrivacyPolicy: bool().oneOf([true], MESSAGES.privacyPolicy).required(MESSAGES.privacyPolicy),
    isSpecialistRegistration: bool().default(false),
    captcha: string().required(MESSAGES.captcha),
  });
}

export type RegisterForm = InferType<ReturnType<typeof registerSchema>>;
