import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { UserReviewSettingsModule } from '../users/user-review-settings.module';
import { UserTimeZonesModule } from '../users/user-time-zones.module';
import { SchedulingProcessor } from './feedback/scheduling.processor';
import { SessionFeedbackService } from './feedback/session-feedback.service';
import { SessionFeedbackSubscriptions } from './feedback/session-feedback.subscriptions';
import { MeetingParticipantsRepository } from './meeting-participants.repository';
import { MeetingRemindersRepository } from './meeting-reminders.repository';
import { MeetingsDataSection } from './meetings-data.section';
import { MeetingsRepository } from './meetings.repository';
import { RemindersProcessor } from './reminders.processor';
import { RemindersService } from './reminders.service';
import { RemindersSubscriptions } from './reminders.subscriptions';
import { SessionFeedbackRepository } from './session-feedback.repository';
import { SchedulingScheduler } from './scheduling.scheduler';
import { SeatHoldsService } from './seat-holds.service';
import { WaitlistPromotion } from './waitlist-promotion.service';

/**
 * Consumer side of meetings, loaded where workers run: the reminders' delayed jobs and the events that move them, and
 * the feedback requests after completed sessions, and the minute's pass that gives back unpaid seats whose hold ran out; and the client's
 * meetings, seats and feedback for their data export.
 */
@Module({
  imports: [NotificationsModule, UserTimeZonesModule, UserReviewSettingsModule],
  providers: [
    MeetingsRepository,
    MeetingParticipantsRepository,
    MeetingRemindersRepository,
    RemindersService,
    RemindersProcessor,
    RemindersSubscriptions,
    SessionFeedbackRepository,
    SessionFeedbackService,
    SessionFeedbackSubscriptions,
    SchedulingProcessor,
    WaitlistPromotion,
    SeatHoldsService,
    SchedulingScheduler,
    MeetingsDataSection,
  ],
  exports: [RemindersService],
})
export class MeetingsWorkerModule {}
