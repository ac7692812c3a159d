import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { CalendarIntegrationResponseDto, VideoPlatformIntegrationResponseDto } from './dto/calendar-feed.dto';
import { CalendarIntegrationsRepository, VideoPlatformIntegrationsRepository } from './integrations.repository';

/** The business's connected calendar and video accounts (document 2 section 7: `GET /api/calendar-integrations`). */
@ApiTags('calendar-integrations')
@Controller()
@Access({ roles: ['business', 'staff'], permissions: ['schedule_sessions'] })
export class CalendarIntegrationsController {
  constructor(
    private readonly calendars: CalendarIntegrationsRepository,
    private readonly videos: VideoPlatformIntegrationsRepository,
  ) {}

  /**
   * The connected calendar accounts
   *
   * @remarks The business's calendar_integrations rows with isActive (tokens never leave the server). Empty until one
   * is connected; meanwhile the calendar feed subscribes any calendar app to the business's meetings.
   */
  @Get('calendar-integrations')
  @ApiOkResponse({ type: [CalendarIntegrationResponseDto], description: 'The calendar accounts' })
  async calendarIntegrations(@CurrentTenant() tenant: Tenant): Promise<CalendarIntegrationResponseDto[]> {
    return (await this.calendars.list(tenant)).map((row) => ({
      id: row.id,
      provider: row.provider,
      providerAccountId: row.providerAccountId ?? null,
      calendarId: row.calendarId ?? null,
      isActive: row.isActive,
      syncEnabled: row.syncEnabled,
      tokenExpiresAt: row.tokenExpiresAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /**
   * The connected video platform accounts
   *
   * @remarks The business's video_platform_integrations rows with isActive (keys and tokens never leave the server).
   * Without an active one, a video meeting gets its own room on the open video service (VIDEO_ROOM_BASE_URL).
   */
  @Get('video-platform-integrations')
  @ApiOkResponse({ type: [VideoPlatformIntegrationResponseDto], description: 'The video platform accounts' })
  async videoPlatformIntegrations(@CurrentTenant() tenant: Tenant): Promise<VideoPlatformIntegrationResponseDto[]> {
    return (await this.videos.list(tenant)).map((row) => ({
      id: row.id,
      platform: row.platform,
      webhookUrl: row.webhookUrl ?? null,
      isActive: row.isActive,
      tokenExpiresAt: row.tokenExpiresAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    }));
  }
}
