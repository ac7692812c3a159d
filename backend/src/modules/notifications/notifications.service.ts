import { Injectable } from '@nestjs/common';
import { JobQueue } from '../../infra/queues/job-queue.service';
import { EmailOutboxRepository } from './email-outbox.repository';
import type { EmailOutbox } from './entities/email-outbox.entity';
import { clientInvitationEmail, type ClientInvitationEmailInput } from './templates/client-invitation-email';
import { staffInvitationEmail, type StaffInvitationEmailInput } from './templates/staff-invitation-email';

/** The e-mail outbox key of an invitation's e-mail: one e-mail per invitation. */
export const clientInvitationEmailKey = (invitationId: string): string => `client-invitation:${invitationId}`;

/** The e-mail outbox key of a staff invitation's e-mail: one e-mail per invitation. */
export const staffInvitationEmailKey = (invitationId: string): string => `staff-invitation:${invitationId}`;

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
}
