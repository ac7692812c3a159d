import { Injectable, NotFoundException } from '@nestjs/common';
import type { StaffPermission } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { TenantScope } from '../../common/http/authenticated-request';
import { StaffRepository, type StaffMembership } from './staff.repository';

/**
 * What other modules may ask about staff, and the changes of a staff member's access (the staff screens of the staff
 * issue call them): each records `staff_access_changed`, so their open sockets follow at once.
 */
@Injectable()
export class StaffService {
  constructor(
    private readonly staff: StaffRepository,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
  ) {}

  activeMembership(staffUserId: string): Promise<StaffMembership | null> {
    return this.staff.findActiveMembership(staffUserId);
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
}
