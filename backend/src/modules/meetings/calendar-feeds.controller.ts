import { Controller, Delete, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CALENDAR_FEED_MESSAGES } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Public } from '../../common/decorators/public.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { CalendarFeedsService } from './calendar-feeds.service';
import { CalendarFeedResponseDto } from './dto/calendar-feed.dto';

/** The coach's calendar subscription: every meeting of the business, in any calendar app (/calendar). */
@ApiTags('calendar-feeds')
@Controller('calendar-feed')
@Access({ roles: ['business'] })
export class CalendarFeedController {
  constructor(private readonly feeds: CalendarFeedsService) {}

  /**
   * The coach's calendar subscription
   *
   * @remarks Whether a subscription link exists, when it was made and last read. The link itself is shown only when
   * made (only a hash of its secret is kept).
   */
  @Get()
  @ApiOkResponse({ type: CalendarFeedResponseDto, description: 'The subscription' })
  status(@CurrentTenant() tenant: Tenant): Promise<CalendarFeedResponseDto> {
    return this.feeds.status(tenant);
  }

  /**
   * Makes or rotates the coach's calendar link
   *
   * @remarks Answers a new secret .ics address listing every meeting of the business (the last 90 days and
   * everything ahead, recurring series expanded). A previous link stops working at once.
   */
  @Post()
  @ApiCreatedResponse({ type: CalendarFeedResponseDto, description: 'The new link' })
  rotate(@CurrentTenant() tenant: Tenant): Promise<CalendarFeedResponseDto> {
    return this.feeds.rotate(tenant);
  }

  /** Revokes the coach's calendar link @remarks The address answers 404 from now on. */
  @Delete()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Revoked' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: CALENDAR_FEED_MESSAGES.notFound })
  revoke(@CurrentTenant() tenant: Tenant): Promise<void> {
    return this.feeds.revoke(tenant);
  }
}

/** The feeds themselves, fetched by calendar apps without a session: the secret in the address is the key. */
@ApiTags('calendar-feeds')
@Controller('calendar-feeds')
export class PublicCalendarFeedController {
  constructor(private readonly feeds: CalendarFeedsService) {}

  /**
   * A calendar feed (iCalendar)
   *
   * @remarks The .ics document behind a subscription link (`<token>.ics`): one event per meeting (per occurrence of a
   * recurring series, on the business's wall clock), with the join link or the place. Needs no sign-in; a rotated or
   * revoked link answers 404.
   */
  @Public()
  @Get(':file')
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'The calendar', schema: { type: 'string' } })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: CALENDAR_FEED_MESSAGES.notFound })
  async feed(@Param('file') file: string, @Res({ passthrough: true }) response: Response): Promise<string> {
    const calendar = await this.feeds.render(file);
    // Set on success only: a 404 stays the usual JSON error.
    response.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    response.setHeader('Cache-Control', 'private, no-store');
    return calendar;
  }
}
