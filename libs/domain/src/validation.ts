import { ADMIN_MESSAGES, AUTH_MESSAGES, MIN_PASSWORD_LENGTH } from './auth-messages';

/** Loose e-mail shape check used by the browser before sending; the server uses class-validator's IsEmail. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/**
 * What every validator returns: field → the spec's message, empty when the input may be sent. `form` holds a message
 * shown above the form rather than beside one field.
 */
export type ValidationErrors<Field extends string> = Partial<Record<Field | 'form', string>>;

export const isBlank = (value: string | undefined | null): boolean => !value || value.trim() === '';

export interface RegistrationInput {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
  role?: string;
  businessName?: string;
}

/** Registration rules in the order of document 1 section 5: the first failing one, beside its field. */
export function validateRegistration(input: RegistrationInput): ValidationErrors<keyof RegistrationInput> {
  if (isBlank(input.firstName) || isBlank(input.lastName) || isBlank(input.email) || !input.password) {
    return { form: AUTH_MESSAGES.registerRequired };
  }
  if (input.password !== input.confirmPassword) return { confirmPassword: AUTH_MESSAGES.passwordsDoNotMatch };
  if (input.password.length < MIN_PASSWORD_LENGTH) return { password: AUTH_MESSAGES.passwordTooShort };
  if (input.role === 'business' && isBlank(input.businessName)) return { businessName: AUTH_MESSAGES.businessNameRequired };
  return {};
}

export function validateLogin(input: { email?: string; password?: string }): ValidationErrors<'email' | 'password'> {
  if (isBlank(input.email) || !input.password) return { form: AUTH_MESSAGES.loginRequired };
  return {};
}

export interface ProfileInput {
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** Edit Profile rules (document 1 section 5). */
export function validateProfile(input: ProfileInput): ValidationErrors<keyof ProfileInput> {
  const errors: ValidationErrors<keyof ProfileInput> = {};
  if (isBlank(input.firstName)) errors.firstName = AUTH_MESSAGES.firstNameRequired;
  if (isBlank(input.lastName)) errors.lastName = AUTH_MESSAGES.lastNameRequired;
  if (isBlank(input.email) || !isEmail(input.email!)) errors.email = AUTH_MESSAGES.invalidEmail;
  return errors;
}

export interface AdminSetupInput {
  firstName: string;
  lastName: string;
  newPassword: string;
  confirmPassword: string;
}

/** Admin setup rules (document 3 section 5), in order; one message above the form. A new password is optional. */
export function validateAdminSetup(input: AdminSetupInput): ValidationErrors<keyof AdminSetupInput> {
  if (isBlank(input.firstName) || isBlank(input.lastName)) return { form: ADMIN_MESSAGES.setupNamesRequired };
  if (input.newPassword || input.confirmPassword) {
    if (input.newPassword !== input.confirmPassword) return { form: ADMIN_MESSAGES.passwordsDoNotMatch };
    if (input.newPassword.length < MIN_PASSWORD_LENGTH) return { form: ADMIN_MESSAGES.passwordTooShort };
  }
  return {};
}

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Change Password (the staff and client profiles): the current password, a new one of at least 6 characters, confirmed. */
export function validatePasswordChange(input: PasswordChangeInput): ValidationErrors<keyof PasswordChangeInput> {
  const errors: ValidationErrors<keyof PasswordChangeInput> = {};
  if (!input.currentPassword) errors.currentPassword = AUTH_MESSAGES.currentPasswordRequired;
  if (!input.newPassword || input.newPassword.length < MIN_PASSWORD_LENGTH) errors.newPassword = AUTH_MESSAGES.passwordTooShort;
  else if (input.newPassword !== input.confirmPassword) errors.confirmPassword = AUTH_MESSAGES.passwordsDoNotMatch;
  return errors;
}
