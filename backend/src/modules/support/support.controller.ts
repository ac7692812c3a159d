import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SUPPORT_MESSAGES } from '@coachcore/domain';
import { Access, SupportAccess } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../common/http/pagination';
import {
  CreateSupportTicketDto,
  ListSupportTicketsQuery,
  SupportReplyDto,
  SupportTicketDetailResponseDto,
  SupportTicketResponseDto,
} from './dto/support-ticket.dto';
import { SupportService } from './support.service';

const ticketId = new IdParamPipe(SUPPORT_MESSAGES.ticketNotFound);

/** A business's support requests (Help Center → Contact Support, My support requests): only its own. */
@ApiTags('support')
@Controller('support/tickets')
@Access({ roles: ['business'] })
@SupportAccess()
export class SupportController {
  constructor(private readonly support: SupportService) {}

  /**
   * Opens a support request
   *
   * @remarks The Contact Support form: subject, message and category are required. The ticket starts open, waiting
   * for the platform's support team; the message is the first of its thread.
   */
  @Post()
  @ApiCreatedResponse({ type: SupportTicketDetailResponseDto, description: 'The new ticket with its thread' })
  open(@CurrentTenant() tenant: Tenant, @Body() dto: CreateSupportTicketDto): Promise<SupportTicketDetailResponseDto> {
    return this.support.open(tenant, dto);
  }

  /**
   * Lists the business's support requests
   *
   * @remarks Newest first. Paged by `X-Total-Count`, `X-Page`, `X-Limit`.
   */
  @Get()
  @Paginated(SupportTicketResponseDto, 'The page of tickets')
  list(@CurrentTenant() tenant: Tenant, @Query() query: ListSupportTicketsQuery): Promise<Page<SupportTicketResponseDto>> {
    return this.support.list(tenant, query);
  }

  /**
   * A support request with its thread
   *
   * @remarks The business's messages and the support team's answers, oldest first. Another business's ticket answers 404.
   */
  @Get(':id')
  @ApiOkResponse({ type: SupportTicketDetailResponseDto, description: 'The ticket with its thread' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: SUPPORT_MESSAGES.ticketNotFound })
  get(@CurrentTenant() tenant: Tenant, @Param('id', ticketId) id: string): Promise<SupportTicketDetailResponseDto> {
    return this.support.detail(tenant, id);
  }

  /**
   * Replies to a support request
   *
   * @remarks Adds the business's message to the thread; the ticket waits for the support team again (open). 409 once
   * it is closed.
   */
  @Post(':id/replies')
  @ApiCreatedResponse({ type: SupportTicketDetailResponseDto, description: 'The ticket with its thread' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: SUPPORT_MESSAGES.ticketNotFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: SUPPORT_MESSAGES.ticketIsClosed })
  reply(@CurrentTenant() tenant: Tenant, @Param('id', ticketId) id: string, @Body() dto: SupportReplyDto): Promise<SupportTicketDetailResponseDto> {
    return this.support.reply(tenant, id, dto);
  }
}
