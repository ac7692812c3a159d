import { Module } from '@nestjs/common';
import { MailerService } from '../../infra/mail/mailer.service';
import { UserTimeZonesModule } from '../users/user-time-zones.module';
import { EmailDeliveryService } from './email-delivery.service';
import { EmailOutboxRepository } from './email-outbox.repository';
import { NotificationsProcessor } from './notifications.processor';
import { NotificationsService } from './notifications.service';
import { NotificationsSubscriptions } from './notifications.subscriptions';

/** Consumer side, loaded where workers run (in-process by default, or `npm run start:worker`). */
@Module({
  imports: [UserTimeZonesModule],
  providers: [MailerService, EmailOutboxRepository, EmailDeliveryService, NotificationsProcessor, NotificationsService, NotificationsSubscriptions],
  // Automations send the e-mails their jobs compose through the same outbox.
  exports: [EmailDeliveryService],
})
export class NotificationsWorkerModule {}
