import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../common/events/domain-events';
import { EmailDeliveryService } from './email-delivery.service';
import {
  accountDeletionEmailKey,
  businessSuspendedEmailKey,
  clientErasedEmailKey,
  NotificationsService,
  platformStaffInvitationEmailKey,
  subscriptionEndingEmailKey,
} from './notifications.service';

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
    this.events.subscribe('account_deletion_requested', 'send-account-deletion-email', ({ payload }) =>
      this.delivery.deliverStaged(accountDeletionEmailKey(payload.requestId)),
    );
    this.events.subscribe('client_account_erased', 'tell-coach-client-erased', ({ payload }) =>
      this.delivery.deliverStaged(clientErasedEmailKey(payload.clientId)),
    );
    this.events.subscribe('meeting_waitlist_promoted', 'send-waitlist-promoted-email', ({ payload }) => this.delivery.deliverStaged(payload.emailKey));
    this.events.subscribe('payment_received', 'send-payment-receipt-email', async ({ payload }) => {
      if (payload.emailKey) await this.delivery.deliverStaged(payload.emailKey);
    });
    // The payment grace period's suspension: the owner's e-mail was staged with it (an admin's suspension sends none).
    this.events.subscribe('business_suspended', 'send-business-suspended-email', async ({ payload }) => {
      if (payload.businessPaymentId) await this.delivery.deliverStaged(businessSuspendedEmailKey(payload.businessPaymentId));
    });
    this.events.subscribe('subscription_ending', 'send-subscription-ending-email', async ({ payload }) => {
      if (payload.kind === 'platform_subscription')
        await this.delivery.deliverStaged(subscriptionEndingEmailKey(payload.subscriptionId, new Date(payload.endsAt)));
    });
    this.events.subscribe('meeting_reminder_due', 'send-meeting-reminder-emails', async ({ payload }) => {
      for (const key of payload.emailKeys) await this.delivery.deliverStaged(key);
    });
    this.events.subscribe('session_feedback_requested', 'send-session-feedback-email', ({ payload }) => this.delivery.deliverStaged(payload.emailKey));
    this.events.subscribe('support_ticket_replied', 'send-support-reply-email', ({ payload }) =>
      payload.emailKey ? this.delivery.deliverStaged(payload.emailKey) : Promise.resolve(null),
    );
    this.events.subscribe('support_ticket_closed', 'send-support-closed-email', ({ payload }) => this.delivery.deliverStaged(payload.emailKey));
    this.events.subscribe('staff_invited', 'send-staff-invitation-email', ({ payload }) => this.delivery.deliverStaffInvitation(payload.invitationId));
    this.events.subscribe('platform_staff_invited', 'send-platform-staff-invitation-email', ({ payload }) =>
      this.delivery.deliverStaged(platformStaffInvitationEmailKey(payload.invitationId)),
    );
  }
}
