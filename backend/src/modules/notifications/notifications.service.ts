import { Injectable } from '@nestjs/common';
import { JobQueue } from '../../infra/queues/job-queue.service';
import { EmailOutboxRepository } from './email-outbox.repository';
import type { EmailOutbox } from './entities/email-outbox.entity';
import { clientInvitationEmail, type ClientInvitationEmailInput } from './templates/client-invitation-email';

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
   * Writes an invitation e-mail into the caller's unit of work, so it commits with the invitation. The link holds
   * the code, which only the e-mail keeps: rendering it here keeps the code out of Redis. Call `sendStoredEmail`
   * with the returned id after the commit.
   */
  stageClientInvitationEmail(dedupeKey: string, to: string, input: ClientInvitationEmailInput): EmailOutbox {
    const mail = clientInvitationEmail(input);
    return this.outbox.stage({ dedupeKey, toAddress: to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html });
  }

  /** Hands an e-mail already in the outbox to the worker (SMTP when configured). */
  async sendStoredEmail(outboxId: string): Promise<void> {
    await this.jobs.enqueue('notifications', 'stored-email', { outboxId }, { jobId: `stored-email.${outboxId}` });
  }
}
