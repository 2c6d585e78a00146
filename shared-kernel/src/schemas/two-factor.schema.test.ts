import { recoveryCodeFormSchema, twoFactorCodeFormSchema, TWO_FACTOR_MESSAGES } from './two-factor.schema';

const errorOf = (schema: { validateSync: (v: unknown) => unknown }, value: unknown) => {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('two-factor form rules', () => {
  it('takes six digits, with spaces between', () => {
    expect(errorOf(twoFactorCodeFormSchema, { code: '123456' })).toBeNull();
    expect(errorOf(twoFactorCodeFormSchema, { code: '123 456' })).toBeNull();
    expect(errorOf(twoFactorCodeFormSchema, { code: '' })).toBe(TWO_FACTOR_MESSAGES.codeRequired);
    expect(errorOf(twoFactorCodeFormSchema, { code: '12345' })).toBe(TWO_FACTOR_MESSAGES.codeFormat);
    expect(errorOf(twoFactorCodeFormSchema, { code: '12345a' })).toBe(TWO_FACTOR_MESSAGES.codeFormat);
  });

  it('takes a recovery code in any case, with or without the dash', () => {
    expect(errorOf(recoveryCodeFormSchema, { recovery_code: 'ABCDE-23456' })).toBeNull();
    expect(errorOf(recoveryCodeFormSchema, { recovery_code: 'abcde23456' })).toBeNull();
    expect(errorOf(recoveryCodeFormSchema, { recovery_code: '' })).toBe(TWO_FACTOR_MESSAGES.recoveryRequired);
    expect(errorOf(recoveryCodeFormSchema, { recovery_code: 'ABC' })).toBe(TWO_FACTOR_MESSAGES.recoveryFormat);
  });
});
