/**
 * Two-factor sign-in (TOTP, RFC 6238, with one-time recovery codes): its texts and the shapes of its codes, shared by
 * the server's DTOs and the browser's forms.
 */
export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Verification code is required',
  codeFormat: 'Enter the 6-digit code from your authenticator app or one of your recovery codes',
  totpFormat: 'Enter the 6-digit code from your authenticator app',
  invalidCode: 'Invalid verification code',
  challengeRequired: 'The sign-in step is missing. Sign in again.',
  challengeExpired: 'Your sign-in has expired. Sign in again.',
  alreadyEnabled: 'Two-factor authentication is already on',
  notEnabled: 'Two-factor authentication is not on for this account',
  setupFirst: 'Start the set-up again: no key is waiting to be confirmed',
  requiredCannotDisable: 'Two-factor authentication is required for your account and cannot be turned off',
  required: 'Two-factor authentication is required for your account. Set it up to continue.',
  tooManyAttempts: 'Too many verification attempts. Please try again later.',
  clientsNotOffered: 'Two-factor authentication is offered to coaches, their staff and the platform team',
  enabled: 'Two-factor authentication is on',
  disabled: 'Two-factor authentication is off',
  reset: 'Two-factor authentication was reset',
  policySaved: 'Staff two-factor requirement saved',
  requireStaffInvalid: 'requireStaffTwoFactor must be true or false',
} as const;

/** Digits of a TOTP code and its period (what every authenticator app uses by default). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;

/** How many recovery codes an enrolment hands out; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** A TOTP code: 6 digits (spaces are allowed while typing and dropped). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** A recovery code as shown: two groups of five lower-case letters and digits, e.g. `k3f9q-7xw2m`. */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-?[a-z0-9]{5}$/;

/** What a person typed, as the server compares it: no spaces, lower case. */
export const normaliseSecondFactorCode = (code: string): string => code.replace(/\s+/g, '').toLowerCase();

/** Which kind of code the (normalised) text is, or null when it is neither. */
export function secondFactorKind(code: string): 'totp' | 'recovery' | null {
  const normal = normaliseSecondFactorCode(code);
  if (TOTP_CODE_PATTERN.test(normal)) return 'totp';
  if (RECOVERY_CODE_PATTERN.test(normal)) return 'recovery';
  return null;
}

/** The issuer authenticator apps show beside the account. */
export const TOTP_ISSUER = 'CoachCore';

/** The form's check of an app code, with the server's messages (null when it may be sent). */
export function validateTotpCode(code: string): string | null {
  const normal = normaliseSecondFactorCode(code);
  if (!normal) return TWO_FACTOR_MESSAGES.codeRequired;
  return TOTP_CODE_PATTERN.test(normal) ? null : TWO_FACTOR_MESSAGES.totpFormat;
}

/** The form's check of an app code or a recovery code, with the server's messages (null when it may be sent). */
export function validateSecondFactorCode(code: string): string | null {
  const normal = normaliseSecondFactorCode(code);
  if (!normal) return TWO_FACTOR_MESSAGES.codeRequired;
  return secondFactorKind(normal) ? null : TWO_FACTOR_MESSAGES.codeFormat;
}
