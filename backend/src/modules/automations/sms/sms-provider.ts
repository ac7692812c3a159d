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

/** Sends text messages. One driver today, offline; a carrier's (Twilio, Vonage...) implements the same method. */
export abstract class SmsProvider {
  abstract send(message: SmsMessage): Promise<SmsReceipt>;
}

/**
 * The offline driver (no SMS carrier is configured): nothing leaves the machine. It records each message it would have
 * sent (the receipt lands in the run log's result) and logs it at debug level.
 */
@Injectable()
export class OfflineSmsProvider extends SmsProvider {
  private readonly logger = new Logger('OfflineSms');
  /** The messages this process would have sent, newest last (bounded). */
  readonly recorded: SmsReceipt[] = [];

  send(message: SmsMessage): Promise<SmsReceipt> {
    const receipt: SmsReceipt = { provider: 'offline', messageId: randomUUID(), to: message.to, text: message.text, sentAt: new Date().toISOString() };
    this.recorded.push(receipt);
    if (this.recorded.length > 1000) this.recorded.shift();
    this.logger.debug(`Would send an SMS to ${message.to}: ${message.text}`);
    return Promise.resolve(receipt);
  }
}
