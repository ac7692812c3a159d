import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { MailerService } from '../../infra/mail/mailer.service';
import { UserDirectoryService } from '../users/user-directory.service';
import { EmailOutboxRepository } from './email-outbox.repository';
import { clientInvitationEmailKey, staffInvitationEmailKey } from './notifications.service';
import type { EmailOutbox } from './entities/email-outbox.entity';
import { welcomeEmail } from './templates/welcome-email';

/** Writes each e-mail to the outbox once (by dedupe key) and sends it through SMTP when configured. */
@Injectable()
export class EmailDeliveryService {
  constructor(
    private readonly outbox: EmailOutboxRepository,
    private readonly users: UserDirectoryService,
    private readonly mailer: MailerService,
    private readonly uow: UnitOfWork,
  ) {}

  async deliverWelcome(userId: string): Promise<EmailOutbox | null> {
    const user = await this.users.find(userId);
    if (!user) return null; // deleted since: nothing to send
    const mail = welcomeEmail(user);
    const entry = await this.outbox.writeOnce({
      dedupeKey: `welcome-email:${userId}`,
      toAddress: user.email,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    });
    return this.send(entry);
  }

  /**
   * Sends the invitation's e-mail, which the invitation committed to the outbox with its `client_invited` event; null
   * when the row is gone (the client was deleted since). Once sent (or stored), a redelivered event sends nothing.
   */
  async deliverClientInvitation(invitationId: string): Promise<EmailOutbox | null> {
    const entry = await this.outbox.findByDedupeKey(clientInvitationEmailKey(invitationId));
    return entry ? this.send(entry) : null;
  }

  /** Sends a staff invitation's e-mail (committed with its `staff_invited` event); null when the row is gone. */
  async deliverStaffInvitation(invitationId: string): Promise<EmailOutbox | null> {
    const entry = await this.outbox.findByDedupeKey(staffInvitationEmailKey(invitationId));
    return entry ? this.send(entry) : null;
  }

  /** Sends an e-mail a use case staged in the outbox under `key` (committed with its event); null when none is there. */
  async deliverStaged(key: string): Promise<EmailOutbox | null> {
    const entry = await this.outbox.findByDedupeKey(key);
    return entry ? this.send(entry) : null;
  }

  /**
   * Writes an e-mail under `dedupeKey` unless it already was, and sends it (a retried job sends it once): for e-mails
   * composed by the job itself, such as an automation's.
   */
  async deliverOnce(dedupeKey: string, to: string, mail: { subject: string; text: string; html: string }): Promise<EmailOutbox> {
    const entry = await this.outbox.writeOnce({ dedupeKey, toAddress: to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html });
    return this.send(entry);
  }

  private async send(entry: EmailOutbox): Promise<EmailOutbox> {
    const { toAddress: to, subject, textBody: text } = entry;
    const html = entry.htmlBody ?? undefined;
    if (entry.status === 'sent' || entry.status === 'stored') return entry;
    if (!this.mailer.enabled) {
      entry.status = 'stored';
      await this.uow.save();
      return entry;
    }
    entry.attempts += 1;
    try {
      await this.mailer.send({ to, subject, text, html, attachments: entry.attachments ?? null });
      entry.status = 'sent';
      entry.sentAt = new Date();
      entry.lastError = null;
      await this.uow.save();
      return entry;
    } catch (error) {
      entry.status = 'failed';
      entry.lastError = (error as Error).message;
      await this.uow.save();
      throw error; // BullMQ retries with backoff
    }
  }
}
