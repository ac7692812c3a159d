import { type Opt } from '@mikro-orm/core';
import { Entity, OneToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';

/**
 * The business's self-booking rules: clients book, move and cancel appointments up to `noticeHours` before they
 * start. One row per business, created when the coach first saves it (24 hours until then).
 */
@Entity({ tableName: 'booking_settings' })
@TenantOwned('coach')
export class BookingSettings {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @OneToOne(() => User, { fieldName: 'coach_id', deleteRule: 'cascade', owner: true, unique: true })
  coach: User;

  @Property({ default: 24 })
  noticeHours: number & Opt = 24;

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
