import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { SUPPORT_MESSAGES, type SupportTicketStatus } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { AuthUser, Tenant, TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { AppConfig } from '../../config/app-config';
import { AuditService } from '../audit/audit.service';
import { NotificationsService } from '../notifications/notifications.service';
import { PlatformStaffService } from '../platform-staff/platform-staff.service';
import { UsersService } from '../users/users.service';
import {
  toAdminSupportTicketResponse,
  toSupportTicketMessageResponse,
  toSupportTicketResponse,
  type AdminSupportTicketDetailResponseDto,
  type AdminSupportTicketResponseDto,
  type AssignSupportTicketDto,
  type CreateSupportTicketDto,
  type ListAdminSupportTicketsQuery,
  type ListSupportTicketsQuery,
  type SupportReplyDto,
  type SupportTicketDetailResponseDto,
  type SupportTicketResponseDto,
} from './dto/support-ticket.dto';
import type { SupportTicket } from './entities/support-ticket.entity';
import { SupportTicketMessagesRepository } from './support-ticket-messages.repository';
import { SupportTicketsRepository } from './support-tickets.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Support tickets: a business opens one (Contact Support) and follows its thread; the platform's support team (role
 * admin) answers, assigns and closes every business's. Each change commits with its event; the e-mails to the business
 * (an answer, a close) are staged in the outbox in the same transaction and sent by the events' subscribers.
 */
@Injectable()
export class SupportService {
  constructor(
    private readonly tickets: SupportTicketsRepository,
    private readonly messages: SupportTicketMessagesRepository,
    private readonly users: UsersService,
    private readonly platformStaff: PlatformStaffService,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  // The business's side.

  async open(tenant: Tenant, dto: CreateSupportTicketDto): Promise<SupportTicketDetailResponseDto> {
    const now = new Date();
    const ticket = this.tickets.add(tenant, { subject: dto.subject, category: dto.category });
    ticket.createdAt = now;
    ticket.updatedAt = now;
    const first = this.messages.add(tenant, ticket, { authorId: tenant.actor.id, side: 'requester', body: dto.message, createdAt: now });
    this.events.record('support_ticket_opened', { businessId: tenant.businessId, ticketId: ticket.id, category: ticket.category });
    this.events.record('support_ticket_replied', {
      businessId: tenant.businessId,
      ticketId: ticket.id,
      messageId: first.id,
      side: 'requester',
      emailKey: null,
    });
    await this.uow.save();
    return this.detail(tenant, ticket.id);
  }

  async list(tenant: Tenant, query: ListSupportTicketsQuery): Promise<Page<SupportTicketResponseDto>> {
    return (await this.tickets.page(tenant, query)).map(toSupportTicketResponse);
  }

  async detail(tenant: TenantScope, ticketId: string): Promise<SupportTicketDetailResponseDto> {
    const ticket = await this.ticketOrFail(tenant, ticketId);
    const thread = await this.messages.thread(tenant, ticket.id);
    return { ...toSupportTicketResponse(ticket), messages: thread.map(toSupportTicketMessageResponse) };
  }

  /** The business follows up: the ticket waits for support again. 409 once it is closed. */
  async reply(tenant: Tenant, ticketId: string, dto: SupportReplyDto): Promise<SupportTicketDetailResponseDto> {
    const ticket = await this.ticketOrFail(tenant, ticketId);
    await this.addMessage(tenant, ticket, tenant.actor, 'requester', dto.message, 'open');
    return this.detail(tenant, ticketId);
  }

  // The support team's side (every business).

  async platformList(actor: AuthUser, query: ListAdminSupportTicketsQuery): Promise<Page<AdminSupportTicketResponseDto>> {
    const assignee = query.assignee === 'me' ? actor.id : query.assignee;
    if (assignee && assignee !== 'unassigned' && !UUID.test(assignee)) throw new BadRequestException('assignee must be an admin id, me or unassigned');
    const status = query.status === 'all' ? undefined : (query.status as SupportTicketStatus | undefined);
    return (await this.tickets.platformPage({ ...query, status, assignee })).map(toAdminSupportTicketResponse);
  }

  async platformDetail(ticketId: string): Promise<AdminSupportTicketDetailResponseDto> {
    const ticket = await this.anyTicketOrFail(ticketId);
    const thread = await this.messages.thread(this.scopeOf(ticket), ticket.id);
    return { ...toAdminSupportTicketResponse(ticket), messages: thread.map(toSupportTicketMessageResponse) };
  }

  /** An answer: the business reads it in the app and by e-mail. 409 once the ticket is closed. */
  async answer(actor: AuthUser, ticketId: string, dto: SupportReplyDto): Promise<AdminSupportTicketDetailResponseDto> {
    const ticket = await this.anyTicketOrFail(ticketId);
    await this.addMessage(this.scopeOf(ticket), ticket, actor, 'support', dto.message, 'answered');
    return this.platformDetail(ticketId);
  }

  /** Hands the ticket to a platform admin or a team member holding support_tickets (or to nobody). Audited. */
  async assign(actor: AuthUser, ticketId: string, dto: AssignSupportTicketDto): Promise<AdminSupportTicketDetailResponseDto> {
    const ticket = await this.anyTicketOrFail(ticketId);
    if (dto.assigneeId !== null) {
      const assignee = UUID.test(dto.assigneeId) ? await this.users.accountRow(dto.assigneeId) : null;
      const answersTickets = assignee?.role === 'admin' && (await this.platformStaff.permissionsInEffect(assignee.id))?.includes('support_tickets');
      if (!answersTickets) throw new BadRequestException(SUPPORT_MESSAGES.assigneeNotAdmin);
    }
    await this.uow.transaction(async () => {
      await this.tickets.assign(ticket.id, dto.assigneeId, new Date());
      this.events.record('support_ticket_assigned', { businessId: ticket.business.id, ticketId: ticket.id, assigneeId: dto.assigneeId });
      this.audit.record({
        actor,
        action: 'support_ticket_assigned',
        target: this.auditTarget(ticket),
        reason: dto.assigneeId ? `Assigned to ${dto.assigneeId === actor.id ? actor.email : dto.assigneeId}` : 'Unassigned',
      });
    });
    return this.platformDetail(ticketId);
  }

  /** Closes the ticket: no more replies; the business is told by e-mail. Audited. 409 when it is closed already. */
  async close(actor: AuthUser, ticketId: string): Promise<AdminSupportTicketDetailResponseDto> {
    const ticket = await this.anyTicketOrFail(ticketId);
    const emailKey = `support-closed:${ticket.id}`;
    await this.uow.transaction(async () => {
      if (!(await this.tickets.closeIfOpen(ticket.id, new Date()))) throw new ConflictException(SUPPORT_MESSAGES.alreadyClosed);
      this.notifications.stageSupportClosedEmail(emailKey, ticket.business.email, {
        firstName: ticket.business.firstName,
        subject: ticket.subject,
        url: this.ticketUrl(),
      });
      this.events.record('support_ticket_closed', { businessId: ticket.business.id, ticketId: ticket.id, emailKey });
      this.audit.record({ actor, action: 'support_ticket_closed', target: this.auditTarget(ticket) });
    });
    return this.platformDetail(ticketId);
  }

  /** Figures for the Support section's cards. */
  counts(): Promise<{ open: number; answered: number; closed: number; unassigned: number }> {
    return this.tickets.platformCounts();
  }

  /**
   * Adds a message unless the ticket is closed: the status change is a conditional update in the same transaction as
   * the message, so a reply racing a close either lands before it or is refused (409).
   */
  private async addMessage(
    tenant: TenantScope,
    ticket: SupportTicket,
    author: AuthUser,
    side: 'requester' | 'support',
    body: string,
    status: 'open' | 'answered',
  ): Promise<void> {
    const now = new Date();
    await this.uow.transaction(async () => {
      if (!(await this.tickets.touchUnlessClosed(tenant, ticket.id, status, now))) throw new ConflictException(SUPPORT_MESSAGES.ticketIsClosed);
      const message = this.messages.add(tenant, ticket, { authorId: author.id, side, body, createdAt: now });
      let emailKey: string | null = null;
      if (side === 'support') {
        emailKey = `support-reply:${message.id}`;
        const business = await this.users.accountRow(tenant.businessId);
        if (business) {
          this.notifications.stageSupportReplyEmail(emailKey, business.email, {
            firstName: business.firstName,
            subject: ticket.subject,
            reply: body,
            url: this.ticketUrl(),
          });
        } else emailKey = null;
      }
      this.events.record('support_ticket_replied', { businessId: tenant.businessId, ticketId: ticket.id, messageId: message.id, side, emailKey });
    });
  }

  private async ticketOrFail(tenant: TenantScope, ticketId: string): Promise<SupportTicket> {
    const ticket = await this.tickets.findById(tenant, ticketId);
    if (!ticket) throw new NotFoundException(SUPPORT_MESSAGES.ticketNotFound);
    return ticket;
  }

  private async anyTicketOrFail(ticketId: string): Promise<SupportTicket> {
    const ticket = await this.tickets.findAnyById(ticketId);
    if (!ticket) throw new NotFoundException(SUPPORT_MESSAGES.ticketNotFound);
    return ticket;
  }

  /** The support team acts inside the business the ticket belongs to. */
  private scopeOf(ticket: SupportTicket): TenantScope {
    return { businessId: ticket.business.id };
  }

  private auditTarget(ticket: SupportTicket) {
    const owner = `${ticket.business.firstName} ${ticket.business.lastName}`.trim();
    return {
      type: 'support_ticket' as const,
      id: ticket.id,
      label: `${ticket.subject} (${ticket.business.businessName ?? owner} <${ticket.business.email}>)`,
      businessId: ticket.business.id,
    };
  }

  /** Where the business reads its tickets. */
  private ticketUrl(): string {
    return `${this.config.appUrl}/help`;
  }
}
