import { Injectable } from '@nestjs/common';
import type { Tenant } from '../../common/http/authenticated-request';
import { ClientsService } from '../clients/clients.service';
import { MessagingService } from '../messaging/messaging.service';
import type { NutritionOverviewDto } from '../nutrition/dto/nutrition-stats.dto';
import { NutritionInsightsService } from '../nutrition/nutrition-insights.service';
import type { ActivityItemDto, DashboardStatsDto, RecentMessagesDto } from './dashboard.response';

const TREND_DAYS = 30;

/** Percent change, rounded to a whole number; null when there is nothing to compare with. */
export const percentChange = (now: number, before: number): number | null => (before > 0 ? Math.round(((now - before) / before) * 100) : null);

/**
 * The coach dashboard, from real rows only, asked of the modules that own them. Revenue, workouts and satisfaction
 * come from the billing, workouts and scheduling modules as those land; until then nothing has been earned,
 * completed or rated, and their trends are null (no caption).
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly clients: ClientsService,
    private readonly messaging: MessagingService,
    private readonly nutritionInsights: NutritionInsightsService,
  ) {}

  /** The Nutrition panel, asked of the nutrition module. */
  nutrition(tenant: Tenant): Promise<NutritionOverviewDto> {
    return this.nutritionInsights.overview(tenant);
  }

  async stats(tenant: Tenant, now = new Date()): Promise<DashboardStatsDto> {
    const periodStart = new Date(now.getTime() - TREND_DAYS * 86_400_000);
    const [activeClients, activeBefore] = await Promise.all([this.clients.countActive(tenant), this.clients.countActiveJoinedBefore(tenant, periodStart)]);
    return {
      activeClients,
      activeClientsChange: percentChange(activeClients, activeBefore),
      totalRevenue: 0,
      totalRevenueChange: null,
      completedWorkouts: 0,
      avgSatisfaction: null,
      avgSatisfactionChange: null,
    };
  }

  async recentActivity(tenant: Tenant, limit = 10): Promise<ActivityItemDto[]> {
    const activity = await this.clients.recentActivity(tenant, limit);
    return activity.map((item) => ({ ...item, clientAvatar: null, time: item.time.toISOString() }));
  }

  /** The latest messages sent to the business owner, with the unread count for the 'N new' badge. */
  async recentMessages(tenant: Tenant, limit = 5): Promise<RecentMessagesDto> {
    const inbox = await this.messaging.businessInbox(tenant, limit);
    return {
      unreadCount: inbox.unreadCount,
      messages: inbox.messages.map((message) => ({
        id: message.id,
        clientName: message.senderName,
        clientAvatar: message.senderAvatar,
        preview: message.content.length > 120 ? `${message.content.slice(0, 117)}...` : message.content,
        time: message.createdAt.toISOString(),
        isUnread: !message.isRead,
      })),
    };
  }
}
