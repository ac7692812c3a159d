import { validateStaffClientAssignment } from '@coachcore/domain';
import type { AssignStaffClientDto } from '@coachcore/api-client/staff';
import { domainResolver } from '../../components/form';

export interface AssignClientValues {
  /** '' while none is chosen. */
  clientId: string;
  role: string;
}

export const EMPTY_ASSIGNMENT: AssignClientValues = { clientId: '', role: '' };

export const assignClientResolver = domainResolver<AssignClientValues>(validateStaffClientAssignment);

export const toAssignmentBody = (values: AssignClientValues): AssignStaffClientDto => ({ role: values.role.trim() || null });
