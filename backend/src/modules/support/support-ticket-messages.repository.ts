import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { SupportAuthorSide } from '@coachcore/domain';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import type { SupportTicket } from './entities/support-ticket.entity';
import { SupportTicketMessage } from './entities/support-ticket-message.entity';

/** The one place support_ticket_messages is queried (`@TenantOwned('ticket.business')`). */
@Injectable()
export class SupportTicketMessagesRepository extends TenantRepository<SupportTicketMessage> {
  constructor(em: EntityManager) {
    super(em, SupportTicketMessage);
  }

  /** A message of a ticket the tenant holds (saved with the next flush). */
  add(tenant: TenantScope, ticket: SupportTicket, fields: { authorId: string; side: SupportAuthorSide; body: string; createdAt: Date }): SupportTicketMessage {
    return this.create(tenant, { ticket, author: fields.authorId, side: fields.side, body: fields.body, createdAt: fields.createdAt });
  }

  /** A ticket's thread, oldest first. */
  thread(tenant: TenantScope, ticketId: string): Promise<SupportTicketMessage[]> {
    return this.find(tenant, { ticket: ticketId }, { orderBy: { createdAt: 'asc', id: 'asc' }, populate: ['author'] });
  }
}
