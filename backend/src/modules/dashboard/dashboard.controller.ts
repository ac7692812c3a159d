import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Access } from '../../common/decorators/access.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ActivityItemDto, DashboardStatsDto, RecentMessagesDto } from './dashboard.response';
import { DashboardService } from './dashboard.service';
import { NutritionOverviewDto } from '../nutrition/dto/nutrition-stats.dto';

@ApiTags('dashboard')
@Controller('dashboard')
@Access({ roles: ['business', 'staff'] })
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /**
   * The four stat cards of the coach dashboard
   *
   * @remarks Active clients, revenue from paid client payments this calendar month, client workouts completed
   * this week (Sunday to Saturday) and the average session-feedback rating, all computed for the caller's business
   * at the time of the request (UTC), each with its change against the previous period: active clients 30 days ago,
   * last month's revenue, the same days of last week, the previous 30 days' rating (null when there is no base).
   */
  @Get('stats')
  @Access({ permissions: ['analytics', 'view_clients', 'client_management'] })
  @ApiOkResponse({ type: DashboardStatsDto, description: 'The stat cards' })
  stats(@CurrentTenant() tenant: Tenant): Promise<DashboardStatsDto> {
    return this.dashboard.stats(tenant);
  }

  /**
   * Recent Client Activity
   *
   * @remarks The latest things the business's clients did, newest first: joined, recorded measurements, logged a
   * wellness check-in, achieved a goal, completed or missed a workout. At most 10 items; an empty list for a business
   * without clients.
   */
  @Get('activity')
  @Access({ permissions: ['view_clients', 'client_management'] })
  @ApiOkResponse({ type: [ActivityItemDto], description: 'Up to 10 events, newest first' })
  activity(@CurrentTenant() tenant: Tenant): Promise<ActivityItemDto[]> {
    return this.dashboard.recentActivity(tenant);
  }

  /**
   * Recent Messages
   *
   * @remarks The 5 latest messages sent to the business, newest first, each with a preview of at most 120
   * characters, and how many messages to the business are unread.
   */
  @Get('messages')
  @Access({ permissions: ['send_messages', 'client_management'] })
  @ApiOkResponse({ type: RecentMessagesDto, description: 'Up to 5 messages, newest first, and the unread count' })
  messages(@CurrentTenant() tenant: Tenant): Promise<RecentMessagesDto> {
    return this.dashboard.recentMessages(tenant);
  }

  /**
   * Nutrition panel
   *
   * @remarks The meal categories with the business's counts (Breakfast, Lunch, Dinner, Snacks) and the featured
   * plans: the business's own templates, or the two sample plans while it has none.
   */
  @Get('nutrition')
  @Access({ permissions: ['manage_workouts', 'client_management', 'view_clients'] })
  @ApiOkResponse({ type: NutritionOverviewDto, description: 'Categories and featured plans' })
  nutrition(@CurrentTenant() tenant: Tenant): Promise<NutritionOverviewDto> {
    return this.dashboard.nutrition(tenant);
  }
}
