import { Injectable, NotFoundException } from '@nestjs/common';
import type { StaffPermission, SetupWizardProgress } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { TenantScope } from '../../common/http/authenticated-request';
import { StaffAssignmentsRepository } from './staff-assignments.repository';
import { StaffRepository, type StaffMembership } from './staff.repository';

/** A staff member's place in their business, as the access guard needs it. */
export interface StaffAccess extends StaffMembership {
  /** The clients the owner assigned to them, when any: the only ones they reach. */
  clientIds?: string[];
}

/**
 * What other modules may ask about staff, and the changes of a staff member's access (the staff screens of the staff
 * issue call them): each records `staff_access_changed`, so their open sockets follow at once.
 */
@Injectable()
export class StaffService {
  constructor(
    private readonly staff: StaffRepository,
    private readonly assignments: StaffAssignmentsRepository,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
  ) {}

  /** The business the staff member works for now, their permissions and, if the owner assigned them clients, those clients. */
  async activeMembership(staffUserId: string): Promise<StaffAccess | null> {
    const membership = await this.staff.findActiveMembership(staffUserId);
    if (!membership) return null;
    const clientIds = await this.assignments.assignedClientIds({ businessId: membership.businessId }, staffUserId);
    return clientIds.length ? { ...membership, clientIds } : membership;
  }

  /** The business's active staff members holding `permission` (an automation's notify_staff tells them). */
  activeMemberIdsWith(tenant: TenantScope, permission: StaffPermission): Promise<string[]> {
    return this.staff.activeMemberIdsWith(tenant, permission);
  }

  /** The staff member loses access to the business (HTTP at their next request, sockets at once). */
  deactivate(tenant: TenantScope, staffUserId: string): Promise<void> {
    return this.changeAccess(tenant, staffUserId, { isActive: false });
  }

  setPermissions(tenant: TenantScope, staffUserId: string, permissions: StaffPermission[]): Promise<void> {
    return this.changeAccess(tenant, staffUserId, { permissions });
  }

  private changeAccess(tenant: TenantScope, staffUserId: string, changes: { isActive?: boolean; permissions?: StaffPermission[] }): Promise<void> {
    return this.uow.transaction(async () => {
      if (!(await this.staff.updateMembership(tenant, staffUserId, changes))) throw new NotFoundException('Staff member not found');
      this.events.record('staff_access_changed', { businessId: tenant.businessId, staffUserId });
    });
  }

  /** The setup wizard's team tasks (step 7). */
  async setupProgress(tenant: TenantScope): Promise<SetupWizardProgress> {
    const facts = await this.staff.setupFacts(tenant);
    return { 'invite-staff': facts.invited, 'set-permissions': facts.permissionsSet };
  }
}
