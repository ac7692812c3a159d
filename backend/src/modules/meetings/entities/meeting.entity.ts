import { type Opt } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { AppointmentType, MeetingKind, MeetingStatus, VideoPlatform } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { DecimalProperty } from '../../../common/database/decimal-property';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from '../../clients/entities/client.entity';
import { User } from '../../users/entities/user.entity';

/**
 * A meeting, appointment or group session of a business (document 2 section 3, meetings). `coach` is the tenant;
 * `client` is the one-on-one client (a group session's people are its participants). `endTime` is always
 * `scheduledAt` plus `duration`. The calendar reads ranges by (coach, scheduled_at).
 */
@Entity({ tableName: 'meetings' })
// A meeting with a client is that client's (a staff member narrowed to assigned clients reaches only theirs); one
// without (a group session) is the whole business's.
@TenantOwned('coach', { client: 'client', clientOptional: true })
@Index({ properties: ['coach', 'scheduledAt'] })
// The running recurring series a calendar range or the free slots expand (MeetingOccurrencesService): few per business.
@Index({
  name: 'meetings_series_index',
  expression: `create index "meetings_series_index" on "meetings" ("coach_id", "scheduled_at") where "is_recurring" and "status" = 'scheduled'`,
})
// No two scheduled self-bookings of a coach overlap, however many requests arrive at once (btree_gist; the booking
// race test). Created by Migration20261124203643_Booking; written as PostgreSQL prints it, so the schema diff matches.
@Check({
  name: 'meetings_no_overlapping_bookings',
  expression:
    "EXCLUDE USING gist (coach_id WITH =, tstzrange(scheduled_at, end_time) WITH &&) WHERE ((((status)::text = 'scheduled'::text) AND ((booked_by)::text = 'client'::text)))",
})
// A session never holds more people than its seats (the seat race test).
@Check({ name: 'meetings_seats_check', expression: 'current_participants >= 0 and current_participants <= max_participants' })
export class Meeting {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The business it belongs to (the tenant). */
  @ManyToOne(() => User, { fieldName: 'coach_id', deleteRule: 'cascade' })
  coach: User;

  @Index()
  @ManyToOne(() => Client, { fieldName: 'client_id', nullable: true, deleteRule: 'set null' })
  client?: Client | null;

  /** A community the session is for (not used by the screens yet). */
  @Property({ type: 'uuid', nullable: true })
  communityId?: string | null;

  @Property({ length: 200 })
  title: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'timestamptz' })
  scheduledAt: Date;

  @Property({ type: 'timestamptz' })
  endTime: Date;

  @Property({ default: 60 })
  duration: number & Opt = 60;

  @Property({ default: 'consultation' })
  type: MeetingKind & Opt = 'consultation';

  @Property({ default: 'video' })
  appointmentType: AppointmentType & Opt = 'video';

  @Property({ nullable: true })
  platform?: VideoPlatform | null;

  @Property({ default: 'scheduled' })
  status: MeetingStatus & Opt = 'scheduled';

  @Property({ type: 'text', nullable: true })
  meetingUrl?: string | null;

  @Property({ nullable: true })
  meetingId?: string | null;

  @Property({ type: 'text', nullable: true })
  joinUrl?: string | null;

  @Property({ nullable: true })
  phoneNumber?: string | null;

  @Property({ type: 'text', nullable: true })
  location?: string | null;

  @Property({ default: 1 })
  maxParticipants: number & Opt = 1;

  @Property({ default: 0 })
  currentParticipants: number & Opt = 0;

  @DecimalProperty({ precision: 10, scale: 2, nullable: true })
  price?: number | null;

  @Property({ default: false })
  isRecurring: boolean & Opt = false;

  @Property({ nullable: true })
  recurringPattern?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  recurringEndDate?: Date | null;

  @Property({ nullable: true })
  googleCalendarEventId?: string | null;

  @Property({ nullable: true })
  zoomMeetingId?: string | null;

  @Property({ nullable: true })
  teamsMeetingId?: string | null;

  @Property({ default: false })
  reminderSent: boolean & Opt = false;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  /** Who booked it: the business (and its staff), or the client at /client/appointments. */
  @Property({ default: 'business' })
  bookedBy: ('business' | 'client') & Opt = 'business';

  /** The working-hours period a client booked it in (self-bookings only). */
  @Property({ type: 'uuid', nullable: true })
  availabilityId?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
