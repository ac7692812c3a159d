import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';

export type EmailStatus = 'pending' | 'sent' | 'stored' | 'failed';

/** A file sent with an e-mail (text content, e.g. an .ics invitation). */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Every e-mail CoachCore sends, recorded before it leaves. `dedupeKey` makes a retried job send once.
 * Without SMTP_URL the message stays here with status `stored` (readable by operators).
 */
@Entity({ tableName: 'email_outbox' })
export class EmailOutbox {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ unique: true })
  dedupeKey: string;

  @Index()
  @Property()
  toAddress: string;

  @Property()
  subject: string;

  @Property({ type: 'text' })
  textBody: string;

  @Property({ type: 'text', nullable: true })
  htmlBody?: string | null;

  /** Files sent with it (a reminder's .ics). */
  @Property({ type: 'json', nullable: true })
  attachments?: EmailAttachment[] | null;

  @Property({ default: 'pending' })
  status: EmailStatus & Opt = 'pending';

  @Property({ default: 0 })
  attempts: number & Opt = 0;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  sentAt?: Date | null;
}
