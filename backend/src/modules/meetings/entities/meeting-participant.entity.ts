import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { ParticipantStatus } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { DecimalProperty } from '../../../common/database/decimal-property';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from '../../clients/entities/client.entity';
import { Meeting } from './meeting.entity';

/**
 * A person taking part in a meeting (document 2 section 3, meeting_participants): a client record of the business.
 * Private to that client within the business; once per meeting.
 */
@Entity({ tableName: 'meeting_participants' })
// The pass that gives unpaid held seats back reads only the seats on hold.
@Index({
  name: 'meeting_participants_held_until_index',
  expression: 'create index "meeting_participants_held_until_index" on "meeting_participants" ("held_until") where "held_until" is not null',
})
@TenantOwned('meeting.coach', { client: 'participant' })
@Unique({ properties: ['meeting', 'participant'] })
export class MeetingParticipant {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Meeting, { fieldName: 'meeting_id', deleteRule: 'cascade' })
  meeting: Meeting;

  @ManyToOne(() => Client, { fieldName: 'participant_id', deleteRule: 'cascade', index: true })
  participant: Client;

  @Property({ default: 'client' })
  participantType: string & Opt = 'client';

  /** invited (added by the business), registered (joined), waitlisted, left or removed. */
  @Property({ default: 'invited' })
  status: ParticipantStatus & Opt = 'invited';

  /** When they joined the waitlist: the waitlist is served in this order. */
  @Property({ type: 'timestamptz', nullable: true })
  waitlistedAt?: Date | null;

  /** A paid group session's price, recorded when the seat is given (for the money module to charge). */
  @DecimalProperty({ precision: 10, scale: 2, nullable: true })
  price?: number | null;

  /** pending while a price is owed; null for a free seat. */
  @Property({ nullable: true })
  paymentStatus?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  joinedAt?: Date | null;

  /**
   * Until when an unpaid seat the client took (or got from the waitlist) is held for them to pay; null for a free or
   * paid seat and for one the business gave (it settles the payment with the client itself).
   */
  @Property({ type: 'timestamptz', nullable: true })
  heldUntil?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  leftAt?: Date | null;

  /** When they were asked to rate the completed session (set once: the request is sent once). */
  @Property({ type: 'timestamptz', nullable: true })
  feedbackRequestedAt?: Date | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
