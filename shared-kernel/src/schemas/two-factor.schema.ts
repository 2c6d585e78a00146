import { object, string } from 'yup';

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  codeFormat: 'The code is 6 digits.',
  recoveryRequired: 'Enter one of your recovery codes.',
  recoveryFormat: 'A recovery code is 10 letters and digits, like ABCDE-12345.',
  passwordRequired: 'Enter your password.',
} as const;

/** A code of the authenticator app as typed: six digits, spaces allowed between them. */
export const totpCodeSchema = string()
  .trim()
  .required(TWO_FACTOR_MESSAGES.codeRequired)
  .test('six-digits', TWO_FACTOR_MESSAGES.codeFormat, (value) => !value || /^\d{6}$/.test(value.replace(/\s/g, '')));

/** A recovery code as typed: any case, with or without its dash. */
export const recoveryCodeSchema = string()
  .trim()
  .required(TWO_FACTOR_MESSAGES.recoveryRequired)
  .test('recovery-format', TWO_FACTOR_MESSAGES.recoveryFormat, (value) => !value || /^[A-Za-z0-9]{10}$/.test(value.replace(/[\s-]/g, '')));

/** The login dialog's second step and the set-up's confirmation. */
export const twoFactorCodeFormSchema = object({ code: totpCodeSchema });
export const recoveryCodeFormSchema = object({ recovery_code: recoveryCodeSchema });
/** Turning two-factor sign-in off, or making new recovery codes. */
export const twoFactorPasswordFormSchema = object({ password: string().required(TWO_FACTOR_MESSAGES.passwordRequired).max(1024) });
