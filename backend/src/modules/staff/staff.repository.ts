import { EntityRepository } from '@mikro-orm/postgresql';
import type { StaffPermission } from '@coachcore/domain';
import type { BusinessStaff } from './entities/business-staff.entity';

export interface StaffMembership {
  businessId: string;
  permissions: StaffPermission[];
}

/** business_staff queries. Membership lookups resolve a staff member's tenant, so they are keyed by the staff user. */
export class StaffRepository extends EntityRepository<BusinessStaff> {
  /** The business a staff member works for now: the latest active membership. */
  async findActiveMembership(staffUserId: string): Promise<StaffMembership | null> {
    const row = await this.findOne({ staff: staffUserId, isActive: true }, { fields: ['business', 'permissions'], orderBy: { joinedAt: 'desc nulls last' } });
    return row ? { businessId: row.business.id, permissions: row.permissions ?? [] } : null;
  }
}
