import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH } from './auth-messages';

/** Loose e-mail shape check used by the browser before sending; the server uses class-validator's IsEmail. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

export interface RegistrationInput {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
  role?: string;
  businessName?: string;
}

const blank = (value: string | undefined | null) => !value || value.trim() === '';

/** Registration rules in the order of document 1 section 5; returns the first failing message or null. */
export function validateRegistration(input: RegistrationInput): string | null {
  if (blank(input.firstName) || blank(input.lastName) || blank(input.email) || !input.password) {
    return AUTH_MESSAGES.registerRequired;
  }
  if (input.password !== input.confirmPassword) return AUTH_MESSAGES.passwordsDoNotMatch;
  if (input.password.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if (input.role === 'business' && blank(input.businessName)) return AUTH_MESSAGES.businessNameRequired;
  return null;
}

export function validateLogin(input: { email?: string; password?: string }): string | null {
  if (blank(input.email) || !input.password) return AUTH_MESSAGES.loginRequired;
  return null;
}

export interface ProfileInput {
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** Edit Profile rules (document 1 section 5), as field → message. */
export function validateProfile(input: ProfileInput): Partial<Record<keyof ProfileInput, string>> {
  const errors: Partial<Record<keyof ProfileInput, string>> = {};
  if (blank(input.firstName)) errors.firstName = AUTH_MESSAGES.firstNameRequired;
  if (blank(input.lastName)) errors.lastName = AUTH_MESSAGES.lastNameRequired;
  if (blank(input.email) || !isEmail(input.email!)) errors.email = AUTH_MESSAGES.invalidEmail;
  return errors;
}
