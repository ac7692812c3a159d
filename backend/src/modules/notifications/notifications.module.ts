import { Module } from '@nestjs/common';
import { EmailOutboxRepository } from './email-outbox.repository';
import { NotificationsService } from './notifications.service';

/** Producer side, imported by the API modules. */
@Module({ providers: [EmailOutboxRepository, NotificationsService], exports: [NotificationsService] })
export class NotificationsModule {}
