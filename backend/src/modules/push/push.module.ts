import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { ClientPortalPushController } from './client-portal-push.controller';
import { NotificationPreferences } from './entities/notification-preferences.entity';
import { PushSubscription } from './entities/push-subscription.entity';
import { WebPushKeys } from './entities/web-push-keys.entity';
import { NotificationPreferencesRepository } from './notification-preferences.repository';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';
import { PushSubscriptionsService } from './push-subscriptions.service';
import { PushWorkerModule } from './push-worker.module';
import { WebPushKeysRepository } from './web-push-keys.repository';
import { WebPushService } from './web-push.service';

/** Web push for clients: their devices' subscriptions and their choice of notifications (/client/profile). */
@Module({
  imports: [ClientsModule],
  controllers: [ClientPortalPushController],
  providers: [PushSubscriptionsRepository, NotificationPreferencesRepository, WebPushKeysRepository, WebPushService, PushSubscriptionsService],
  exports: [WebPushService],
})
export class PushModule {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [PushSubscription, NotificationPreferences, WebPushKeys];
  /** The events that push and the sending job, loaded where workers run. */
  static readonly worker = PushWorkerModule;
}
