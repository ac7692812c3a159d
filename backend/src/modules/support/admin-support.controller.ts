import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SUPPORT_MESSAGES } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { AuthUser } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../common/http/pagination';
import {
  AdminSupportTicketDetailResponseDto,
  AdminSupportTicketResponseDto,
  AssignSupportTicketDto,
  ListAdminSupportTicketsQuery,
  SupportReplyDto,
  SupportTicketCountsResponseDto,
} from './dto/support-ticket.dto';
import { SupportService } from './support.service';

const ticketId = new IdParamPipe(SUPPORT_MESSAGES.ticketNotFound);

/** The admin area's Support section (/admin/support): every business's tickets, answered by the platform's team. */
@ApiTags('admin')
@Controller('admin/support/tickets')
@Access({ roles: ['admin'], permissions: ['support_tickets'] })
export class AdminSupportController {
  constructor(private readonly support: SupportService) {}

  /**
   * Lists every business's support tickets
   *
   * @remarks Most recently active first, filtered by status (all, open, answered, closed), assignee (an admin's id,
   * `me` or `unassigned`) and a search of the subject and the business's name and e-mail. Paged by `X-Total-Count`,
   * `X-Page`, `X-Limit`.
   */
  @Get()
  @Paginated(AdminSupportTicketResponseDto, 'The page of tickets')
  list(@CurrentUser() actor: AuthUser, @Query() query: ListAdminSupportTicketsQuery): Promise<Page<AdminSupportTicketResponseDto>> {
    return this.support.platformList(actor, query);
  }

  /**
   * The Support section's figures
   *
   * @remarks Tickets open (waiting for support), answered, closed, and the unclosed ones nobody is assigned to.
   */
  @Get('counts')
  @ApiOkResponse({ type: SupportTicketCountsResponseDto, description: 'The figures' })
  counts(): Promise<SupportTicketCountsResponseDto> {
    return this.support.counts();
  }

  /**
   * A support ticket with its thread
   *
   * @remarks The business's messages and the support team's answers, oldest first.
   */
  @Get(':id')
  @ApiOkResponse({ type: AdminSupportTicketDetailResponseDto, description: 'The ticket with its thread' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: SUPPORT_MESSAGES.ticketNotFound })
  get(@Param('id', ticketId) id: string): Promise<AdminSupportTicketDetailResponseDto> {
    return this.support.platformDetail(id);
  }

  /**
   * Answers a support ticket
   *
   * @remarks Adds the support team's message to the thread and marks the ticket answered; the business reads it in
   * the app and receives it by e-mail. 409 once the ticket is closed.
   */
  @Post(':id/replies')
  @ApiCreatedResponse({ type: AdminSupportTicketDetailResponseDto, description: 'The ticket with its thread' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: SUPPORT_MESSAGES.ticketNotFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: SUPPORT_MESSAGES.ticketIsClosed })
  answer(@CurrentUser() actor: AuthUser, @Param('id', ticketId) id: string, @Body() dto: SupportReplyDto): Promise<AdminSupportTicketDetailResponseDto> {
    return this.support.answer(actor, id, dto);
  }

  /**
   * Assigns a support ticket
   *
   * @remarks To a platform admin (400 for anyone else), or to nobody with `assigneeId: null`. Audited.
   */
  @Post(':id/assign')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminSupportTicketDetailResponseDto, description: 'The ticket' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: SUPPORT_MESSAGES.assigneeNotAdmin })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: SUPPORT_MESSAGES.ticketNotFound })
  assign(@CurrentUser() actor: AuthUser, @Param('id', ticketId) id: string, @Body() dto: AssignSupportTicketDto): Promise<AdminSupportTicketDetailResponseDto> {
    return this.support.assign(actor, id, dto);
  }

  /**
   * Closes a support ticket
   *
   * @remarks No more replies are taken; the business is told by e-mail. Audited. 409 when it is closed already.
   */
  @Post(':id/close')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminSupportTicketDetailResponseDto, description: 'The closed ticket' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: SUPPORT_MESSAGES.ticketNotFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: SUPPORT_MESSAGES.alreadyClosed })
  close(@CurrentUser() actor: AuthUser, @Param('id', ticketId) id: string): Promise<AdminSupportTicketDetailResponseDto> {
    return this.support.close(actor, id);
  }
}
