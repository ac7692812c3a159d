import { type Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from '../../clients/entities/client.entity';
import { Meeting } from './meeting.entity';

/**
 * A person taking part in a meeting (document 2 section 3, meeting_participants): a client record of the business.
 * Private to that client within the business; once per meeting.
 */
@Entity({ tableName: 'meeting_participants' })
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

  @Property({ default: 'invited' })
  status: string & Opt = 'invited';

  @Property({ type: 'timestamptz', nullable: true })
  joinedAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  leftAt?: Date | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
