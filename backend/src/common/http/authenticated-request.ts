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
  /**
   * For a staff member the owner assigned clients to: those client records, the only ones (and the only client-private
   * rows) they reach. Absent when they reach every client of the business (the owner, unassigned staff).
   */
  clientIds?: readonly string[];
}

/**
 * What a repository needs of the tenant: the business every query is scoped to and, for a client user, their own
 * client record, for a staff member with assignments, the assigned ones (client-private rows of other clients stay out
 * of reach).
 */
export type TenantScope = Pick<Tenant, 'businessId'> & Partial<Pick<Tenant, 'clientId' | 'clientIds'>>;

/** The client records the tenant may reach, when it may not reach all of the business's: a client user's own, a staff member's assigned ones. */
export function reachableClients(tenant: TenantScope): readonly string[] | undefined {
  return tenant.clientId ? [tenant.clientId] : tenant.clientIds;
}

export interface AuthenticatedRequest extends Request {
  user?: AuthUser;
  tenant?: Tenant;
  authVia?: 'cookie' | 'bearer';
}
