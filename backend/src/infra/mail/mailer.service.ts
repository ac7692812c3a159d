import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import { AppConfig } from '../../config/app-config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: { filename: string; contentType: string; content: string }[] | null;
}

/**
 * How long a send waits on the SMTP server (nodemailer's own defaults are 2 min to connect and 10 min of silence): a
 * server that does not answer fails the send, the job is retried later and its worker slot is free meanwhile.
 * Query parameters of SMTP_URL (`?socketTimeout=60000`) take precedence.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, dnsTimeout: 10_000 };

/** An SMTP transport for the URL, with bounded waits. */
export function smtpTransport(url: string, timeouts: Partial<typeof SMTP_TIMEOUTS> = SMTP_TIMEOUTS): Transporter {
  // Loaded only where SMTP is configured, not by every process that starts the app.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createTransport } = require('nodemailer') as typeof import('nodemailer');
  return createTransport({ ...SMTP_TIMEOUTS, ...timeouts, url });
}

/** Sends through SMTP when SMTP_URL is set; otherwise reports that mail stays in the outbox. */
@Injectable()
export class MailerService implements OnModuleDestroy {
  private readonly logger = new Logger(MailerService.name);
  private readonly transport: Transporter | null;

  constructor(@Inject(AppConfig) private readonly config: AppConfig) {
    this.transport = config.SMTP_URL ? smtpTransport(config.SMTP_URL) : null;
  }

  get enabled(): boolean {
    return this.transport !== null;
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (!this.transport) throw new Error('SMTP is not configured');
    await this.transport.sendMail({
      from: this.config.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
      attachments: mail.attachments?.map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.content })),
    });
    this.logger.log(`Sent "${mail.subject}" to ${mail.to}`);
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
