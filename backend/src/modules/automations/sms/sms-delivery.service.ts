import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../../common/http/authenticated-request';
import type { SmsOutbox } from '../entities/sms-outbox.entity';
import { SmsOutboxRepository } from './sms-outbox.repository';
import { SmsProvider, type SmsReceipt } from './sms-provider';

const receiptOf = (entry: SmsOutbox): SmsReceipt => ({
  provider: entry.provider!,
  messageId: entry.providerMessageId!,
  to: entry.toNumber,
  text: entry.body,
  sentAt: entry.sentAt!.toISOString(),
});

/**
 * Sends a client's text message once per dedupe key: written to the sms_outbox first, handed to the driver only while
 * the row is not marked sent, so a re-run after the message went (a retry, a worker that died before its run was
 * recorded) answers the first receipt instead of sending again. Carriers take no idempotency key: a process that dies
 * between the carrier's answer and the row's update is the one case that sends twice.
 */
@Injectable()
export class SmsDeliveryService {
  constructor(
    private readonly outbox: SmsOutboxRepository,
    private readonly provider: SmsProvider,
  ) {}

  async deliverOnce(tenant: TenantScope, dedupeKey: string, client: { id: string; phone: string }, text: string): Promise<SmsReceipt> {
    const entry = await this.outbox.writeOnce(tenant, { dedupeKey, clientId: client.id, toNumber: client.phone, body: text });
    if (entry.status === 'sent') return receiptOf(entry);
    let receipt: SmsReceipt;
    try {
      receipt = await this.provider.send({ to: entry.toNumber, text: entry.body });
    } catch (error) {
      await this.outbox.markFailedAttempt(tenant, entry.id, error instanceof Error ? error.message : String(error));
      throw error;
    }
    await this.outbox.markSent(tenant, entry.id, { provider: receipt.provider, messageId: receipt.messageId, sentAt: new Date(receipt.sentAt) });
    return receipt;
  }
}
