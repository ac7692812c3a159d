import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { LeadDecDeliveryOutcome } from '@coachcore/domain';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { LeadWebhookDelivery } from './entities/lead-webhook-delivery.entity';

export interface DeliveryRecord {
  integrationId: string;
  event: string;
  outcome: LeadDecDeliveryOutcome;
  statusCode: number;
  message: string | null;
  contactId?: string | null;
  clientId?: string | null;
}

/** The one place lead_webhook_deliveries is queried. */
@Injectable()
export class LeadWebhookDeliveriesRepository extends TenantRepository<LeadWebhookDelivery> {
  constructor(em: EntityManager) {
    super(em, LeadWebhookDelivery);
  }

  /** The latest deliveries, newest first. */
  page(tenant: TenantScope, query: { page: number; limit: number }): Promise<Page<LeadWebhookDelivery>> {
    return this.findPage(tenant, {}, query, { orderBy: { receivedAt: 'desc', id: 'desc' } });
  }

  /**
   * Claims a signed delivery: its row is inserted with its signature, or nothing happens when that signature was
   * already accepted (a replay). Raw SQL: `on conflict do nothing` on the partial unique index; a concurrent copy waits
   * for the first one's transaction and then finds the conflict. Answers the new row's id, or null for a replay.
   */
  async claim(tenant: TenantScope, record: DeliveryRecord, signature: string): Promise<string | null> {
    const rows = await this.sql<{ id: string }[]>(
      tenant,
      `insert into lead_webhook_deliveries (id, business_id, integration_id, event, outcome, status_code, message, contact_id, client_id, signature, received_at)
       values (gen_random_uuid(), :tenant, :integration, :event, :outcome, :status, :message, :contact, null, :signature, now())
       on conflict (integration_id, signature) where signature is not null do nothing
       returning id`,
      {
        integration: record.integrationId,
        event: record.event,
        outcome: record.outcome,
        status: record.statusCode,
        message: record.message,
        contact: record.contactId ?? null,
        signature,
      },
    );
    return rows[0]?.id ?? null;
  }

  /** What came of a claimed delivery. */
  settle(tenant: TenantScope, id: string, result: Omit<DeliveryRecord, 'integrationId' | 'event'>): Promise<number> {
    return this.update(
      tenant,
      { id },
      {
        outcome: result.outcome,
        statusCode: result.statusCode,
        message: result.message,
        contactId: result.contactId ?? null,
        client: result.clientId ?? null,
      },
    );
  }

  /** A delivery that was refused or failed (no signature kept: it was not accepted). */
  async record(tenant: TenantScope, record: DeliveryRecord): Promise<void> {
    await this.sql(
      tenant,
      `insert into lead_webhook_deliveries (id, business_id, integration_id, event, outcome, status_code, message, contact_id, client_id, signature, received_at)
       values (gen_random_uuid(), :tenant, :integration, :event, :outcome, :status, :message, :contact, null, null, now())`,
      {
        integration: record.integrationId,
        event: record.event,
        outcome: record.outcome,
        status: record.statusCode,
        message: record.message,
        contact: record.contactId ?? null,
      },
      'run',
    );
  }
}
