import { type Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from '../../clients/entities/client.entity';
import { User } from '../../users/entities/user.entity';

/**
 * Which push notifications a client wants (their profile's Notifications card). A client without a row has chosen
 * nothing yet: every kind is on, but nothing reaches them before they allow notifications on a device (a subscription).
 */
@Entity({ tableName: 'client_notification_preferences' })
@TenantOwned('coach', { client: 'client' })
export class NotificationPreferences {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade', unique: true })
  client: Client;

  @ManyToOne(() => User, { fieldName: 'coach_id', deleteRule: 'cascade', index: true })
  coach: User;

  @Property({ default: true })
  newMessage: boolean & Opt = true;

  @Property({ default: true })
  workoutAssigned: boolean & Opt = true;

  @Property({ default: true })
  habitReminders: boolean & Opt = true;

  @Property({ default: true })
  upcomingSession: boolean & Opt = true;

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
