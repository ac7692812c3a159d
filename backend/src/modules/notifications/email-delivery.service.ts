import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MailerService } from '../../infra/mail/mailer.service';
import { User } from '../users/entities/user.entity';
import { EmailOutbox } from './entities/email-outbox.entity';
import { welcomeEmail } from './templates/welcome-email';

/** Writes each e-mail to the outbox once (by dedupe key) and sends it through SMTP when configured. */
@Injectable()
export class EmailDeliveryService {
  constructor(
    private readonly em: EntityManager,
    private readonly mailer: MailerService,
  ) {}

  async deliverWelcome(userId: string): Promise<EmailOutbox | null> {
    const user = await this.em.findOne(User, { id: userId });
    if (!user) return null; // deleted since: nothing to send
    const mail = welcomeEmail(user);
    return this.deliver(`welcome-email:${userId}`, user.email, mail.subject, mail.text, mail.html);
  }

  /** Sends an e-mail its producer wrote to the outbox (invitations); null when the row is gone. */
  async deliverStored(outboxId: string): Promise<EmailOutbox | null> {
    const entry = await this.em.findOne(EmailOutbox, { id: outboxId });
    return entry ? this.send(entry) : null;
  }

  private async deliver(dedupeKey: string, to: string, subject: string, text: string, html: string): Promise<EmailOutbox> {
    let entry = await this.em.findOne(EmailOutbox, { dedupeKey });
    if (!entry) {
      entry = this.em.create(EmailOutbox, { dedupeKey, toAddress: to, subject, textBody: text, htmlBody: html });
      try {
        await this.em.persist(entry).flush();
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
        this.em.clear();
        entry = await this.em.findOneOrFail(EmailOutbox, { dedupeKey });
      }
    }
    return this.send(entry);
  }

  private async send(entry: EmailOutbox): Promise<EmailOutbox> {
    const { toAddress: to, subject, textBody: text } = entry;
    const html = entry.htmlBody ?? undefined;
    if (entry.status === 'sent' || entry.status === 'stored') return entry;
    if (!this.mailer.enabled) {
      entry.status = 'stored';
      await this.em.flush();
      return entry;
    }
    entry.attempts += 1;
    try {
      await this.mailer.send({ to, subject, text, html });
      entry.status = 'sent';
      entry.sentAt = new Date();
      entry.lastError = null;
      await this.em.flush();
      return entry;
    } catch (error) {
      entry.status = 'failed';
      entry.lastError = (error as Error).message;
      await this.em.flush();
      throw error; // BullMQ retries with backoff
    }
  }
}
