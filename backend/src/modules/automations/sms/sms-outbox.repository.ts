import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../../common/http/authenticated-request';
import { TenantRepository } from '../../../common/tenancy/tenant-repository';
import { SmsOutbox } from '../entities/sms-outbox.entity';

/** The one place sms_outbox is queried. */
@Injectable()
export class SmsOutboxRepository extends TenantRepository<SmsOutbox> {
  constructor(em: EntityManager) {
    super(em, SmsOutbox);
  }

  /**
   * The message of this dedupe key, written now unless it already was (`on conflict do nothing` on the key: of two runs
   * writing it at once, both get the one row). The client must be the tenant's.
   */
  async writeOnce(tenant: TenantScope, message: { dedupeKey: string; clientId: string; toNumber: string; body: string }): Promise<SmsOutbox> {
    await this.sql(
      tenant,
      `insert into sms_outbox (id, dedupe_key, business_id, client_id, to_number, body, status, attempts, created_at)
       select gen_random_uuid(), :key, :tenant, c.id, :to, :body, 'pending', 0, now() from clients c where c.id = :client::uuid and c.coach_id = :tenant
       on conflict (dedupe_key) do nothing`,
      { key: message.dedupeKey, to: message.toNumber, body: message.body, client: message.clientId },
      'run',
    );
    const entry = await this.findOne(tenant, { dedupeKey: message.dedupeKey });
    if (!entry) throw new Error(`No text message ${message.dedupeKey} for this business`);
    return entry;
  }

  /** Records that the driver took the message (once: a second call changes nothing). */
  async markSent(tenant: TenantScope, id: string, sent: { provider: string; messageId: string; sentAt: Date }): Promise<void> {
    await this.sql(
      tenant,
      `update sms_outbox set status = 'sent', provider = :provider, provider_message_id = :messageId, sent_at = :sentAt,
              attempts = attempts + 1, last_error = null
        where id = :id and business_id = :tenant and status = 'pending'`,
      { id, provider: sent.provider, messageId: sent.messageId, sentAt: sent.sentAt.toISOString() },
      'run',
    );
  }

  /** Records a failed hand-over to the driver (the action's retry tries again). */
  async markFailedAttempt(tenant: TenantScope, id: string, error: string): Promise<void> {
    await this.sql(
      tenant,
      `update sms_outbox set attempts = attempts + 1, last_error = :error where id = :id and business_id = :tenant and status = 'pending'`,
      { id, error },
      'run',
    );
  }
}
