import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { AppointmentType } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { DecimalProperty } from '../../../common/database/decimal-property';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';

/**
 * A period of the coach's weekly working hours (document 2 section 3, calendar_availability): on `dayOfWeek` (0 is
 * Sunday) from `startTime` to `endTime` (HH:MM on the wall clock of the business's time zone), cut into slots of
 * `slotDuration` minutes that clients can book as `availabilityType` appointments at `price`. `coach` is the tenant;
 * `businessId` is the same business (the spec names both).
 */
@Entity({ tableName: 'calendar_availability' })
@TenantOwned('coach')
@Index({ properties: ['coach', 'dayOfWeek'] })
export class CalendarAvailability {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { fieldName: 'coach_id', deleteRule: 'cascade' })
  coach: User;

  @Property({ type: 'uuid' })
  businessId: string;

  /** The kind of appointment offered: video, phone or in_person. */
  @Property({ default: 'video' })
  availabilityType: AppointmentType & Opt = 'video';

  @Property({ type: 'smallint' })
  dayOfWeek: number;

  /** HH:MM. */
  @Property({ length: 5 })
  startTime: string;

  /** HH:MM, after startTime. */
  @Property({ length: 5 })
  endTime: string;

  @Property({ default: 60 })
  slotDuration: number & Opt = 60;

  @Property({ default: 1 })
  maxParticipants: number & Opt = 1;

  @DecimalProperty({ precision: 10, scale: 2, nullable: true })
  price?: number | null;

  @Property({ type: 'text', nullable: true })
  location?: string | null;

  @Property({ default: true })
  isActive: boolean & Opt = true;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
