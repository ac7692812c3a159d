import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { StaffPermission } from '@coachcore/domain';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { BusinessStaff } from './entities/business-staff.entity';

export interface StaffMembership {
  businessId: string;
  permissions: StaffPermission[];
}

/** business_staff: a business's staff members (tenant path `business`). */
@Injectable()
export class StaffRepository extends TenantRepository<BusinessStaff> {
  constructor(em: EntityManager) {
    super(em, BusinessStaff);
  }

  /**
   * The business a staff member works for now: the latest active membership.
   * @crossTenant This is how a staff member's tenant is found: there is no tenant to scope by yet.
   */
  async findActiveMembership(staffUserId: string): Promise<StaffMembership | null> {
    const row = await this.acrossTenants.findOne({ staff: staffUserId, isActive: true }, { orderBy: { joinedAt: 'desc nulls last' } });
    return row ? { businessId: row.business.id, permissions: row.permissions ?? [] } : null;
  }

  /** Changes the business's membership of a staff member; false when they are not on its staff. */
  async updateMembership(tenant: TenantScope, staffUserId: string, changes: { isActive?: boolean; permissions?: StaffPermission[] }): Promise<boolean> {
    return (await this.update(tenant, { staff: staffUserId }, changes)) > 0;
  }
}
