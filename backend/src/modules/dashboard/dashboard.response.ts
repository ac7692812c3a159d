import { ApiProperty } from '@nestjs/swagger';
import { ApiDateTime, ApiInteger, ApiUuid } from '../../common/openapi/property-formats';

/** The four stat cards of the coach dashboard, computed from the database. */
export class DashboardStatsDto {
  /** Clients marked active. */
  @ApiInteger({ minimum: 0 })
  activeClients: number;
  /** Change of Active Clients over the last 30 days, in whole percent; null when there were none before. */
  @ApiInteger()
  activeClientsChange: number | null;
  /** Paid client payments this calendar month (UTC), in dollars. */
  totalRevenue: number;
  /** Change of revenue against the previous month, in whole percent; null when the previous month earned nothing. */
  @ApiInteger()
  totalRevenueChange: number | null;
  /** Client workouts completed this week (Sunday to Saturday in the business's time zone). */
  @ApiInteger({ minimum: 0 })
  completedWorkouts: number;
  /**
   * Change of Workouts Completed against the same days of last week (up to the same time), in whole percent; null when
   * none were completed then.
   */
  @ApiInteger()
  completedWorkoutsChange: number | null;
  /** Average session-feedback rating on a 0–10 scale; null when no feedback exists. */
  avgSatisfaction: number | null;
  /** Change of the average rating against the previous 30 days (points on the 0–10 scale); null without ratings in both. */
  avgSatisfactionChange: number | null;
}

export const ACTIVITY_STATUSES = ['completed', 'nutrition', 'progress', 'missed'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** One event of Recent Client Activity. */
export class ActivityItemDto {
  /** The kind of event and the id of its record, unique in the list. @example measurement-5f0c6a9e-3d1b-4c1e-9a43-0b9d2b8e2f11 */
  @ApiProperty({ pattern: '^(client|measurement|wellness|goal|workout)-[0-9a-f-]{36}$' })
  id: string;
  @ApiUuid()
  clientId: string;
  clientName: string;
  clientAvatar: string | null;
  description: string;
  /** When the event happened. */
  @ApiDateTime()
  time: string;
  @ApiProperty({ enum: ACTIVITY_STATUSES, enumName: 'ActivityStatus' })
  status: ActivityStatus;
}

/** One message of Recent Messages. */
export class MessagePreviewDto {
  /** The message's id. */
  @ApiUuid()
  id: string;
  clientName: string;
  clientAvatar: string | null;
  preview: string;
  /** When the message was sent. */
  @ApiDateTime()
  time: string;
  isUnread: boolean;
}

/** Recent Messages: the latest messages sent to the business and how many are unread. */
export class RecentMessagesDto {
  /** Unread messages addressed to the business. */
  @ApiInteger({ minimum: 0 })
  unreadCount: number;
  messages: MessagePreviewDto[];
}

/** An event of Recent Client Activity before it is answered: its time still a Date, so events of every source sort together. */
export type ActivityEvent = Omit<ActivityItemDto, 'clientAvatar' | 'time'> & { time: Date };

/** A completed or missed workout of a client as an activity event. */
export const workoutActivityEvent = (item: {
  id: string;
  clientId: string;
  clientName: string;
  workoutName: string;
  status: 'completed' | 'missed';
  time: Date;
}): ActivityEvent => ({
  id: `workout-${item.id}`,
  clientId: item.clientId,
  clientName: item.clientName,
  description: `${item.status === 'completed' ? 'Completed' : 'Missed'} workout: ${item.workoutName}`,
  time: item.time,
  status: item.status,
});

export const toActivityItem = (event: ActivityEvent): ActivityItemDto => ({ ...event, clientAvatar: null, time: event.time.toISOString() });

/** A message a client sent to the business, cut to a preview of at most 120 characters. */
export function toMessagePreview(message: {
  id: string;
  senderName: string;
  senderAvatar: string | null;
  content: string;
  createdAt: Date;
  isRead: boolean;
}): MessagePreviewDto {
  return {
    id: message.id,
    clientName: message.senderName,
    clientAvatar: message.senderAvatar,
    preview: message.content.length > 120 ? `${message.content.slice(0, 117)}...` : message.content,
    time: message.createdAt.toISOString(),
    isUnread: !message.isRead,
  };
}
