import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { LeadDecDeliveryOutcome } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from '../../clients/entities/client.entity';
import { User } from '../../users/entities/user.entity';
import { BusinessIntegration } from './business-integration.entity';

/**
 * One delivery to a /webhooks/leaddec/* address and what came of it (the Webhooks tab's recent deliveries). An accepted
 * delivery keeps its signature: the same signed delivery a second time is a replay (a partial unique index).
 */
@Entity({ tableName: 'lead_webhook_deliveries' })
@TenantOwned('coach')
@Index({ properties: ['coach', 'receivedAt'] })
@Index({
  name: 'lead_webhook_deliveries_signature_unique',
  expression:
    'create unique index "lead_webhook_deliveries_signature_unique" on "lead_webhook_deliveries" ("integration_id", "signature") where "signature" is not null',
})
export class LeadWebhookDelivery {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { fieldName: 'business_id', deleteRule: 'cascade', index: false })
  coach: User;

  @ManyToOne(() => BusinessIntegration, { fieldName: 'integration_id', deleteRule: 'cascade', index: true })
  integration: BusinessIntegration;

  @Property({ length: 40 })
  event: string;

  @Property({ type: 'varchar', length: 20 })
  outcome: LeadDecDeliveryOutcome;

  @Property()
  statusCode: number;

  @Property({ type: 'text', nullable: true })
  message?: string | null;

  @Property({ length: 200, nullable: true })
  contactId?: string | null;

  @ManyToOne(() => Client, { fieldName: 'client_id', nullable: true, deleteRule: 'set null', index: true })
  client?: Client | null;

  /** `<event>:<timestamp>.<hex>` of an accepted delivery. */
  @Property({ length: 150, nullable: true, hidden: true })
  signature?: string | null;

  @Property({ type: 'timestamptz' })
  receivedAt: Date & Opt = new Date();
}
