import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';

export interface SmsMessage {
  to: string;
  text: string;
}

/** What a provider answers for a message it took. */
export interface SmsReceipt {
  provider: string;
  messageId: string;
  to: string;
  text: string;
  sentAt: string;
}

/**
 * Sends text messages. One driver today, offline; a carrier's (Twilio, Vonage...) implements the same method. Callers
 * go through SmsDeliveryService, which writes each message to the sms_outbox once before handing it here.
 */
export abstract class SmsProvider {
  abstract send(message: SmsMessage): Promise<SmsReceipt>;
}

/**
 * The offline driver (no SMS carrier is configured): nothing leaves the machine. What it would have sent is in the
 * sms_outbox (provider `offline`); it logs each message at debug level.
 */
@Injectable()
export class OfflineSmsProvider extends SmsProvider {
  private readonly logger = new Logger('OfflineSms');

  send(message: SmsMessage): Promise<SmsReceipt> {
    this.logger.debug(`Would send an SMS to ${message.to}: ${message.text}`);
    return Promise.resolve({ provider: 'offline', messageId: randomUUID(), to: message.to, text: message.text, sentAt: new Date().toISOString() });
  }
}
