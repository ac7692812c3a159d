import { Module } from '@nestjs/common';
import { NotificationsService } from './notifications.service';

/** Producer side, imported by the API modules. */
@Module({ providers: [NotificationsService], exports: [NotificationsService] })
export class NotificationsModule {}
