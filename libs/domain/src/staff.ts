import { STAFF_PERMISSIONS, type StaffPermission } from './roles';
import { isBlank, isEmail, type ValidationErrors } from './validation';

/**
 * Business staff (document 3 sections 2.7, 2.8 and 6; document 1 wizard step 7): the owner invites staff by e-mail with
 * a role, permissions and departments; the link's single-use code makes (or links) a staff sign-in.
 */
export const STAFF_ROLES = ['admin', 'support', 'moderator', 'analyst'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Platform Admin',
  support: 'Support Specialist',
  moderator: 'Community Moderator',
  analyst: 'Data Analyst',
};

export const STAFF_DEPARTMENTS = ['admin', 'support', 'sales', 'development', 'finance'] as const;
export type StaffDepartment = (typeof STAFF_DEPARTMENTS)[number];

/** What the access-level card and the permission pickers call each permission. */
export const STAFF_PERMISSION_LABELS: Record<StaffPermission, string> = {
  view_clients: 'View clients',
  manage_workouts: 'Manage workouts',
  schedule_sessions: 'Schedule sessions',
  send_messages: 'Send messages',
  business_management: 'Business management',
  client_management: 'Client management',
  payment_management: 'Payment management',
  coupon_management: 'Coupon management',
  staff_management: 'Staff management',
  analytics: 'Analytics',
  support_tickets: 'Support tickets',
};

/** The four permissions of the staff dashboard's access-level card (document 3 section 2.8). */
export const STAFF_DASHBOARD_PERMISSIONS: readonly StaffPermission[] = ['view_clients', 'manage_workouts', 'schedule_sessions', 'send_messages'];

/** How long a staff invitation link works. */
export const STAFF_INVITATION_TTL_DAYS = 7;

/** The page a staff invitation link opens (outside the /staff workspace: the person is not staff yet). */
export const staffInvitationPath = (code: string) => `/staff-invite/${code}`;

export const STAFF_MESSAGES = {
  invited: 'Staff invitation sent successfully',
  removed: 'Staff member removed successfully',
  permissionsUpdated: 'Permissions updated successfully',
  empty: 'No staff members yet',
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email address',
  invalidRole: 'Role must be one of admin, support, moderator, analyst',
  invalidPermission: `Permissions must be among ${STAFF_PERMISSIONS.join(', ')}`,
  invalidDepartment: `Departments must be among ${STAFF_DEPARTMENTS.join(', ')}`,
  notFound: 'Staff member not found',
  alreadyMember: 'This person is already a member of your staff',
  ownAddress: 'You cannot invite yourself',
  invitationNotFound: 'This invitation link is not valid. Check that you opened the whole link from the e-mail.',
  invitationExpired: 'This invitation has expired. Ask the business owner to send you a new one.',
  invitationUsed: 'This invitation has already been used. Sign in to your staff account.',
  invitationRevoked: 'This invitation is no longer valid. Ask the business owner to send you a new one.',
  staffAccountRequired: 'Only a staff account can accept a staff invitation. Sign out, then sign up here or sign in with your staff account.',
  wrongAddress: 'This invitation was sent to a different e-mail address. Sign in with the invited address.',
  memberElsewhere: 'This account already works for another business. Ask that business to remove you from its staff first.',
  emailTaken: 'An account with this e-mail already exists. Sign in to accept the invitation.',
  clientAssigned: 'Client assigned successfully',
  clientUnassigned: 'Client unassigned successfully',
  assignClientRequired: 'Choose a client to assign',
  assignmentRoleTooLong: 'Role must be at most 50 characters',
  noAssignedClients: 'No clients assigned: this staff member sees every client of the business.',
} as const;

/** The longest role a client assignment holds (staff_client_assignments.role). */
export const STAFF_ASSIGNMENT_ROLE_MAX = 50;

export interface StaffInviteInput {
  email: string;
  role?: string | null;
  permissions?: readonly string[];
  departments?: readonly string[];
}

/** Staff invite rules (document 3 section 5): e-mail required; role a choice; permissions and departments multi-selects. */
export function validateStaffInvite(input: StaffInviteInput): ValidationErrors<'email' | 'role' | 'permissions' | 'departments'> {
  const errors: ValidationErrors<'email' | 'role' | 'permissions' | 'departments'> = {};
  if (isBlank(input.email)) errors.email = STAFF_MESSAGES.emailRequired;
  else if (!isEmail(input.email)) errors.email = STAFF_MESSAGES.invalidEmail;
  if (input.role && !(STAFF_ROLES as readonly string[]).includes(input.role)) errors.role = STAFF_MESSAGES.invalidRole;
  if ((input.permissions ?? []).some((p) => !(STAFF_PERMISSIONS as readonly string[]).includes(p))) errors.permissions = STAFF_MESSAGES.invalidPermission;
  if ((input.departments ?? []).some((d) => !(STAFF_DEPARTMENTS as readonly string[]).includes(d))) errors.departments = STAFF_MESSAGES.invalidDepartment;
  return errors;
}

export interface StaffClientAssignmentInput {
  clientId: string;
  role?: string | null;
}

/** Assigning a client to a staff member: a client is chosen; the optional role is at most 50 characters. */
export function validateStaffClientAssignment(input: StaffClientAssignmentInput): ValidationErrors<'clientId' | 'role'> {
  const errors: ValidationErrors<'clientId' | 'role'> = {};
  if (isBlank(input.clientId)) errors.clientId = STAFF_MESSAGES.assignClientRequired;
  if ((input.role ?? '').trim().length > STAFF_ASSIGNMENT_ROLE_MAX) errors.role = STAFF_MESSAGES.assignmentRoleTooLong;
  return errors;
}
