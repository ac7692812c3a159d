import { Injectable } from '@nestjs/common';
import { ANALYTICS_MESSAGES, analyticsRangeError, type AnalyticsChart } from '@coachcore/domain';
import type { TenantScope } from '../../common/http/authenticated-request';
import { ValidationFailedException } from '../../common/validation/validation-failed.exception';
import { UserTimeZonesService } from '../users/user-time-zones.service';
import { chartCsv, csvFileName } from './analytics-csv';
import { toAdherenceMonth, toClientsMonth, toPackageRevenue, toRevenueMonth, toSessionsMonth } from './analytics-mappers';
import type { AnalyticsRange } from './analytics-range';
import type { AnalyticsCsvQuery, AnalyticsRangeQuery } from './dto/analytics-query.dto';
import type {
  AdherenceChartDto,
  AutomationsChartDto,
  ClientsChartDto,
  MessagesChartDto,
  PackageRevenueChartDto,
  RevenueChartDto,
  SessionsChartDto,
} from './dto/analytics-response.dto';
import { AdherenceAnalyticsRepository } from './repositories/adherence-analytics.repository';
import { AutomationAnalyticsRepository } from './repositories/automation-analytics.repository';
import { ClientAnalyticsRepository } from './repositories/client-analytics.repository';
import { MessageAnalyticsRepository } from './repositories/message-analytics.repository';
import { RevenueAnalyticsRepository } from './repositories/revenue-analytics.repository';
import { SessionAnalyticsRepository } from './repositories/session-analytics.repository';

/**
 * Business Analytics: each chart is one query of its repository over a validated range, by calendar month of the
 * business's time zone, answered as JSON rows or as CSV with the same figures.
 */
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly timeZones: UserTimeZonesService,
    private readonly clientRows: ClientAnalyticsRepository,
    private readonly revenueRows: RevenueAnalyticsRepository,
    private readonly sessionRows: SessionAnalyticsRepository,
    private readonly adherenceRows: AdherenceAnalyticsRepository,
    private readonly messageRows: MessageAnalyticsRepository,
    private readonly automationRows: AutomationAnalyticsRepository,
  ) {}

  async clients(tenant: TenantScope, query: AnalyticsRangeQuery): Promise<ClientsChartDto> {
    const range = await this.range(tenant, query);
    return { timeZone: range.timeZone, rows: (await this.clientRows.months(tenant, range)).map(toClientsMonth) };
  }

  async revenue(tenant: TenantScope, query: AnalyticsRangeQuery): Promise<RevenueChartDto> {
    const range = await this.range(tenant, query);
    return { timeZone: range.timeZone, rows: (await this.revenueRows.months(tenant, range)).map(toRevenueMonth) };
  }

  async revenueByPackage(tenant: TenantScope, query: AnalyticsRangeQuery): Promise<PackageRevenueChartDto> {
    const range = await this.range(tenant, query);
    return { timeZone: range.timeZone, rows: (await this.revenueRows.byPackage(tenant, range)).map(toPackageRevenue) };
  }

  async sessions(tenant: TenantScope, query: AnalyticsRangeQuery): Promise<SessionsChartDto> {
    const range = await this.range(tenant, query);
    return { timeZone: range.timeZone, rows: (await this.sessionRows.months(tenant, range)).map(toSessionsMonth) };
  }

  async adherence(tenant: TenantScope, query: AnalyticsRangeQuery): Promise<AdherenceChartDto> {
    const range = await this.range(tenant, query);
    return { timeZone: range.timeZone, rows: (await this.adherenceRows.months(tenant, range)).map(toAdherenceMonth) };
  }

  async messages(tenant: TenantScope, query: AnalyticsRangeQuery): Promise<MessagesChartDto> {
    const range = await this.range(tenant, query);
    return { timeZone: range.timeZone, rows: await this.messageRows.months(tenant, range) };
  }

  async automations(tenant: TenantScope, query: AnalyticsRangeQuery): Promise<AutomationsChartDto> {
    const range = await this.range(tenant, query);
    return { timeZone: range.timeZone, rows: await this.automationRows.months(tenant, range) };
  }

  /** The chart's rows as CSV, under a file name that says the chart and the range. */
  async csv(tenant: TenantScope, query: AnalyticsCsvQuery): Promise<{ fileName: string; body: string }> {
    const chart: AnalyticsChart = query.chart;
    const { rows } = await this.chart(tenant, chart, query);
    return { fileName: csvFileName(chart, query), body: chartCsv(chart, rows) };
  }

  private chart(tenant: TenantScope, chart: AnalyticsChart, query: AnalyticsRangeQuery): Promise<{ rows: readonly object[] }> {
    switch (chart) {
      case 'clients':
        return this.clients(tenant, query);
      case 'revenue':
        return this.revenue(tenant, query);
      case 'revenue-by-package':
        return this.revenueByPackage(tenant, query);
      case 'sessions':
        return this.sessions(tenant, query);
      case 'adherence':
        return this.adherence(tenant, query);
      case 'messages':
        return this.messages(tenant, query);
      case 'automations':
        return this.automations(tenant, query);
    }
  }

  /** The range as the business reads its days; the DTO checked each date, this checks them together. */
  private async range(tenant: TenantScope, query: AnalyticsRangeQuery): Promise<AnalyticsRange> {
    const problem = analyticsRangeError(query.from, query.to);
    if (problem) throw new ValidationFailedException([{ field: problem === ANALYTICS_MESSAGES.rangeOrder ? 'from' : 'to', message: problem }]);
    const timeZone = (await this.timeZones.of([tenant.businessId])).get(tenant.businessId) ?? 'UTC';
    return { from: query.from, to: query.to, timeZone };
  }
}
