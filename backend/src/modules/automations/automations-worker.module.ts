import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { FormsModule } from '../forms/forms.module';
import { CommunitiesCoreModule } from '../messaging/communities/communities-core.module';
import { NotificationsWorkerModule } from '../notifications/notifications-worker.module';
import { StaffModule } from '../staff/staff.module';
import { UserTimeZonesModule } from '../users/user-time-zones.module';
import { WorkoutsModule } from '../workouts/workouts.module';
import { AutomationActionRunner } from './automation-action-runner';
import { AutomationActionsRepository } from './automation-actions.repository';
import { AutomationExecutionsRepository } from './automation-executions.repository';
import { AutomationRunsService } from './automation-runs.service';
import { AutomationWorkflowsRepository } from './automation-workflows.repository';
import { AutomationsProcessor } from './automations.processor';
import { AutomationsSubscriptions } from './automations.subscriptions';
import { SmsDeliveryService } from './sms/sms-delivery.service';
import { SmsOutboxRepository } from './sms/sms-outbox.repository';
import { OfflineSmsProvider, SmsProvider } from './sms/sms-provider';

/** Consumer side of automations, loaded where workers run: the triggers' subscribers and the actions' job. */
@Module({
  imports: [ClientsModule, UserTimeZonesModule, NotificationsWorkerModule, FormsModule, WorkoutsModule, StaffModule, CommunitiesCoreModule],
  providers: [
    AutomationWorkflowsRepository,
    AutomationActionsRepository,
    AutomationExecutionsRepository,
    AutomationActionRunner,
    AutomationRunsService,
    { provide: SmsProvider, useClass: OfflineSmsProvider },
    SmsOutboxRepository,
    SmsDeliveryService,
    AutomationsProcessor,
    AutomationsSubscriptions,
  ],
})
export class AutomationsWorkerModule {}
