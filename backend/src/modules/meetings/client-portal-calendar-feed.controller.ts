import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CALENDAR_FEED_MESSAGES } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { CalendarFeedsService } from './calendar-feeds.service';
import { CalendarFeedResponseDto } from './dto/calendar-feed.dto';

/** The signed-in client's calendar subscription: their own sessions (/client/appointments). */
@ApiTags('client-portal')
@Controller('client/calendar-feed')
@Access({ roles: ['client'] })
export class ClientPortalCalendarFeedController {
  constructor(private readonly feeds: CalendarFeedsService) {}

  /** The client's calendar subscription @remarks As the coach's: whether a link exists; the link is shown only when made. */
  @Get()
  @ApiOkResponse({ type: CalendarFeedResponseDto, description: 'The subscription' })
  status(@CurrentTenant() tenant: Tenant): Promise<CalendarFeedResponseDto> {
    return this.feeds.status(tenant);
  }

  /** Makes or rotates the client's calendar link @remarks A secret .ics address of their own sessions; a previous link stops working. */
  @Post()
  @ApiCreatedResponse({ type: CalendarFeedResponseDto, description: 'The new link' })
  rotate(@CurrentTenant() tenant: Tenant): Promise<CalendarFeedResponseDto> {
    return this.feeds.rotate(tenant);
  }

  /** Revokes the client's calendar link @remarks The address answers 404 from now on. */
  @Delete()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Revoked' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: CALENDAR_FEED_MESSAGES.notFound })
  revoke(@CurrentTenant() tenant: Tenant): Promise<void> {
    return this.feeds.revoke(tenant);
  }
}
