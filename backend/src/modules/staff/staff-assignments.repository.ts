import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { StaffClientAssignment } from './entities/staff-client-assignment.entity';

/** staff_client_assignments: which clients the owner assigned to which staff member (tenant path `client.coach`). */
@Injectable()
export class StaffAssignmentsRepository extends TenantRepository<StaffClientAssignment> {
  constructor(em: EntityManager) {
    super(em, StaffClientAssignment);
  }

  /** The client ids a staff member (by sign-in) is assigned to in the business; empty when none. */
  async assignedClientIds(tenant: TenantScope, staffUserId: string): Promise<string[]> {
    const rows = await this.find(tenant, { isActive: true, staff: { staff: staffUserId, isActive: true } }, { fields: ['client'] });
    return rows.map((row) => row.client.id);
  }

  /** How many clients are assigned to the entry now. */
  countActive(tenant: TenantScope, staffEntryId: string): Promise<number> {
    return this.count(tenant, { staff: staffEntryId, isActive: true });
  }

  /** A page of the entry's active assignments, newest first, with their clients. */
  pageOf(tenant: TenantScope, staffEntryId: string, page: { page: number; limit: number }): Promise<Page<StaffClientAssignment>> {
    return this.findPage(tenant, { staff: staffEntryId, isActive: true }, page, {
      populate: ['client'],
      orderBy: { assignedAt: 'desc', id: 'asc' },
    }) as Promise<Page<StaffClientAssignment>>;
  }

  /**
   * Assigns the client (already found in the tenant) to the business's active staff entry, or renews an ended
   * assignment, in one statement: two owners' tabs assigning at once leave one row (the unique (staff, client) key).
   * Answers false when the entry is not an active entry of the business.
   * Raw SQL: `insert ... select ... on conflict do update` keeps the entry's tenant check and the upsert in one statement.
   */
  async assign(tenant: TenantScope, staffEntryId: string, clientId: string, role: string | null): Promise<boolean> {
    const rows = await this.sql<{ id: string }[]>(
      tenant,
      `insert into staff_client_assignments (id, staff_id, client_id, role, assigned_at, is_active)
       select gen_random_uuid(), s.id, :client::uuid, :role, now(), true
         from business_staff s where s.id = :staff and s.business_id = :tenant and s.is_active
       on conflict (staff_id, client_id) do update set
              role = excluded.role, is_active = true,
              assigned_at = case when staff_client_assignments.is_active then staff_client_assignments.assigned_at else excluded.assigned_at end
       returning id`,
      { staff: staffEntryId, client: clientId, role },
    );
    return rows.length > 0;
  }

  /** The entry's active assignment of the client, read past the identity map (after an upsert). */
  findActive(tenant: TenantScope, staffEntryId: string, clientId: string): Promise<StaffClientAssignment | null> {
    return this.findOne(
      tenant,
      { staff: staffEntryId, client: clientId, isActive: true },
      { populate: ['client'], refresh: true },
    ) as Promise<StaffClientAssignment | null>;
  }

  /** Ends the entry's active assignment of the client; false when there was none. */
  async unassign(tenant: TenantScope, staffEntryId: string, clientId: string): Promise<boolean> {
    const assignment = await this.findOne(tenant, { staff: staffEntryId, client: clientId, isActive: true });
    if (!assignment) return false;
    return (await this.update(tenant, { id: assignment.id, isActive: true }, { isActive: false })) > 0;
  }
}
