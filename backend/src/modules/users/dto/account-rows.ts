import type { BusinessStatus, Role } from '@coachcore/domain';

/** A business (its owner's account) as the platform admin's list shows it. */
export interface BusinessRow {
  id: string;
  firstName: string;
  lastName: string;
  username: string | null;
  email: string;
  businessName: string | null;
  status: BusinessStatus;
  subscriptionPlan: string | null;
  suspendedAt: Date | null;
  suspendedReason: string | null;
  createdAt: Date;
}

/** An account as the platform admin's User Management shows it. */
export interface AccountRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  disabledAt: Date | null;
  createdAt: Date;
}
