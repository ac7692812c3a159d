import { type Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Meeting } from './meeting.entity';

/** The two reminders of a meeting: a day and an hour before its start. */
export type ReminderKind = '24h' | '1h';

/**
 * A reminder e-mail that went out: one row per meeting, reminder, start and person. The unique key is what makes a
 * reminder go once, however many workers run its job and however often it is retried or re-run after a restart.
 * `scheduledFor` is the start the reminder was for, so a meeting moved to another time is reminded again.
 */
@Entity({ tableName: 'meeting_reminders' })
@TenantOwned('meeting.coach')
@Unique({ properties: ['meeting', 'kind', 'scheduledFor', 'recipientId'] })
export class MeetingReminder {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Meeting, { fieldName: 'meeting_id', deleteRule: 'cascade' })
  meeting: Meeting;

  @Property({ length: 8 })
  kind: ReminderKind;

  @Property({ type: 'timestamptz' })
  scheduledFor: Date;

  /** Who it went to: the coach's user id or the participant's client id. */
  @Property({ type: 'uuid' })
  recipientId: string;

  /** The address it went to. */
  @Property()
  recipientEmail: string;

  /** The e-mail outbox row's key. */
  @Property()
  emailKey: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
