import { ApiProperty } from '@nestjs/swagger';

/** The four stat cards of the coach dashboard, computed from the database. */
export class DashboardStatsDto {
  /** Clients marked active. */
  activeClients: number;
  /** Paid client payments this calendar month (UTC), in dollars. */
  totalRevenue: number;
  /** Client workouts completed this week (Sunday to Saturday, UTC). */
  completedWorkouts: number;
  /** Average session-feedback rating on a 0–10 scale; null when no feedback exists. */
  avgSatisfaction: number | null;
}

export const ACTIVITY_STATUSES = ['completed', 'nutrition', 'progress', 'missed'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export class ActivityItemDto {
  id: string;
  clientId: string;
  clientName: string;
  clientAvatar: string | null;
  description: string;
  /** ISO date-time of the event. */
  time: string;
  @ApiProperty({ enum: ACTIVITY_STATUSES, enumName: 'ActivityStatus' })
  status: ActivityStatus;
}

export class MessagePreviewDto {
  id: string;
  clientName: string;
  clientAvatar: string | null;
  preview: string;
  /** ISO date-time the message was sent. */
  time: string;
  isUnread: boolean;
}

export class RecentMessagesDto {
  /** Unread messages addressed to the business. */
  unreadCount: number;
  messages: MessagePreviewDto[];
}
