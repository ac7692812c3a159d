import type { RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { StaffPermission } from '@coachcore/domain';
import type { Page } from '../../common/http/pagination';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { BusinessStaff } from './entities/business-staff.entity';

export interface StaffMembership {
  businessId: string;
  permissions: StaffPermission[];
}

/** What a new invitation holds besides its business. */
export type NewStaffInvitation = Pick<BusinessStaff, 'email' | 'role' | 'permissions' | 'departments' | 'inviteCode' | 'inviteExpiresAt'>;

export interface StaffCounts {
  total: number;
  administrators: number;
  support: number;
}

/** business_staff: a business's staff members and its pending staff invitations (tenant path `business`). */
@Injectable()
export class StaffRepository extends TenantRepository<BusinessStaff> {
  constructor(em: EntityManager) {
    super(em, BusinessStaff);
  }

  /** Whether anyone is on the team or invited to it (pending or joined), and whether any of them holds a permission. */
  async setupFacts(tenant: TenantScope): Promise<{ invited: boolean; permissionsSet: boolean }> {
    const [invited, permissionsSet] = await Promise.all([
      this.exists(tenant, { isActive: true }),
      this.exists(tenant, { isActive: true, permissions: { $ne: [] } }),
    ]);
    return { invited, permissionsSet };
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

  /** The directory: active members and pending invitations, newest first (removed ones are gone from it). */
  listActive(tenant: TenantScope, page: { page: number; limit: number }): Promise<Page<BusinessStaff>> {
    return this.findPage(tenant, { isActive: true }, page, { populate: ['staff'], orderBy: { createdAt: 'desc', id: 'asc' } }) as Promise<Page<BusinessStaff>>;
  }

  /** The sign-ins of the business's active members holding `permission` (pending invitations have none yet). */
  async activeMemberIdsWith(tenant: TenantScope, permission: StaffPermission): Promise<string[]> {
    // Raw SQL: membership of a value in a text[] column, which the ORM's operators do not say.
    const rows = await this.sql<{ staff_id: string }[]>(
      tenant,
      `select staff_id from business_staff where business_id = :tenant and is_active and staff_id is not null and :permission = any(permissions) order by created_at, id`,
      { permission },
    );
    return rows.map((row) => row.staff_id);
  }

  async counts(tenant: TenantScope): Promise<StaffCounts> {
    const [total, administrators, support] = await Promise.all([
      this.count(tenant, { isActive: true }),
      this.count(tenant, { isActive: true, role: 'admin' }),
      this.count(tenant, { isActive: true, role: 'support' }),
    ]);
    return { total, administrators, support };
  }

  /** One active entry (member or pending invitation) of the business. */
  findActiveEntry(tenant: TenantScope, id: string, fresh = false): Promise<BusinessStaff | null> {
    return this.findOne(tenant, { id, isActive: true }, { populate: ['staff'], refresh: fresh }) as Promise<BusinessStaff | null>;
  }

  /** A pending invitation's permissions (what the person gets when they accept). */
  async setInvitationPermissions(tenant: TenantScope, id: string, permissions: StaffPermission[]): Promise<boolean> {
    return (await this.update(tenant, { id, isActive: true, staff: null }, { permissions })) > 0;
  }

  /** The staff member's own active entry in the business they work for. */
  findOwnEntry(tenant: TenantScope, staffUserId: string): Promise<BusinessStaff | null> {
    return this.findOne(tenant, { staff: staffUserId, isActive: true }) as Promise<BusinessStaff | null>;
  }

  /** The business's active member with this sign-in e-mail, if any. */
  findActiveMemberByEmail(tenant: TenantScope, email: string): Promise<BusinessStaff | null> {
    return this.findOne(tenant, { isActive: true, staff: { email } }) as Promise<BusinessStaff | null>;
  }

  /** Withdraws the pending invitation to `email`, so its code stops working. Run in the transaction that adds the new one. */
  revokePending(tenant: TenantScope, email: string): Promise<number> {
    return this.update(tenant, { email, staff: null, isActive: true }, { isActive: false });
  }

  /** A new pending invitation (saved with the next flush). */
  addInvitation(tenant: TenantScope, fields: NewStaffInvitation): BusinessStaff {
    return this.create(tenant, { ...fields, isActive: true } as RequiredEntityData<BusinessStaff>);
  }

  /** Ends one active entry: a member loses access, a pending invitation's code stops working. */
  async deactivateEntry(tenant: TenantScope, id: string): Promise<boolean> {
    return (await this.update(tenant, { id, isActive: true }, { isActive: false })) > 0;
  }

  /**
   * The invitation a link names; `fresh` reads it again past the identity map.
   * @crossTenant A public invitation link: the code is the only key its holder has (only its hash is stored), and the
   * invitation names the business.
   */
  findByCodeHash(codeHash: string, fresh = false): Promise<BusinessStaff | null> {
    return this.acrossTenants.findOne({ inviteCode: codeHash }, { refresh: fresh });
  }

  /** Links the user to the pending, unexpired invitation: of two concurrent accepts, one wins. */
  async markAccepted(tenant: TenantScope, id: string, userId: string, now: Date): Promise<boolean> {
    const changed = await this.update(
      tenant,
      { id, staff: null, isActive: true, inviteExpiresAt: { $gt: now } },
      { staff: userId, joinedAt: now, startDate: now.toISOString().slice(0, 10) },
    );
    return changed > 0;
  }

  /** Ends the user's other active membership of this business (a re-invited member keeps one row). */
  endOtherMemberships(tenant: TenantScope, userId: string, keepId: string): Promise<number> {
    return this.update(tenant, { staff: userId, isActive: true, id: { $ne: keepId } }, { isActive: false });
  }
}
