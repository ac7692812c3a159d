import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { BookingService } from './booking.service';
import { AvailabilityResponseDto, BookingSettingsDto, BookingSettingsResponseDto, ReplaceAvailabilityDto } from './dto/scheduling.dto';

/** The business's weekly working hours, in which its clients book appointments (document 1 wizard step 5, /calendar). */
@ApiTags('availability')
@Controller('availability')
@Access({ roles: ['business', 'staff'], permissions: ['schedule_sessions'] })
export class AvailabilityController {
  constructor(private readonly booking: BookingService) {}

  /**
   * The weekly working hours
   *
   * @remarks Every period of the week (calendar_availability), Sunday first: day, start and end (HH:MM on the
   * business's wall clock), slot length, the kind of appointment offered, its price and whether it is bookable.
   */
  @Get()
  @ApiOkResponse({ type: [AvailabilityResponseDto], description: 'The periods of the week' })
  list(@CurrentTenant() tenant: Tenant): Promise<AvailabilityResponseDto[]> {
    return this.booking.listAvailability(tenant);
  }

  /**
   * Replaces the weekly working hours
   *
   * @remarks The periods sent become the whole week (an empty list: nothing bookable). Each needs its end after its
   * start and room for one slot (15–240 minutes); periods of one day must not overlap. Booked appointments stay.
   */
  @Put()
  @ApiOkResponse({ type: [AvailabilityResponseDto], description: 'The new week' })
  replace(@CurrentTenant() tenant: Tenant, @Body() dto: ReplaceAvailabilityDto): Promise<AvailabilityResponseDto[]> {
    return this.booking.replaceAvailability(tenant, dto);
  }

  /**
   * The self-booking rules
   *
   * @remarks The notice period (clients book, move and cancel up to this many hours before the start; 24 until set)
   * and the business's time zone, on whose wall clock the working hours are read.
   */
  @Get('settings')
  @ApiOkResponse({ type: BookingSettingsResponseDto, description: 'The notice period and the time zone' })
  settings(@CurrentTenant() tenant: Tenant): Promise<BookingSettingsResponseDto> {
    return this.booking.getSettings(tenant);
  }

  /**
   * Sets the notice period
   *
   * @remarks 0 to 168 hours.
   */
  @Put('settings')
  @ApiOkResponse({ type: BookingSettingsResponseDto, description: 'The saved rules' })
  saveSettings(@CurrentTenant() tenant: Tenant, @Body() dto: BookingSettingsDto): Promise<BookingSettingsResponseDto> {
    return this.booking.saveSettings(tenant, dto.noticeHours);
  }
}
