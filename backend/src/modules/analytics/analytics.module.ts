import { Module } from '@nestjs/common';
import { UserTimeZonesModule } from '../users/user-time-zones.module';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsService } from './analytics.service';
import { AdherenceAnalyticsRepository } from './repositories/adherence-analytics.repository';
import { AutomationAnalyticsRepository } from './repositories/automation-analytics.repository';
import { ClientAnalyticsRepository } from './repositories/client-analytics.repository';
import { MessageAnalyticsRepository } from './repositories/message-analytics.repository';
import { RevenueAnalyticsRepository } from './repositories/revenue-analytics.repository';
import { SessionAnalyticsRepository } from './repositories/session-analytics.repository';

/**
 * Business Analytics (/analytics): read-only charts over the tables of the clients, payments, scheduling, training,
 * nutrition, messaging and automations modules, each one tenant-bound query. No tables of its own.
 */
@Module({
  imports: [UserTimeZonesModule],
  controllers: [AnalyticsController],
  providers: [
    AnalyticsService,
    ClientAnalyticsRepository,
    RevenueAnalyticsRepository,
    SessionAnalyticsRepository,
    AdherenceAnalyticsRepository,
    MessageAnalyticsRepository,
    AutomationAnalyticsRepository,
  ],
})
export class AnalyticsModule {}
