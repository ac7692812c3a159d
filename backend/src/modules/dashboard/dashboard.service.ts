import { Injectable } from '@nestjs/common';
import type { Tenant } from '../../common/http/authenticated-request';
import { ClientsService } from '../clients/clients.service';
import { MessagingService } from '../messaging/messaging.service';
import { ClientWorkoutsService } from '../workouts/client-workouts.service';
import type { NutritionOverviewDto } from '../nutrition/dto/nutrition-stats.dto';
import { NutritionInsightsService } from '../nutrition/nutrition-insights.service';
import {
  toActivityItem,
  toMessagePreview,
  workoutActivityEvent,
  type ActivityItemDto,
  type DashboardStatsDto,
  type RecentMessagesDto,
} from './dashboard.response';

const TREND_DAYS = 30;

/** Percent change, rounded to a whole number; null when there is nothing to compare with. */
export const percentChange = (now: number, before: number): number | null => (before > 0 ? Math.round(((now - before) / before) * 100) : null);

/**
 * The coach dashboard, from real rows only, asked of the modules that own them. Revenue and satisfaction come from
 * the billing and scheduling modules as those land; until then nothing has been earned or rated, and their trends
 * are null (no caption).
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly clients: ClientsService,
    private readonly messaging: MessagingService,
    private readonly workouts: ClientWorkoutsService,
    private readonly nutritionInsights: NutritionInsightsService,
  ) {}

  /** The Nutrition panel, asked of the nutrition module. */
  nutrition(tenant: Tenant): Promise<NutritionOverviewDto> {
    return this.nutritionInsights.overview(tenant);
  }

  async stats(tenant: Tenant, now = new Date()): Promise<DashboardStatsDto> {
    const periodStart = new Date(now.getTime() - TREND_DAYS * 86_400_000);
    const [activeClients, activeBefore, completedWorkouts] = await Promise.all([
      this.clients.countActive(tenant),
      this.clients.countActiveJoinedBefore(tenant, periodStart),
      this.workouts.countCompletedThisWeek(tenant, now),
    ]);
    return {
      activeClients,
      activeClientsChange: percentChange(activeClients, activeBefore),
      totalRevenue: 0,
      totalRevenueChange: null,
      completedWorkouts,
      avgSatisfaction: null,
      avgSatisfactionChange: null,
    };
  }

  /** The clients module's events and the completed and missed workouts, merged newest first. */
  async recentActivity(tenant: Tenant, limit = 10): Promise<ActivityItemDto[]> {
    const [clientActivity, workoutActivity] = await Promise.all([this.clients.recentActivity(tenant, limit), this.workouts.recentActivity(tenant, limit)]);
    return [...clientActivity, ...workoutActivity.map(workoutActivityEvent)]
      .sort((a, b) => b.time.getTime() - a.time.getTime())
      .slice(0, limit)
      .map(toActivityItem);
  }

  /** The latest messages sent to the business owner, with the unread count for the 'N new' badge. */
  async recentMessages(tenant: Tenant, limit = 5): Promise<RecentMessagesDto> {
    const inbox = await this.messaging.businessInbox(tenant, limit);
    return { unreadCount: inbox.unreadCount, messages: inbox.messages.map(toMessagePreview) };
  }
}
