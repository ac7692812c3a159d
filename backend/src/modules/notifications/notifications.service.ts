import { Injectable } from '@nestjs/common';
import { JobQueue } from '../../infra/queues/job-queue.service';
import { EmailOutboxRepository } from './email-outbox.repository';
import type { EmailAttachment, EmailOutbox } from './entities/email-outbox.entity';
import { accountDeletionEmail, clientErasedEmail, type AccountDeletionEmailInput, type ClientErasedEmailInput } from './templates/account-deletion-emails';
import {
  businessSuspendedEmail,
  subscriptionEndingEmail,
  type BusinessSuspendedEmailInput,
  type SubscriptionEndingEmailInput,
} from './templates/billing-emails';
import { clientInvitationEmail, type ClientInvitationEmailInput } from './templates/client-invitation-email';
import { supportClosedEmail, supportReplyEmail, type SupportClosedEmailInput, type SupportReplyEmailInput } from './templates/support-ticket-emails';
import { staffInvitationEmail, type StaffInvitationEmailInput } from './templates/staff-invitation-email';
import { platformStaffInvitationEmail, type PlatformStaffInvitationEmailInput } from './templates/platform-staff-invitation-email';
import { paymentReceiptEmail, type PaymentReceiptEmailInput } from './templates/payment-receipt-email';
import { meetingReminderEmail, type MeetingReminderEmailInput } from './templates/meeting-reminder-email';
import { sessionFeedbackEmail, type SessionFeedbackEmailInput } from './templates/session-feedback-email';
import { waitlistPromotedEmail, type WaitlistPromotedEmailInput } from './templates/waitlist-promoted-email';

/** The e-mail outbox key of an invitation's e-mail: one e-mail per invitation. */
export const clientInvitationEmailKey = (invitationId: string): string => `client-invitation:${invitationId}`;

/** The e-mail outbox key of a staff invitation's e-mail: one e-mail per invitation. */
export const staffInvitationEmailKey = (invitationId: string): string => `staff-invitation:${invitationId}`;
export const platformStaffInvitationEmailKey = (invitationId: string): string => `platform-staff-invitation:${invitationId}`;

/** The e-mail outbox key of an account-deletion confirmation: one e-mail per request. */
export const accountDeletionEmailKey = (requestId: string): string => `account-deletion:${requestId}`;

/** The e-mail outbox key of the coach's notice that a client erased their account: one per client record. */
export const clientErasedEmailKey = (clientId: string): string => `client-erased:${clientId}`;

/** The e-mail outbox key of the owner's notice that the grace period suspended the business: one per unpaid payment. */
export const businessSuspendedEmailKey = (businessPaymentId: string): string => `business-suspended:${businessPaymentId}`;

/** The e-mail outbox key of the owner's notice that the platform subscription ends: one per subscription period. */
export const subscriptionEndingEmailKey = (subscriptionRef: string, periodEnd: Date): string =>
  `subscription-ending:${subscriptionRef}:${Math.floor(periodEnd.getTime() / 1000)}`;

/** What other modules call to notify someone; delivery happens in the worker. */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly jobs: JobQueue,
    private readonly outbox: EmailOutboxRepository,
  ) {}

  async sendWelcomeEmail(userId: string): Promise<void> {
    await this.jobs.enqueue('notifications', 'welcome-email', { userId }, { jobId: `welcome-email.${userId}` });
  }

  /**
   * Writes an invitation e-mail into the caller's unit of work, so it commits with the invitation and its
   * `client_invited` event, whose subscriber sends it. The link holds the code, which only the e-mail keeps: rendering
   * it here keeps the code out of the event and out of Redis.
   */
  stageClientInvitationEmail(invitationId: string, to: string, input: ClientInvitationEmailInput): EmailOutbox {
    const mail = clientInvitationEmail(input);
    return this.outbox.stage({
      dedupeKey: clientInvitationEmailKey(invitationId),
      toAddress: to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    });
  }

  /** The confirmation link of an account deletion: staged with the request and its `account_deletion_requested` event, whose subscriber sends it. */
  stageAccountDeletionEmail(requestId: string, to: string, input: AccountDeletionEmailInput): EmailOutbox {
    const mail = accountDeletionEmail(input);
    return this.outbox.stage({ dedupeKey: accountDeletionEmailKey(requestId), toAddress: to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html });
  }

  /** Tells the coach a client erased their account: staged with the erasure and its `client_account_erased` event, whose subscriber sends it. */
  stageClientErasedEmail(clientId: string, to: string, input: ClientErasedEmailInput): EmailOutbox {
    const mail = clientErasedEmail(input);
    return this.outbox.stage({ dedupeKey: clientErasedEmailKey(clientId), toAddress: to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html });
  }

  /**
   * Forgets the e-mails sent to an erased client's addresses (invitations, welcome, the deletion confirmation), in the
   * caller's unit of work: the outbox keeps no personal data of a person who erased their account.
   */
  async forgetEmailsTo(addresses: string[]): Promise<void> {
    await this.outbox.removeSentTo(addresses);
  }

  /** As the client invitation's: staged with the invitation and its `staff_invited` event, whose subscriber sends it. */
  stageStaffInvitationEmail(invitationId: string, to: string, input: StaffInvitationEmailInput): EmailOutbox {
    const mail = staffInvitationEmail(input);
    return this.outbox.stage({
      dedupeKey: staffInvitationEmailKey(invitationId),
      toAddress: to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    });
  }

  /** A platform team invitation's e-mail: staged with it and its `platform_staff_invited` event, whose subscriber sends it. */
  stagePlatformStaffInvitationEmail(invitationId: string, to: string, input: PlatformStaffInvitationEmailInput): EmailOutbox {
    const mail = platformStaffInvitationEmail(input);
    return this.outbox.stage({
      dedupeKey: platformStaffInvitationEmailKey(invitationId),
      toAddress: to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    });
  }

  /**
   * The e-mail telling a client they moved up from a session's waitlist, staged with the promotion and its
   * `meeting_waitlist_promoted` event (whose subscriber sends it) under `key`, once per promotion.
   */
  stageWaitlistPromotedEmail(key: string, to: string, input: WaitlistPromotedEmailInput): EmailOutbox {
    const mail = waitlistPromotedEmail(input);
    return this.outbox.stage({ dedupeKey: key, toAddress: to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html });
  }

  /** A client's receipt for a payment, staged with the payment and its `payment_received` event (whose subscriber sends it) under `key`. */
  stagePaymentReceiptEmail(key: string, to: string, input: PaymentReceiptEmailInput): EmailOutbox {
    const mail = paymentReceiptEmail(input);
    return this.outbox.stage({ dedupeKey: key, toAddress: to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html });
  }

  /** The owner's notice that the grace period ended unpaid: staged with the suspension and its `business_suspended` event, whose subscriber sends it. */
  stageBusinessSuspendedEmail(businessPaymentId: string, to: string, input: BusinessSuspendedEmailInput): EmailOutbox {
    const mail = businessSuspendedEmail(input);
    return this.outbox.stage({
      dedupeKey: businessSuspendedEmailKey(businessPaymentId),
      toAddress: to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    });
  }

  /** The owner's notice that the cancelled subscription ends in 7 days: staged with its `subscription_ending` event, whose subscriber sends it. */
  stageSubscriptionEndingEmail(subscriptionRef: string, periodEnd: Date, to: string, input: SubscriptionEndingEmailInput): EmailOutbox {
    const mail = subscriptionEndingEmail(input);
    return this.outbox.stage({
      dedupeKey: subscriptionEndingEmailKey(subscriptionRef, periodEnd),
      toAddress: to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    });
  }

  /**
   * A meeting's reminder to one person, with its .ics invitation attached, staged with the reminder's record and its
   * `meeting_reminder_due` event (whose subscriber sends it) under `key`, once per reminder and person.
   */
  stageMeetingReminderEmail(key: string, to: string, input: MeetingReminderEmailInput, attachments: EmailAttachment[]): EmailOutbox {
    const mail = meetingReminderEmail(input);
    return this.outbox.stage({ dedupeKey: key, toAddress: to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html, attachments });
  }

  /**
   * The e-mail asking a participant of a completed session to rate it, staged with the request and its
   * `session_feedback_requested` event (whose subscriber sends it) under `key`, once per participant.
   */
  stageSessionFeedbackEmail(key: string, to: string, input: SessionFeedbackEmailInput): EmailOutbox {
    const mail = sessionFeedbackEmail(input);
    return this.outbox.stage({ dedupeKey: key, toAddress: to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html });
  }

  /** The support team's answer to a business's ticket, staged with the reply and its `support_ticket_replied` event under `key`. */
  stageSupportReplyEmail(key: string, to: string, input: SupportReplyEmailInput): EmailOutbox {
    const mail = supportReplyEmail(input);
    return this.outbox.stage({ dedupeKey: key, toAddress: to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html });
  }

  /** Tells a business its ticket was closed, staged with the change and its `support_ticket_closed` event under `key`. */
  stageSupportClosedEmail(key: string, to: string, input: SupportClosedEmailInput): EmailOutbox {
    const mail = supportClosedEmail(input);
    return this.outbox.stage({ dedupeKey: key, toAddress: to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html });
  }
}
