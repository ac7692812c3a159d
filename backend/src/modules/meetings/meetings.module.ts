import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { MessagingModule } from '../messaging/messaging.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { UserTimeZonesModule } from '../users/user-time-zones.module';
import { AvailabilityController } from './availability.controller';
import { AvailabilityRepository, BookingSettingsRepository } from './availability.repository';
import { BookingService } from './booking.service';
import { ClientPortalAppointmentsController } from './client-portal-appointments.controller';
import { ClientPortalMeetingsController } from './client-portal-meetings.controller';
import { CalendarFeedController, PublicCalendarFeedController } from './calendar-feeds.controller';
import { ClientPortalCalendarFeedController } from './client-portal-calendar-feed.controller';
import { CalendarFeedsRepository } from './calendar-feeds.repository';
import { CalendarFeedsService } from './calendar-feeds.service';
import { CalendarIntegrationsController } from './calendar-integrations.controller';
import { BookingSettings } from './entities/booking-settings.entity';
import { CalendarFeed } from './entities/calendar-feed.entity';
import { CalendarIntegration } from './entities/calendar-integration.entity';
import { MeetingReminder } from './entities/meeting-reminder.entity';
import { VideoPlatformIntegration } from './entities/video-platform-integration.entity';
import { CalendarIntegrationsRepository, VideoPlatformIntegrationsRepository } from './integrations.repository';
import { MeetingsWorkerModule } from './meetings-worker.module';
import { CalendarAvailability } from './entities/calendar-availability.entity';
import { MeetingParticipantsController } from './meeting-participants.controller';
import { ParticipantsService } from './participants.service';
import { WaitlistPromotion } from './waitlist-promotion.service';
import { MeetingParticipant } from './entities/meeting-participant.entity';
import { Meeting } from './entities/meeting.entity';
import { MeetingParticipantsRepository } from './meeting-participants.repository';
import { MeetingsController } from './meetings.controller';
import { MeetingsRepository } from './meetings.repository';
import { MeetingsSeeder } from './meetings.seeder';
import { MeetingOccurrencesService } from './meeting-occurrences.service';
import { MeetingsService } from './meetings.service';
import { ClientPortalFeedbackController } from './feedback/client-portal-feedback.controller';
import { ReviewSettingsController } from './feedback/review-settings.controller';
import { SessionFeedbackService } from './feedback/session-feedback.service';
import { SessionFeedback } from './entities/session-feedback.entity';
import { SessionFeedbackRepository } from './session-feedback.repository';
import { UserReviewSettingsModule } from '../users/user-review-settings.module';

/** Meetings: meetings, appointments and group sessions on the business's calendar. Registered in app-modules.ts. */
@Module({
  imports: [ClientsModule, UserTimeZonesModule, NotificationsModule, MessagingModule, UserReviewSettingsModule],
  controllers: [
    MeetingsController,
    MeetingParticipantsController,
    AvailabilityController,
    ClientPortalAppointmentsController,
    ClientPortalMeetingsController,
    CalendarFeedController,
    ClientPortalCalendarFeedController,
    PublicCalendarFeedController,
    CalendarIntegrationsController,
    ReviewSettingsController,
    ClientPortalFeedbackController,
  ],
  providers: [
    MeetingsRepository,
    MeetingParticipantsRepository,
    AvailabilityRepository,
    BookingSettingsRepository,
    MeetingsService,
    BookingService,
    MeetingOccurrencesService,
    ParticipantsService,
    WaitlistPromotion,
    MeetingsSeeder,
    CalendarFeedsRepository,
    CalendarFeedsService,
    CalendarIntegrationsRepository,
    VideoPlatformIntegrationsRepository,
    SessionFeedbackRepository,
    SessionFeedbackService,
  ],
  exports: [MeetingsService, SessionFeedbackService],
})
export class MeetingsModule {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [
    Meeting,
    MeetingParticipant,
    CalendarAvailability,
    BookingSettings,
    MeetingReminder,
    CalendarFeed,
    CalendarIntegration,
    VideoPlatformIntegration,
    SessionFeedback,
  ];
  /** Its processors and subscribers (reminders, feedback requests), loaded where workers run. */
  static readonly worker = MeetingsWorkerModule;
  /** The demo business's calendar. */
  static readonly seeder = MeetingsSeeder;
}
