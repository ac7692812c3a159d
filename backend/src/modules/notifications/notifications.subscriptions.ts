import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../common/events/domain-events';
import { NotificationsService } from './notifications.service';

/** Which domain events send which notifications. Each handler enqueues with a job id from domain keys, so a redelivered event sends once. */
@Injectable()
export class NotificationsSubscriptions implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit(): void {
    this.events.subscribe('user_registered', ({ payload }) => this.notifications.sendWelcomeEmail(payload.userId));
  }
}
