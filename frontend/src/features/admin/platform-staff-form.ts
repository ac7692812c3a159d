import { PLATFORM_PERMISSIONS, STAFF_DEPARTMENTS, STAFF_PERMISSION_LABELS, STAFF_ROLES, STAFF_ROLE_LABELS, validateStaffInvite } from '@coachcore/domain';
import type { InvitePlatformStaffDto, PlatformPermission, StaffDepartment, StaffRole } from '@coachcore/api-client/admin';
import { domainResolver } from '../../components/form';

export interface InvitePlatformStaffValues {
  email: string;
  /** '' while none is chosen. */
  role: StaffRole | '';
  permissions: PlatformPermission[];
  departments: StaffDepartment[];
}

export const EMPTY_PLATFORM_INVITE: InvitePlatformStaffValues = { email: '', role: 'support', permissions: ['support_tickets'], departments: ['support'] };

export const invitePlatformStaffResolver = domainResolver<InvitePlatformStaffValues>(validateStaffInvite);

export const toPlatformInviteBody = (values: InvitePlatformStaffValues): InvitePlatformStaffDto => ({
  email: values.email.trim(),
  role: values.role || null,
  permissions: values.permissions,
  departments: values.departments,
});

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const PLATFORM_PERMISSION_OPTIONS = PLATFORM_PERMISSIONS.map((permission) => ({ value: permission, label: STAFF_PERMISSION_LABELS[permission] }));
export const PLATFORM_ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));
export const DEPARTMENT_OPTIONS = STAFF_DEPARTMENTS.map((department) => ({ value: department, label: capitalise(department) }));
