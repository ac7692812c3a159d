import { STAFF_MESSAGES, staffInvitationPath, validateStaffClientAssignment, validateStaffInvite } from './staff';
import { validatePasswordChange } from './validation';
import { areaFromPath } from './routes';

describe('validateStaffInvite', () => {
  it('needs an e-mail, then a valid one', () => {
    expect(validateStaffInvite({ email: '' })).toEqual({ email: STAFF_MESSAGES.emailRequired });
    expect(validateStaffInvite({ email: '   ' })).toEqual({ email: STAFF_MESSAGES.emailRequired });
    expect(validateStaffInvite({ email: 'nope' })).toEqual({ email: STAFF_MESSAGES.invalidEmail });
    expect(validateStaffInvite({ email: 'sam@example.com' })).toEqual({});
  });

  it('takes role, permissions and departments only from their lists', () => {
    expect(validateStaffInvite({ email: 'sam@example.com', role: 'support', permissions: ['view_clients', 'analytics'], departments: ['sales'] })).toEqual({});
    expect(validateStaffInvite({ email: 'sam@example.com', role: 'owner' }).role).toBe(STAFF_MESSAGES.invalidRole);
    expect(validateStaffInvite({ email: 'sam@example.com', permissions: ['root'] }).permissions).toBe(STAFF_MESSAGES.invalidPermission);
    expect(validateStaffInvite({ email: 'sam@example.com', departments: ['marketing'] }).departments).toBe(STAFF_MESSAGES.invalidDepartment);
  });

  it('links outside the staff workspace', () => {
    expect(staffInvitationPath('abc')).toBe('/staff-invite/abc');
    expect(areaFromPath('/staff-invite/abc')).toBe('public');
  });
});

describe('validatePasswordChange', () => {
  it('needs the current password, a new one of 6 or more characters, confirmed', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: 'secret1', confirmPassword: 'secret1' })).toEqual({
      currentPassword: 'Enter your current password to set a new one',
    });
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: '123', confirmPassword: '123' })).toEqual({
      newPassword: 'Password must be at least 6 characters long',
    });
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'secret1', confirmPassword: 'secret2' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'secret1', confirmPassword: 'secret1' })).toEqual({});
  });
});

describe('validateStaffClientAssignment', () => {
  it('needs a client; the role is optional and at most 50 characters', () => {
    expect(validateStaffClientAssignment({ clientId: '' })).toEqual({ clientId: STAFF_MESSAGES.assignClientRequired });
    expect(validateStaffClientAssignment({ clientId: 'c1', role: 'Trainer' })).toEqual({});
    expect(validateStaffClientAssignment({ clientId: 'c1', role: 'x'.repeat(51) })).toEqual({ role: 'Role must be at most 50 characters' });
  });
});
