import { AUTH_MESSAGES } from './auth-messages';
import { validateLogin, validateProfile, validateRegistration } from './validation';

describe('validateRegistration', () => {
  const valid = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', password: 'secret1', confirmPassword: 'secret1', role: 'client' };

  it('accepts a complete client registration', () => {
    expect(validateRegistration(valid)).toBeNull();
  });
  it('asks for every required field first', () => {
    expect(validateRegistration({ ...valid, lastName: ' ', password: 'a', confirmPassword: 'b' })).toBe(AUTH_MESSAGES.registerRequired);
  });
  it('checks the confirmation before the length', () => {
    expect(validateRegistration({ ...valid, password: 'abc', confirmPassword: 'abd' })).toBe(AUTH_MESSAGES.passwordsDoNotMatch);
  });
  it('requires six characters', () => {
    expect(validateRegistration({ ...valid, password: 'abcde', confirmPassword: 'abcde' })).toBe(AUTH_MESSAGES.passwordTooShort);
  });
  it('requires a business name for business accounts only', () => {
    expect(validateRegistration({ ...valid, role: 'business' })).toBe(AUTH_MESSAGES.businessNameRequired);
    expect(validateRegistration({ ...valid, role: 'business', businessName: 'Fit Co' })).toBeNull();
  });
});

describe('validateLogin', () => {
  it('needs both fields', () => {
    expect(validateLogin({ email: 'a@b.co' })).toBe(AUTH_MESSAGES.loginRequired);
    expect(validateLogin({ email: 'a@b.co', password: 'x' })).toBeNull();
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
