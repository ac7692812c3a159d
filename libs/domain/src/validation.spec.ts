import { ADMIN_MESSAGES, AUTH_MESSAGES } from './auth-messages';
import { validateAdminSetup, validateLogin, validateProfile, validateRegistration } from './validation';

describe('validateRegistration', () => {
  const valid = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', password: 'secret1', confirmPassword: 'secret1', role: 'client' };

  it('accepts a complete client registration', () => {
    expect(validateRegistration(valid)).toEqual({});
  });
  it('asks for every required field first, above the form', () => {
    expect(validateRegistration({ ...valid, lastName: ' ', password: 'a', confirmPassword: 'b' })).toEqual({ form: AUTH_MESSAGES.registerRequired });
  });
  it('checks the confirmation before the length', () => {
    expect(validateRegistration({ ...valid, password: 'abc', confirmPassword: 'abd' })).toEqual({ confirmPassword: AUTH_MESSAGES.passwordsDoNotMatch });
  });
  it('requires six characters', () => {
    expect(validateRegistration({ ...valid, password: 'abcde', confirmPassword: 'abcde' })).toEqual({ password: AUTH_MESSAGES.passwordTooShort });
  });
  it('requires a business name for business accounts only', () => {
    expect(validateRegistration({ ...valid, role: 'business' })).toEqual({ businessName: AUTH_MESSAGES.businessNameRequired });
    expect(validateRegistration({ ...valid, role: 'business', businessName: 'Fit Co' })).toEqual({});
  });
});

describe('validateLogin', () => {
  it('needs both fields', () => {
    expect(validateLogin({ email: 'a@b.co' })).toEqual({ form: AUTH_MESSAGES.loginRequired });
    expect(validateLogin({ email: 'a@b.co', password: 'x' })).toEqual({});
  });
});

describe('validateProfile', () => {
  it('reports each field', () => {
    expect(validateProfile({ firstName: '', lastName: '', email: 'nope' })).toEqual({
      firstName: AUTH_MESSAGES.firstNameRequired,
      lastName: AUTH_MESSAGES.lastNameRequired,
      email: AUTH_MESSAGES.invalidEmail,
    });
  });
});

describe('validateAdminSetup', () => {
  const valid = { firstName: 'Ada', lastName: 'Admin', newPassword: '', confirmPassword: '' };

  it('accepts names without a new password', () => {
    expect(validateAdminSetup(valid)).toEqual({});
  });
  it('needs both names first', () => {
    expect(validateAdminSetup({ ...valid, lastName: ' ', newPassword: 'a' })).toEqual({ form: ADMIN_MESSAGES.setupNamesRequired });
  });
  it('checks a new password: confirmation, then length', () => {
    expect(validateAdminSetup({ ...valid, newPassword: 'abc', confirmPassword: 'abd' })).toEqual({ form: ADMIN_MESSAGES.passwordsDoNotMatch });
    expect(validateAdminSetup({ ...valid, newPassword: 'abcde', confirmPassword: 'abcde' })).toEqual({ form: ADMIN_MESSAGES.passwordTooShort });
    expect(validateAdminSetup({ ...valid, newPassword: 'abcdef', confirmPassword: 'abcdef' })).toEqual({});
  });
});
