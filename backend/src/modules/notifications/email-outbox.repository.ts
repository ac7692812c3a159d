import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EmailOutbox } from './entities/email-outbox.entity';

/** The fields an e-mail is written to the outbox with. */
export type NewEmail = Pick<EmailOutbox, 'dedupeKey' | 'toAddress' | 'subject' | 'textBody' | 'htmlBody'> & Partial<Pick<EmailOutbox, 'attachments'>>;

/**
 * The email_outbox table: every e-mail CoachCore sends, once per dedupe key.
 * @platformData An e-mail is addressed to a person, not kept for a business: welcome e-mails go to accounts that
 * belong to no business yet, and only the delivery worker and operators read the outbox.
 */
@Injectable()
export class EmailOutboxRepository {
  constructor(private readonly em: EntityManager) {}

  findByDedupeKey(dedupeKey: string): Promise<EmailOutbox | null> {
    return this.em.findOne(EmailOutbox, { dedupeKey });
  }

  /** Removes the e-mails addressed to any of these addresses (case-insensitive). */
  async removeSentTo(addresses: string[]): Promise<void> {
    if (!addresses.length) return;
    // Raw SQL: addresses compare case-insensitively (as the users and clients e-mail indexes do), which the ORM cannot say.
    const placeholders = addresses.map(() => '?').join(', ');
    await this.em.execute(
      `delete from email_outbox where lower(to_address) in (${placeholders})`,
      addresses.map((address) => address.toLowerCase()),
    );
  }

  /** A new e-mail in the caller's unit of work (committed with whatever else it saves). */
  stage(fields: NewEmail): EmailOutbox {
    const entry = this.em.create(EmailOutbox, fields);
    this.em.persist(entry);
    return entry;
  }

  /**
   * The e-mail of this dedupe key, written now unless it already was: of two jobs writing the same key at once, both
   * get the one row (an insert that skips an existing key, then a read).
   */
  async writeOnce(fields: NewEmail): Promise<EmailOutbox> {
    const existing = await this.em.findOne(EmailOutbox, { dedupeKey: fields.dedupeKey });
    if (existing) return existing;
    await this.em
      .createQueryBuilder(EmailOutbox)
      .insert({ id: randomUUID(), status: 'pending', attempts: 0, createdAt: new Date(), ...fields })
      .onConflict('dedupeKey')
      .ignore()
      .execute();
    return this.em.findOneOrFail(EmailOutbox, { dedupeKey: fields.dedupeKey });
  }
}
