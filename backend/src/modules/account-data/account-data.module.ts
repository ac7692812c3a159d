import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { FormsModule } from '../forms/forms.module';
import { MessagingModule } from '../messaging/messaging.module';
import { OnboardingModule } from '../onboarding/onboarding.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ProgressPhotosModule } from '../progress-photos/progress-photos.module';
import { UsersModule } from '../users/users.module';
import { AccountDataWorkerModule } from './account-data-worker.module';
import { AccountDeletionRequestsRepository } from './account-deletion-requests.repository';
import { AccountDeletionService } from './account-deletion.service';
import { ClientErasureService } from './client-erasure.service';
import { ClientPortalAccountDeletionController } from './client-portal-account-deletion.controller';
import { ClientPortalDataExportsController } from './client-portal-data-exports.controller';
import { DataExportsRepository } from './data-exports.repository';
import { DataExportsService } from './data-exports.service';
import { AccountDeletionRequest } from './entities/account-deletion-request.entity';
import { DataExport } from './entities/data-export.entity';

/** A client's own data: the export of everything recorded about them, and the erasure of their account. */
@Module({
  imports: [ClientsModule, UsersModule, ProgressPhotosModule, MessagingModule, FormsModule, OnboardingModule, NotificationsModule],
  controllers: [ClientPortalDataExportsController, ClientPortalAccountDeletionController],
  providers: [DataExportsRepository, AccountDeletionRequestsRepository, DataExportsService, AccountDeletionService, ClientErasureService],
  exports: [DataExportsService, ClientErasureService],
})
export class AccountDataModule {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [DataExport, AccountDeletionRequest];
  /** The export job, its expiry pass and the export files' owner, loaded where workers run. */
  static readonly worker = AccountDataWorkerModule;
}
