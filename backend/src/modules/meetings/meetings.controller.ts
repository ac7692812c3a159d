import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MEETING_MESSAGES } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../common/http/pagination';
import {
  CreateMeetingDto,
  ListMeetingsQuery,
  ListOccurrencesQuery,
  MeetingOccurrenceResponseDto,
  MeetingResponseDto,
  MeetingStatsResponseDto,
  UpdateMeetingDto,
} from './dto/meeting.dto';
import { MeetingOccurrencesService } from './meeting-occurrences.service';
import { MeetingsService } from './meetings.service';

const meetingId = new IdParamPipe(MEETING_MESSAGES.notFound);

/** Meetings, appointments and group sessions of the business: its owner, and staff allowed to schedule sessions. */
@ApiTags('meetings')
@Controller('meetings')
@Access({ roles: ['business', 'staff'], permissions: ['schedule_sessions'] })
export class MeetingsController {
  constructor(
    private readonly meetings: MeetingsService,
    private readonly occurrences: MeetingOccurrencesService,
  ) {}

  /**
   * Lists the business's meetings
   *
   * @remarks With `from` and `to`, the meetings overlapping that range, soonest first (the calendar). With `timeframe`,
   * Upcoming (scheduled and in the future, soonest first) or Past (everything else, latest first), as the Meetings page
   * shows them. The body is the requested page; the `X-Total-Count`, `X-Page` and `X-Limit` headers carry the paging.
   */
  @Get()
  @Paginated(MeetingResponseDto, 'The page of meetings')
  list(@CurrentTenant() tenant: Tenant, @Query() query: ListMeetingsQuery): Promise<Page<MeetingResponseDto>> {
    return this.meetings.list(tenant, query);
  }

  /**
   * Lists the occurrences of recurring series in a range
   *
   * @remarks A recurring meeting (isRecurring, recurringPattern, recurringEndDate) is one meeting, listed by
   * `GET /api/meetings` at its first start; this answers its later occurrences overlapping [from, to) (at most 62 days),
   * each with its series. A series repeats on the business's wall clock, also across a daylight-saving change.
   * Occurrences are busy time: clients cannot book a slot that overlaps one.
   */
  @Get('occurrences')
  @ApiOkResponse({ type: [MeetingOccurrenceResponseDto], description: 'The occurrences, soonest first' })
  listOccurrences(@CurrentTenant() tenant: Tenant, @Query() query: ListOccurrencesQuery): Promise<MeetingOccurrenceResponseDto[]> {
    return this.occurrences.list(tenant, query);
  }

  /**
   * The calendar's stat cards
   *
   * @remarks Today's Appointments and This Week (Sunday to Saturday) in the business's time zone, upcoming Group
   * Sessions and Integrations Active; with the time zone the calendar shows its days in.
   */
  @Get('stats')
  @ApiOkResponse({ type: MeetingStatsResponseDto, description: 'The counts and the time zone' })
  stats(@CurrentTenant() tenant: Tenant): Promise<MeetingStatsResponseDto> {
    return this.meetings.stats(tenant);
  }

  /**
   * A meeting
   *
   * @remarks One meeting of the caller's business.
   */
  @Get(':id')
  @ApiOkResponse({ type: MeetingResponseDto, description: 'The meeting' })
  get(@CurrentTenant() tenant: Tenant, @Param('id', meetingId) id: string): Promise<MeetingResponseDto> {
    return this.meetings.get(tenant, id);
  }

  /**
   * Schedules a meeting, an appointment or a group session
   *
   * @remarks Takes the Meetings page's Schedule Meeting form (`meetingType`, a client required) or the calendar's New
   * Appointment and Group Session forms (`appointmentType`, `type`, `endTime`; a group session adds `maxParticipants`
   * and `price`). The meeting starts scheduled and ends at `scheduledAt` plus `duration`; the platform and the
   * meeting URL are kept only for video, the location only in person.
   */
  @Post()
  @ApiCreatedResponse({ type: MeetingResponseDto, description: 'The new meeting' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such client in your business' })
  create(@CurrentTenant() tenant: Tenant, @Body() dto: CreateMeetingDto): Promise<MeetingResponseDto> {
    return this.meetings.create(tenant, dto);
  }

  /**
   * Edits, reschedules or changes the status of a meeting
   *
   * @remarks Only the fields sent change; moving `scheduledAt` or `duration` moves `endTime`. Status completed,
   * cancelled or no_show; a cancelled meeting cannot change (409), only a scheduled one can move (409).
   */
  @Patch(':id')
  @ApiOkResponse({ type: MeetingResponseDto, description: 'The updated meeting' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The meeting is cancelled, or no longer scheduled and cannot move' })
  update(@CurrentTenant() tenant: Tenant, @Param('id', meetingId) id: string, @Body() dto: UpdateMeetingDto): Promise<MeetingResponseDto> {
    return this.meetings.update(tenant, id, dto);
  }

  /**
   * Cancels a meeting
   *
   * @remarks Sets the status to cancelled (409 when it already is).
   */
  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: MeetingResponseDto, description: 'The cancelled meeting' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The meeting is cancelled already' })
  cancel(@CurrentTenant() tenant: Tenant, @Param('id', meetingId) id: string): Promise<MeetingResponseDto> {
    return this.meetings.cancel(tenant, id);
  }
}
