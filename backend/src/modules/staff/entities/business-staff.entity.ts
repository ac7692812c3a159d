import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { StaffPermission } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';
import { DecimalProperty } from '../../../common/database/decimal-property';

/** A staff member's place in a business (document 2 section 3, business_staff). */
@Entity({ tableName: 'business_staff' })
@TenantOwned('business')
@Index({ properties: ['staff', 'isActive'] })
@Index({ properties: ['business', 'isActive', 'createdAt'] })
@Index({
  name: 'business_staff_one_pending_invitation',
  expression: `create unique index "business_staff_one_pending_invitation" on "business_staff" ("business_id", "email") where "staff_id" is null and "is_active"`,
})
export class BusinessStaff {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { fieldName: 'business_id', deleteRule: 'cascade', index: true })
  business: User;

  @ManyToOne(() => User, { fieldName: 'staff_id', nullable: true, deleteRule: 'cascade' })
  staff?: User | null;

  @Property({ nullable: true })
  role?: string | null;

  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  permissions: StaffPermission[] & Opt = [];

  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  departments: string[] & Opt = [];

  @Property({ default: true })
  isActive: boolean & Opt = true;

  /** Where the invitation was sent (lower-cased); the sign-up form uses it. */
  @Property({ length: 254, nullable: true })
  email?: string | null;

  /** SHA-256 (hex) of the code in the invitation link; the code itself is never stored. */
  @Property({ unique: true, nullable: true, hidden: true })
  inviteCode?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  inviteExpiresAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  joinedAt?: Date | null;

  @DecimalProperty({ precision: 10, scale: 2, nullable: true })
  salary?: number | null;

  @DecimalProperty({ precision: 5, scale: 2, nullable: true })
  commissionRate?: number | null;

  @Property({ type: 'date', nullable: true })
  startDate?: string | null;

  @Property({ type: 'date', nullable: true })
  endDate?: string | null;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
