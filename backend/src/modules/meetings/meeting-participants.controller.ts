import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MEETING_MESSAGES, SCHEDULING_MESSAGES } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { AddParticipantDto, ParticipantResponseDto } from './dto/scheduling.dto';
import { ParticipantsService } from './participants.service';

const meetingId = new IdParamPipe(MEETING_MESSAGES.notFound);

/** The people of a group session: the business adds and removes clients, a client joins and leaves themselves. */
@ApiTags('meetings')
@Controller('meetings/:id/participants')
@Access({ roles: ['business', 'staff', 'client'], permissions: ['schedule_sessions'] })
export class MeetingParticipantsController {
  constructor(private readonly participants: ParticipantsService) {}

  /**
   * The people of a session
   *
   * @remarks Every participant row of the meeting: seated (invited or registered, with the price owed), waitlisted
   * (in order) and those who left. The business and its staff only.
   */
  @Get()
  @Access({ roles: ['business', 'staff'] })
  @ApiOkResponse({ type: [ParticipantResponseDto], description: 'The participants' })
  list(@CurrentTenant() tenant: Tenant, @Param('id', meetingId) id: string): Promise<ParticipantResponseDto[]> {
    return this.participants.list(tenant, id);
  }

  /**
   * Adds a participant to a group session
   *
   * @remarks The business sends `clientId`; a client joins themselves with no body. A free seat makes them registered
   * (a paid session records its price, payment pending); a full session answers 409 unless `waitlist` is true, which
   * puts them on its waitlist. Of any number of joins at the last seat at once, exactly one gets it.
   */
  @Post()
  @ApiCreatedResponse({ type: ParticipantResponseDto, description: 'The participant, registered or waitlisted' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: MEETING_MESSAGES.notFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: SCHEDULING_MESSAGES.sessionFull })
  add(@CurrentTenant() tenant: Tenant, @Param('id', meetingId) id: string, @Body() dto: AddParticipantDto): Promise<ParticipantResponseDto> {
    return this.participants.add(tenant, id, dto ?? {});
  }

  /**
   * Removes a participant
   *
   * @remarks The business removes anyone, a client only themselves (another's row answers 404). A seat given back goes
   * at once to the first person on the waitlist, who is told by e-mail.
   */
  @Delete(':participantId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: SCHEDULING_MESSAGES.participantNotFound })
  async remove(
    @CurrentTenant() tenant: Tenant,
    @Param('id', meetingId) id: string,
    @Param('participantId', new IdParamPipe(SCHEDULING_MESSAGES.participantNotFound)) participantId: string,
  ): Promise<void> {
    await this.participants.remove(tenant, id, participantId);
  }
}
