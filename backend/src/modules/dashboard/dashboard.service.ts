import { Injectable } from '@nestjs/common';
import type { Tenant } from '../../common/http/authenticated-request';
import { ClientPaymentsService } from '../client-payments/client-payments.service';
import { ClientsService } from '../clients/clients.service';
import { MessagingService } from '../messaging/messaging.service';
import { ClientWorkoutsService } from '../workouts/client-workouts.service';
import { SessionFeedbackService } from '../meetings/feedback/session-feedback.service';
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
 * The coach dashboard, from real rows only, asked of the modules that own them. Revenue comes from the client-payments
 * module (this month's paid client payments less refunds), satisfaction from the scheduling module's session feedback;
 * a trend is null (no caption) when there is nothing to compare with.
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly clients: ClientsService,
    private readonly messaging: MessagingService,
    private readonly workouts: ClientWorkoutsService,
    private readonly nutritionInsights: NutritionInsightsService,
    private readonly clientPayments: ClientPaymentsService,
    private readonly sessionFeedback: SessionFeedbackService,
  ) {}

  /** The Nutrition panel, asked of the nutrition module. */
  nutrition(tenant: Tenant): Promise<NutritionOverviewDto> {
    return this.nutritionInsights.overview(tenant);
  }

  async stats(tenant: Tenant, now = new Date()): Promise<DashboardStatsDto> {
    const periodStart = new Date(now.getTime() - TREND_DAYS * 86_400_000);
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
    const [activeClients, activeBefore, completedWorkouts, completedBefore, totalRevenue, revenueBefore, satisfaction] = await Promise.all([
      this.clients.countActive(tenant),
      this.clients.countActiveJoinedBefore(tenant, periodStart),
      this.workouts.countCompletedThisWeek(tenant, now),
      this.workouts.countCompletedThisWeek(tenant, weekAgo),
      this.clientPayments.monthlyRevenue(tenant, now),
      this.clientPayments.monthlyRevenue(tenant, lastMonth),
      this.sessionFeedback.satisfaction(tenant, now),
    ]);
    return {
      activeClients,
      activeClientsChange: percentChange(activeClients, activeBefore),
      totalRevenue,
      totalRevenueChange: percentChange(totalRevenue, revenueBefore),
      completedWorkouts,
      completedWorkoutsChange: percentChange(completedWorkouts, completedBefore),
      avgSatisfaction: satisfaction.average,
      avgSatisfactionChange: satisfaction.change,
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
