import { Module } from '@nestjs/common';
import { UserTimeZonesModule } from '../users/user-time-zones.module';
import { NotificationPreferencesDataSection } from './notification-preferences-data.section';
import { NotificationPreferencesRepository } from './notification-preferences.repository';
import { PushNotifier } from './push-notifier';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';
import { PushProcessor } from './push.processor';
import { PushSubscriptions } from './push.subscriptions';
import { WebPushKeysRepository } from './web-push-keys.repository';
import { WebPushService } from './web-push.service';

/**
 * Consumer side of web push, loaded where workers run: the events that push, the job that sends, and the client's
 * notification choices for their data export.
 */
@Module({
  imports: [UserTimeZonesModule],
  providers: [
    PushSubscriptionsRepository,
    NotificationPreferencesRepository,
    WebPushKeysRepository,
    WebPushService,
    PushNotifier,
    PushProcessor,
    PushSubscriptions,
    NotificationPreferencesDataSection,
  ],
})
export class PushWorkerModule {}
