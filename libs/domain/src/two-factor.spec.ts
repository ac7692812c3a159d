import { normaliseSecondFactorCode, secondFactorKind, TWO_FACTOR_MESSAGES, validateSecondFactorCode, validateTotpCode } from './two-factor';

describe('second factor codes', () => {
  it('tells an app code from a recovery code, whatever the spaces and case', () => {
    expect(secondFactorKind('123456')).toBe('totp');
    expect(secondFactorKind(' 123 456 ')).toBe('totp');
    expect(secondFactorKind('k3f9q-7xw2m')).toBe('recovery');
    expect(secondFactorKind('K3F9Q7XW2M')).toBe('recovery');
    expect(secondFactorKind('12345')).toBeNull();
    expect(secondFactorKind('1234567')).toBeNull();
    expect(secondFactorKind('k3f9q_7xw2m')).toBeNull();
    expect(normaliseSecondFactorCode(' AB cd ')).toBe('abcd');
  });

  it("checks the forms' input with the server's messages", () => {
    expect(validateTotpCode('')).toBe(TWO_FACTOR_MESSAGES.codeRequired);
    expect(validateTotpCode('12a456')).toBe(TWO_FACTOR_MESSAGES.totpFormat);
    expect(validateTotpCode('123 456')).toBeNull();
    expect(validateSecondFactorCode('  ')).toBe(TWO_FACTOR_MESSAGES.codeRequired);
    expect(validateSecondFactorCode('12')).toBe(TWO_FACTOR_MESSAGES.codeFormat);
    expect(validateSecondFactorCode('abcde-fghij')).toBeNull();
  });
});
