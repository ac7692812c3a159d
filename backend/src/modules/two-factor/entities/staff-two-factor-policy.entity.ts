import { type Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';

/** A business owner's rule for their staff: with `staffRequired`, a staff member reaches the business only once enrolled. */
@Entity({ tableName: 'staff_two_factor_policies' })
@TenantOwned('business')
export class StaffTwoFactorPolicy {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { fieldName: 'business_id', deleteRule: 'cascade', unique: true })
  business: User;

  @Property({ default: false })
  staffRequired: boolean & Opt = false;

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
