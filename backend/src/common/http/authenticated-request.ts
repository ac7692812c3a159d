import type { Request } from 'express';
import type { Role, StaffPermission } from '@coachcore/domain';

/** Who is calling, as the session guard found them. */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  sessionId: string;
}

/**
 * The business whose data a request may touch. A business owner is their own tenant; a staff member works
 * for one business; a client user belongs to their coach's business and sees only their own client record.
 */
export interface Tenant {
  businessId: string;
  actor: AuthUser;
  /** Every permission for the owner, the granted ones for staff, none for clients. */
  permissions: 'all' | readonly StaffPermission[];
  /** For client users: their own client record. */
  clientId?: string;
}

/**
 * What a repository needs of the tenant: the business every query is scoped to and, for a client user, their own
 * client record (client-private rows of other clients stay out of reach).
 */
export type TenantScope = Pick<Tenant, 'businessId'> & Partial<Pick<Tenant, 'clientId'>>;

export interface AuthenticatedRequest extends Request {
  user?: AuthUser;
  tenant?: Tenant;
  authVia?: 'cookie' | 'bearer';
}
