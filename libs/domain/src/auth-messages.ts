/** Texts of document 1 sections 5 and 8, shared by the server's DTOs and the browser's forms. */
export const AUTH_MESSAGES = {
  loginRequired: 'Please enter both email and password',
  registerRequired: 'Please fill in all required fields',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  businessNameRequired: 'Business name is required for business accounts',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidEmail: 'Invalid email address',
  invalidRole: 'Account type must be business or client',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  platformDomainSignup: 'Addresses on the platform domain cannot self-register',
  tooManyAttempts: 'Too many sign-in attempts. Please try again later.',
  tooManySignUps: 'Too many sign-ups from your network. Please try again later.',
  loginFailedFallback: 'Login failed',
  registrationFailedFallback: 'Registration failed',
  logoutFailed: 'Failed to logout. Please try again.',
  profileUpdateFailedFallback: 'Failed to update profile',
  currentPasswordRequired: 'Enter your current password to set a new one',
  currentPasswordWrong: 'Current password is incorrect',
  invalidUnits: 'Units must be imperial or metric',
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',
  completeOnboardingFailed: 'Failed to complete onboarding',
  passwordChangeFailed: 'Failed to change password',
} as const;

export const MIN_PASSWORD_LENGTH = 6;

/** Measurement units a user reads their figures in. */
export const UNIT_SYSTEMS = ['imperial', 'metric'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

/** Admin area texts (document 3 sections 5 and 8). */
export const ADMIN_MESSAGES = {
  setupNamesRequired: 'Please enter your first and last name',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters',
  currentPasswordRequired: 'Enter your current password to set a new one',
  currentPasswordWrong: 'Current password is incorrect',
  profileUpdateFailed: 'Failed to update profile',
} as const;
