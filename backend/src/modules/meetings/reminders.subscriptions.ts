import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../common/events/domain-events';
import { RemindersService } from './reminders.service';

/**
 * Which events move a meeting's reminders: every booking, move and status change re-reads the meeting and puts its
 * delayed jobs in line (idempotent: job ids name the meeting, the reminder and the start).
 */
@Injectable()
export class RemindersSubscriptions implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly reminders: RemindersService,
  ) {}

  onModuleInit(): void {
    const sync = (payload: { businessId: string; meetingId: string }) => this.reminders.sync(payload.businessId, payload.meetingId);
    this.events.subscribe('appointment_booked', 'schedule-meeting-reminders', ({ payload }) => sync(payload));
    this.events.subscribe('meeting_rescheduled', 'move-meeting-reminders', ({ payload }) =>
      this.reminders.sync(payload.businessId, payload.meetingId, { previousScheduledAt: payload.previousScheduledAt }),
    );
    this.events.subscribe('meeting_cancelled', 'drop-meeting-reminders', ({ payload }) => sync(payload));
    this.events.subscribe('meeting_completed', 'drop-meeting-reminders', ({ payload }) => sync(payload));
    this.events.subscribe('meeting_no_show', 'drop-meeting-reminders', ({ payload }) => sync(payload));
  }
}
