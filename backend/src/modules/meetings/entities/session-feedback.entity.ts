import { type Opt } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { ReviewPlatform } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from '../../clients/entities/client.entity';
import { User } from '../../users/entities/user.entity';
import { MeetingParticipant } from './meeting-participant.entity';
import { Meeting } from './meeting.entity';

/**
 * A client's rating of a completed session (document 2 section 3, session_feedback): `booking` is the meeting,
 * `participant` their participant row; once per participant and session. Stars are 1–5; the dashboard shows their
 * average on the 0–10 scale, read by (coach, created_at).
 */
@Entity({ tableName: 'session_feedback' })
@TenantOwned('coach', { client: 'client' })
@Unique({ properties: ['booking', 'participant'] })
@Index({ properties: ['coach', 'createdAt'] })
@Check({
  name: 'session_feedback_ratings_check',
  expression:
    'overall_rating >= 1 and overall_rating <= 5 and (session_rating is null or (session_rating >= 1 and session_rating <= 5)) and (coach_rating is null or (coach_rating >= 1 and coach_rating <= 5))',
})
export class SessionFeedback {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The business (the tenant). */
  @ManyToOne(() => User, { fieldName: 'coach_id', deleteRule: 'cascade' })
  coach: User;

  /** The client who rated it. */
  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade', index: true })
  client: Client;

  /** The session (bookingId in the spec: bookings are meetings here). */
  @ManyToOne(() => Meeting, { fieldName: 'booking_id', deleteRule: 'cascade', index: true })
  booking: Meeting;

  @ManyToOne(() => MeetingParticipant, { fieldName: 'participant_id', deleteRule: 'cascade' })
  participant: MeetingParticipant;

  @Property({ type: 'integer' })
  overallRating: number;

  @Property({ type: 'integer', nullable: true })
  sessionRating?: number | null;

  @Property({ type: 'integer', nullable: true })
  coachRating?: number | null;

  @Property({ type: 'text', nullable: true })
  feedback?: string | null;

  @Property({ type: 'text', nullable: true })
  improvements?: string | null;

  @Property({ type: 'boolean', nullable: true })
  wouldRecommend?: boolean | null;

  /** A 4–5 star rating with review collection on and a review page set: the client was asked for a public review. */
  @Property({ default: false })
  reviewRequested: boolean & Opt = false;

  /** The client followed a review link. */
  @Property({ default: false })
  reviewCompleted: boolean & Opt = false;

  @Property({ nullable: true, length: 20 })
  reviewPlatform?: ReviewPlatform | null;

  @Property({ type: 'text', nullable: true })
  reviewUrl?: string | null;

  @Property({ type: 'text', nullable: true })
  publicReview?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
