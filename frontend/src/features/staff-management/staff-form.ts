import { validateStaffInvite, type StaffDepartment, type StaffPermission, type StaffRole } from '@coachcore/domain';
import type { InviteStaffDto } from '@coachcore/api-client/staff';
import { domainResolver } from '../../components/form';

export interface InviteStaffValues {
  email: string;
  /** '' while none is chosen. */
  role: StaffRole | '';
  permissions: StaffPermission[];
  departments: StaffDepartment[];
}

export const EMPTY_INVITE: InviteStaffValues = { email: '', role: '', permissions: [], departments: [] };

export const inviteStaffResolver = domainResolver<InviteStaffValues>(validateStaffInvite);

export const toInviteBody = (values: InviteStaffValues): InviteStaffDto => ({
  email: values.email.trim(),
  role: values.role || null,
  permissions: values.permissions,
  departments: values.departments,
});
