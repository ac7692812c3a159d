import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  LIST_PAGES,
  SUPPORT_AUTHOR_SIDES,
  SUPPORT_CATEGORIES,
  SUPPORT_MESSAGES,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_SUBJECT_MAX_LENGTH,
  SUPPORT_TICKET_FILTERS,
  SUPPORT_TICKET_STATUSES,
  type SupportAuthorSide,
  type SupportCategory,
  type SupportTicketFilter,
  type SupportTicketStatus,
} from '@coachcore/domain';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { PageQuery } from '../../../common/http/pagination';
import { ApiDateTime, ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import { RequiredText } from '../../../common/validation/fields';
import { NotBlank, rule } from '../../../common/validation/rules';
import { trim } from '../../../common/validation/transforms';
import type { SupportTicketMessage } from '../entities/support-ticket-message.entity';
import type { SupportTicket } from '../entities/support-ticket.entity';

/** POST /api/support/tickets: the Contact Support form. */
export class CreateSupportTicketDto {
  /** @example Clients cannot see their workouts */
  @RequiredText({ max: SUPPORT_SUBJECT_MAX_LENGTH, required: SUPPORT_MESSAGES.subjectRequired, tooLong: SUPPORT_MESSAGES.subjectTooLong, order: 1 })
  subject: string;

  /** @example Since this morning my clients see an empty workout list on their phones. */
  @RequiredText({ max: SUPPORT_MESSAGE_MAX_LENGTH, required: SUPPORT_MESSAGES.messageRequired, tooLong: SUPPORT_MESSAGES.messageTooLong, order: 2 })
  message: string;

  @ApiProperty({ enum: SUPPORT_CATEGORIES, enumName: 'SupportCategory', example: 'technical' })
  @NotBlank({ message: SUPPORT_MESSAGES.categoryRequired, order: 3 })
  @IsIn(SUPPORT_CATEGORIES, rule({ message: SUPPORT_MESSAGES.categoryInvalid, order: 3 }))
  category: SupportCategory;
}

/** POST …/tickets/{id}/replies: one message of the thread. */
export class SupportReplyDto {
  /** @example Thanks, that fixed it. */
  @RequiredText({ max: SUPPORT_MESSAGE_MAX_LENGTH, required: SUPPORT_MESSAGES.messageRequired, tooLong: SUPPORT_MESSAGES.messageTooLong })
  message: string;
}

/** POST /api/admin/support/tickets/{id}/assign. */
export class AssignSupportTicketDto {
  /** The platform admin who handles it; null unassigns it. */
  @ApiUuid({ nullable: true })
  @ValidateIf((_o, value) => value !== null)
  @IsString(rule({ message: 'assigneeId must be a UUID or null' }))
  assigneeId: string | null;
}

/** Query of GET /api/support/tickets. */
export class ListSupportTicketsQuery extends PageQuery(LIST_PAGES.supportTickets) {}

/** Query of GET /api/admin/support/tickets. */
export class ListAdminSupportTicketsQuery extends PageQuery(LIST_PAGES.adminSupportTickets) {
  /** all (the default), open, answered or closed. */
  @ApiPropertyOptional({ enum: SUPPORT_TICKET_FILTERS, enumName: 'SupportTicketFilter' })
  @IsOptional()
  @IsIn(SUPPORT_TICKET_FILTERS, rule({ message: 'status must be all, open, answered or closed' }))
  status?: SupportTicketFilter;

  /** An admin's id (their tickets), `me`, or `unassigned`. */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(36)
  assignee?: string;

  /** Matches the subject and the business's name and e-mail, case-insensitively. */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  search?: string;
}

/** Someone named on a ticket: the platform admin it is assigned to, or a message's author. */
export class SupportPersonDto {
  @ApiUuid()
  id: string;
  firstName: string;
  lastName: string;
}

export class SupportTicketMessageResponseDto {
  @ApiUuid()
  id: string;
  /** requester: the business; support: the platform's support team. */
  @ApiProperty({ enum: SUPPORT_AUTHOR_SIDES, enumName: 'SupportAuthorSide' })
  side: SupportAuthorSide;
  /** Null once the author's account is gone. */
  author: SupportPersonDto | null;
  body: string;
  @ApiDateTime()
  createdAt: string;
}

export class SupportTicketResponseDto {
  @ApiUuid()
  id: string;
  subject: string;
  @ApiProperty({ enum: SUPPORT_CATEGORIES, enumName: 'SupportCategory' })
  category: SupportCategory;
  /** open: waiting for support; answered: support replied; closed. */
  @ApiProperty({ enum: SUPPORT_TICKET_STATUSES, enumName: 'SupportTicketStatus' })
  status: SupportTicketStatus;
  @ApiDateTime()
  createdAt: string;
  /** The last message or change. */
  @ApiDateTime()
  updatedAt: string;
  @ApiDateTime({ nullable: true })
  closedAt: string | null;
}

/** A ticket with its thread, oldest message first (the first one is the request). */
export class SupportTicketDetailResponseDto extends SupportTicketResponseDto {
  @ApiProperty({ type: [SupportTicketMessageResponseDto] })
  messages: SupportTicketMessageResponseDto[];
}

/** The business that opened a ticket, as the support team sees it. */
export class SupportTicketBusinessDto {
  @ApiUuid()
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  businessName: string | null;
}

/** A ticket in the admin's Support section: the business and the assignee too. */
export class AdminSupportTicketResponseDto extends SupportTicketResponseDto {
  business: SupportTicketBusinessDto;
  /** The platform admin handling it, if any. */
  assignee: SupportPersonDto | null;
}

export class AdminSupportTicketDetailResponseDto extends AdminSupportTicketResponseDto {
  @ApiProperty({ type: [SupportTicketMessageResponseDto] })
  messages: SupportTicketMessageResponseDto[];
}

const person = (user: { id: string; firstName: string; lastName: string } | null | undefined): SupportPersonDto | null =>
  user ? { id: user.id, firstName: user.firstName, lastName: user.lastName } : null;

export const toSupportTicketResponse = (ticket: SupportTicket): SupportTicketResponseDto => ({
  id: ticket.id,
  subject: ticket.subject,
  category: ticket.category,
  status: ticket.status,
  createdAt: ticket.createdAt.toISOString(),
  updatedAt: ticket.updatedAt.toISOString(),
  closedAt: ticket.closedAt?.toISOString() ?? null,
});

export const toSupportTicketMessageResponse = (message: SupportTicketMessage): SupportTicketMessageResponseDto => ({
  id: message.id,
  side: message.side,
  author: person(message.author),
  body: message.body,
  createdAt: message.createdAt.toISOString(),
});

/** Needs the ticket's business and assignee loaded. */
export const toAdminSupportTicketResponse = (ticket: SupportTicket): AdminSupportTicketResponseDto => ({
  ...toSupportTicketResponse(ticket),
  business: {
    id: ticket.business.id,
    firstName: ticket.business.firstName,
    lastName: ticket.business.lastName,
    email: ticket.business.email,
    businessName: ticket.business.businessName ?? null,
  },
  assignee: person(ticket.assignee),
});

/** GET /api/admin/support/tickets/counts. */
export class SupportTicketCountsResponseDto {
  @ApiInteger()
  open: number;
  @ApiInteger()
  answered: number;
  @ApiInteger()
  closed: number;
  /** Not closed and assigned to nobody. */
  @ApiInteger()
  unassigned: number;
}
