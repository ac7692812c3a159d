import { type Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';

/**
 * A calendar account a coach connected (document 2 section 3, calendar_integrations). The tokens never leave the
 * server: the API answers the provider, the calendar and the flags.
 */
@Entity({ tableName: 'calendar_integrations' })
@TenantOwned('user')
export class CalendarIntegration {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { fieldName: 'user_id', deleteRule: 'cascade', index: true })
  user: User;

  /** google, outlook or apple. */
  @Property()
  provider: string;

  @Property({ nullable: true })
  providerAccountId?: string | null;

  @Property({ type: 'text', nullable: true, hidden: true })
  accessToken?: string | null;

  @Property({ type: 'text', nullable: true, hidden: true })
  refreshToken?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  tokenExpiresAt?: Date | null;

  @Property({ nullable: true })
  calendarId?: string | null;

  @Property({ default: true })
  isActive: boolean & Opt = true;

  @Property({ default: true })
  syncEnabled: boolean & Opt = true;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
