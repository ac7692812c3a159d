import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { RequiresFeature } from '../../common/decorators/requires-feature.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { AnalyticsService } from './analytics.service';
import { AnalyticsCsvQuery, AnalyticsRangeQuery } from './dto/analytics-query.dto';
import {
  AdherenceChartDto,
  AutomationsChartDto,
  ClientsChartDto,
  MessagesChartDto,
  PackageRevenueChartDto,
  RevenueChartDto,
  SessionsChartDto,
} from './dto/analytics-response.dto';

/**
 * Business Analytics (/analytics): the owner's, and staff granted Analytics. Each chart covers the days from `from` to
 * `to` (YYYY-MM-DD, both included, at most 24 calendar months) in the business's time zone, by calendar month; a
 * staff member assigned some clients sees their figures only. The platform's Advanced Analytics flag turns it off.
 */
@ApiTags('analytics')
@Controller('analytics')
@Access({ roles: ['business', 'staff'], permissions: ['analytics'] })
@RequiresFeature('advanced_analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  /**
   * Clients by month
   *
   * @remarks New clients (added), churned (deactivated), active at the month's end, active at its start and the share
   * of those still active at its end (retention).
   */
  @Get('clients')
  @ApiOkResponse({ type: ClientsChartDto, description: 'One row per month of the range' })
  clients(@CurrentTenant() tenant: Tenant, @Query() query: AnalyticsRangeQuery): Promise<ClientsChartDto> {
    return this.analytics.clients(tenant, query);
  }

  /**
   * Revenue by month
   *
   * @remarks Client payments paid in the month and what they charged, refunds made in the month, and the net.
   */
  @Get('revenue')
  @ApiOkResponse({ type: RevenueChartDto, description: 'One row per month of the range' })
  revenue(@CurrentTenant() tenant: Tenant, @Query() query: AnalyticsRangeQuery): Promise<RevenueChartDto> {
    return this.analytics.revenue(tenant, query);
  }

  /**
   * Revenue by package
   *
   * @remarks Over the whole range, per coaching package (group sessions and deleted packages on rows of their own):
   * payments paid, gross, refunds made and net, highest net first. Packages without payments are left out.
   */
  @Get('revenue-by-package')
  @ApiOkResponse({ type: PackageRevenueChartDto, description: 'One row per package with payments or refunds in the range' })
  revenueByPackage(@CurrentTenant() tenant: Tenant, @Query() query: AnalyticsRangeQuery): Promise<PackageRevenueChartDto> {
    return this.analytics.revenueByPackage(tenant, query);
  }

  /**
   * Sessions by month
   *
   * @remarks Meetings and bookings scheduled in the month: booked (not cancelled), attended (completed), no-shows,
   * cancelled and the no-show rate among attended and no-show sessions.
   */
  @Get('sessions')
  @ApiOkResponse({ type: SessionsChartDto, description: 'One row per month of the range' })
  sessions(@CurrentTenant() tenant: Tenant, @Query() query: AnalyticsRangeQuery): Promise<SessionsChartDto> {
    return this.analytics.sessions(tenant, query);
  }

  /**
   * Training and nutrition adherence by month
   *
   * @remarks Workouts assigned for the month's days, completed and missed, with the completed share of those decided;
   * client-days under an active meal plan (up to today) and those with food logged, and the food entries.
   */
  @Get('adherence')
  @ApiOkResponse({ type: AdherenceChartDto, description: 'One row per month of the range' })
  adherence(@CurrentTenant() tenant: Tenant, @Query() query: AnalyticsRangeQuery): Promise<AdherenceChartDto> {
    return this.analytics.adherence(tenant, query);
  }

  /**
   * Messages by month
   *
   * @remarks Messages received from clients and sent by the business, clients' messages answered, and the average
   * response time in minutes.
   */
  @Get('messages')
  @ApiOkResponse({ type: MessagesChartDto, description: 'One row per month of the range' })
  messages(@CurrentTenant() tenant: Tenant, @Query() query: AnalyticsRangeQuery): Promise<MessagesChartDto> {
    return this.analytics.messages(tenant, query);
  }

  /**
   * Automation runs by month
   *
   * @remarks Runs started (an event's pass of a workflow for a client) and their actions: completed, failed, pending
   * and cancelled.
   */
  @Get('automations')
  @ApiOkResponse({ type: AutomationsChartDto, description: 'One row per month of the range' })
  automations(@CurrentTenant() tenant: Tenant, @Query() query: AnalyticsRangeQuery): Promise<AutomationsChartDto> {
    return this.analytics.automations(tenant, query);
  }

  /**
   * Downloads a chart as CSV
   *
   * @remarks The chart's rows with the same figures as its JSON, the fields as columns, as an attachment named
   * `<chart>-<from>-to-<to>.csv`. An empty figure (a rate without a base) is an empty cell.
   */
  @Get('csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The CSV file', schema: { type: 'string' } })
  async csv(@CurrentTenant() tenant: Tenant, @Query() query: AnalyticsCsvQuery): Promise<StreamableFile> {
    const { fileName, body } = await this.analytics.csv(tenant, query);
    return new StreamableFile(Buffer.from(body, 'utf8'), { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${fileName}"` });
  }
}
