import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Permissions } from '../../common/decorators/permissions.decorator';
import { Roles } from '../../common/decorators/roles.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { ActivityItemDto, DashboardStatsDto, RecentMessagesDto } from './dashboard.response';
import { DashboardService } from './dashboard.service';

@ApiTags('dashboard')
@Controller('dashboard')
@Roles('business', 'staff')
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /** Active clients, this month's revenue, this week's completed workouts, average satisfaction. */
  @Get('stats')
  @Permissions('analytics', 'view_clients', 'client_management')
  @ApiOkResponse({ type: DashboardStatsDto })
  stats(@CurrentTenant() tenant: Tenant): Promise<DashboardStatsDto> {
    return this.dashboard.stats(tenant);
  }

  /** Recent Client Activity. */
  @Get('activity')
  @Permissions('view_clients', 'client_management')
  @ApiOkResponse({ type: [ActivityItemDto] })
  activity(@CurrentTenant() tenant: Tenant): Promise<ActivityItemDto[]> {
    return this.dashboard.recentActivity(tenant);
  }

  /** Recent Messages. */
  @Get('messages')
  @Permissions('send_messages', 'client_management')
  @ApiOkResponse({ type: RecentMessagesDto })
  messages(@CurrentTenant() tenant: Tenant): Promise<RecentMessagesDto> {
    return this.dashboard.recentMessages(tenant);
  }
}
