import { Module } from '@nestjs/common';
import { EmailOutboxRepository } from './email-outbox.repository';
import { NotificationsService } from './notifications.service';
import { EmailOutbox } from './entities/email-outbox.entity';
import { NotificationsWorkerModule } from './notifications-worker.module';

/** Producer side, imported by the API modules. */
@Module({ providers: [EmailOutboxRepository, NotificationsService], exports: [NotificationsService] })
export class NotificationsModule {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [EmailOutbox];
  /** Its processors and subscribers, loaded where workers run. */
  static readonly worker = NotificationsWorkerModule;
}
