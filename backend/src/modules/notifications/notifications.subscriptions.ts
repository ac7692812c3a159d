import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../common/events/domain-events';
import { EmailDeliveryService } from './email-delivery.service';
import { NotificationsService } from './notifications.service';

/**
 * Which domain events send which notifications. Each subscriber runs as its own job and is idempotent: the welcome
 * e-mail's job id and the outbox's dedupe keys make a redelivered event send once.
 */
@Injectable()
export class NotificationsSubscriptions implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly notifications: NotificationsService,
    private readonly delivery: EmailDeliveryService,
  ) {}

  onModuleInit(): void {
    this.events.subscribe('user_registered', 'send-welcome-email', ({ payload }) => this.notifications.sendWelcomeEmail(payload.userId));
    // The e-mail committed with the invitation; sending it here means a crash after the commit delays it, never loses it.
    this.events.subscribe('client_invited', 'send-invitation-email', ({ payload }) => this.delivery.deliverClientInvitation(payload.invitationId));
    this.events.subscribe('staff_invited', 'send-staff-invitation-email', ({ payload }) => this.delivery.deliverStaffInvitation(payload.invitationId));
  }
}
