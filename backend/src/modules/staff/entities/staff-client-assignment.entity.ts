import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from '../../clients/entities/client.entity';
import { BusinessStaff } from './business-staff.entity';

/**
 * A client the owner assigned to a staff member (document 3 section 3, staff_client_assignments). A staff member with
 * active assignments reaches only those clients (the tenant's `clientIds`); without any, every client of the business.
 * `staff` is the member's business_staff entry, so a removed and re-invited member starts without assignments.
 */
@Entity({ tableName: 'staff_client_assignments' })
@TenantOwned('client.coach', { client: 'client' })
@Unique({ properties: ['staff', 'client'] })
@Index({ properties: ['staff', 'isActive'] })
export class StaffClientAssignment {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => BusinessStaff, { fieldName: 'staff_id', deleteRule: 'cascade' })
  staff: BusinessStaff;

  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade', index: true })
  client: Client;

  /** What the staff member does for the client (optional, set when assigning). */
  @Property({ length: 50, nullable: true })
  role?: string | null;

  @Property({ type: 'timestamptz' })
  assignedAt: Date & Opt = new Date();

  /** Unassigning ends the row (kept with its dates); assigning again starts it anew. */
  @Property({ default: true })
  isActive: boolean & Opt = true;
}
