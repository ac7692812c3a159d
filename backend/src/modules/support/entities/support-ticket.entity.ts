import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { SupportCategory, SupportTicketStatus } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';

/**
 * A support request a business opened from the app (Contact Support): its subject, category and status, who on the
 * platform team it is assigned to. The thread is in support_ticket_messages, the first message being the request.
 */
@Entity({ tableName: 'support_tickets' })
@TenantOwned('business')
@Index({ properties: ['business', 'createdAt', 'id'] })
@Index({ properties: ['status', 'updatedAt', 'id'] })
export class SupportTicket {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The business that opened it (the tenant). */
  @ManyToOne(() => User, { fieldName: 'business_id', deleteRule: 'cascade' })
  business: User;

  @Property({ length: 200 })
  subject: string;

  @Property({ length: 30 })
  category: SupportCategory;

  @Property({ length: 20, default: 'open' })
  status: SupportTicketStatus & Opt = 'open';

  /** The platform admin handling it. */
  @Index()
  @ManyToOne(() => User, { fieldName: 'assignee_id', nullable: true, deleteRule: 'set null' })
  assignee?: User | null;

  @Property({ type: 'timestamptz', nullable: true })
  closedAt?: Date | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  /** The last message or change: the admin list's order. */
  @Property({ type: 'timestamptz' })
  updatedAt: Date & Opt = new Date();
}
