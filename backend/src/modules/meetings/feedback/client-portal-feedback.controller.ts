import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { REVIEW_MESSAGES } from '@coachcore/domain';
import { Access } from '../../../common/decorators/access.decorator';
import { CurrentTenant } from '../../../common/decorators/current-user.decorator';
import type { Tenant } from '../../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../../common/http/error-response.dto';
import { IdParamPipe } from '../../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../../common/http/pagination';
import {
  ClientSessionFeedbackDto,
  ListSessionFeedbackQuery,
  RecordReviewDto,
  SessionFeedbackResponseDto,
  SubmitSessionFeedbackDto,
} from './session-feedback.dto';
import { SessionFeedbackService } from './session-feedback.service';

const meetingId = new IdParamPipe(REVIEW_MESSAGES.sessionNotFound);

/** The signed-in client rates the sessions they took part in (/client/meetings, the feedback e-mail's link). */
@ApiTags('client-portal')
@Controller('client')
@Access({ roles: ['client'] })
export class ClientPortalFeedbackController {
  constructor(private readonly feedback: SessionFeedbackService) {}

  /**
   * The signed-in client's session ratings
   *
   * @remarks Their own feedback, newest first; paged.
   */
  @Get('session-feedback')
  @Paginated(SessionFeedbackResponseDto, 'The ratings')
  list(@CurrentTenant() tenant: Tenant, @Query() query: ListSessionFeedbackQuery): Promise<Page<SessionFeedbackResponseDto>> {
    return this.feedback.clientList(tenant, query);
  }

  /**
   * A session's feedback
   *
   * @remarks A session the client took part in: whether it is completed (so it can be rated), their rating once given,
   * and, after 4–5 stars, the business's review pages.
   */
  @Get('meetings/:id/feedback')
  @ApiOkResponse({ type: ClientSessionFeedbackDto, description: 'The session and its rating' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: REVIEW_MESSAGES.sessionNotFound })
  get(@CurrentTenant() tenant: Tenant, @Param('id', meetingId) id: string): Promise<ClientSessionFeedbackDto> {
    return this.feedback.clientView(tenant, id);
  }

  /**
   * Rates a completed session
   *
   * @remarks Overall, session and coach ratings (1–5 stars; overall required), comments and whether they would
   * recommend it; once per session. 4–5 stars, with review collection on and a review page set, lead to a review
   * request: the answer's `reviewLinks`.
   */
  @Post('meetings/:id/feedback')
  @ApiCreatedResponse({ type: ClientSessionFeedbackDto, description: 'The rating and any review request' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: REVIEW_MESSAGES.sessionNotFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: REVIEW_MESSAGES.alreadyRated })
  submit(@CurrentTenant() tenant: Tenant, @Param('id', meetingId) id: string, @Body() dto: SubmitSessionFeedbackDto): Promise<ClientSessionFeedbackDto> {
    return this.feedback.submit(tenant, id, dto);
  }

  /**
   * Records a followed review link
   *
   * @remarks After a review request, the client chose Google, Facebook or Yelp: the review counts as completed on that
   * platform (the success tracking of How Review Collection Works).
   */
  @Post('meetings/:id/feedback/review')
  @HttpCode(200)
  @ApiOkResponse({ type: ClientSessionFeedbackDto, description: 'The rating with the review recorded' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: REVIEW_MESSAGES.sessionNotFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: REVIEW_MESSAGES.noReviewRequest })
  review(@CurrentTenant() tenant: Tenant, @Param('id', meetingId) id: string, @Body() dto: RecordReviewDto): Promise<ClientSessionFeedbackDto> {
    return this.feedback.recordReview(tenant, id, dto);
  }
}
