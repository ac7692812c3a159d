import { Module } from '@nestjs/common';
import { UserTimeZonesModule } from '../users/user-time-zones.module';
import { NotificationPreferencesRepository } from './notification-preferences.repository';
import { PushNotifier } from './push-notifier';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';
import { PushProcessor } from './push.processor';
import { PushSubscriptions } from './push.subscriptions';
import { WebPushKeysRepository } from './web-push-keys.repository';
import { WebPushService } from './web-push.service';

/** Consumer side of web push, loaded where workers run: the events that push, and the job that sends. */
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
  ],
})
export class PushWorkerModule {}
