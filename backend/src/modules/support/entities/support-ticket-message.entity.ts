import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { SupportAuthorSide } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';
import { SupportTicket } from './support-ticket.entity';

/** One message of a support ticket's thread: the business's request and follow-ups, or the support team's answers. */
@Entity({ tableName: 'support_ticket_messages' })
@TenantOwned('ticket.business')
@Index({ properties: ['ticket', 'createdAt', 'id'] })
export class SupportTicketMessage {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => SupportTicket, { deleteRule: 'cascade' })
  ticket: SupportTicket;

  /** Who wrote it (null once their account is gone: the message stays). */
  @ManyToOne(() => User, { fieldName: 'author_id', nullable: true, deleteRule: 'set null' })
  author?: User | null;

  @Property({ length: 20 })
  side: SupportAuthorSide;

  @Property({ type: 'text' })
  body: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
