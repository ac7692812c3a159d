import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SCHEDULING_MESSAGES } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { BookingService } from './booking.service';
import { MeetingResponseDto } from './dto/meeting.dto';
import { BookAppointmentDto, FreeSlotsQuery, FreeSlotsResponseDto, RescheduleAppointmentDto } from './dto/scheduling.dto';

const appointmentId = new IdParamPipe(SCHEDULING_MESSAGES.appointmentNotFound);

/** The signed-in client books, moves and cancels appointments in their coach's free slots (/client/appointments). */
@ApiTags('client-portal')
@Controller('client/appointments')
@Access({ roles: ['client'] })
export class ClientPortalAppointmentsController {
  constructor(private readonly booking: BookingService) {}

  /**
   * The coach's free slots
   *
   * @remarks Every slot of the coach's working hours in [from, to) (default: the next 14 days; at most 31) that starts
   * after the notice period and overlaps no scheduled meeting, soonest first, with its day and time in the client's
   * own time zone (`timeZone`).
   */
  @Get('slots')
  @ApiOkResponse({ type: FreeSlotsResponseDto, description: 'The free slots' })
  slots(@CurrentTenant() tenant: Tenant, @Query() query: FreeSlotsQuery): Promise<FreeSlotsResponseDto> {
    return this.booking.freeSlots(tenant, query);
  }

  /**
   * Books a free slot
   *
   * @remarks The slot becomes a scheduled appointment with the coach (`appointment_booked`). A slot that is not one of
   * the coach's, or inside the notice period, answers 400; one taken meanwhile answers 409 — of any number of
   * requests for one slot at once, exactly one books it.
   */
  @Post()
  @ApiCreatedResponse({ type: MeetingResponseDto, description: 'The booked appointment' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: SCHEDULING_MESSAGES.notASlot })
  @ApiConflictResponse({ type: ErrorResponseDto, description: SCHEDULING_MESSAGES.slotTaken })
  book(@CurrentTenant() tenant: Tenant, @Body() dto: BookAppointmentDto): Promise<MeetingResponseDto> {
    return this.booking.book(tenant, dto);
  }

  /**
   * Moves an appointment to another free slot
   *
   * @remarks Only an appointment the client booked, still scheduled and outside the notice period (409 otherwise); the
   * new slot follows the booking rules.
   */
  @Patch(':id')
  @ApiOkResponse({ type: MeetingResponseDto, description: 'The moved appointment' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: SCHEDULING_MESSAGES.appointmentNotFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: SCHEDULING_MESSAGES.slotTaken })
  reschedule(@CurrentTenant() tenant: Tenant, @Param('id', appointmentId) id: string, @Body() dto: RescheduleAppointmentDto): Promise<MeetingResponseDto> {
    return this.booking.reschedule(tenant, id, dto);
  }

  /**
   * Cancels an appointment
   *
   * @remarks Only an appointment the client booked, still scheduled and outside the notice period (409 otherwise); its
   * slot is free again.
   */
  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: MeetingResponseDto, description: 'The cancelled appointment' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: SCHEDULING_MESSAGES.appointmentNotFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: SCHEDULING_MESSAGES.notScheduled })
  cancel(@CurrentTenant() tenant: Tenant, @Param('id', appointmentId) id: string): Promise<MeetingResponseDto> {
    return this.booking.cancel(tenant, id);
  }
}
