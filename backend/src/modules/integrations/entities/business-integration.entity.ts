import { type Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';

/** What the lead-management card's Setup and Sync Settings tabs store in `settings`. */
export interface LeadDecSettings {
  locationId?: string | null;
  /** The business's own LeadDec webhook address (where CoachCore would send contacts when syncing to LeadDec). */
  webhookUrl?: string | null;
  syncDirection?: 'bidirectional' | 'to_coachcore' | 'to_leaddec';
  /** Events switched off in Sync Settings: their deliveries are recorded as ignored. */
  disabledEvents?: string[];
}

/**
 * A business's connection to an outside service (document 2, business_integrations), one per type. For the
 * lead-management integration (`leaddec`): `accessToken` is the LeadDec API key, `externalAccountId` the location id,
 * `webhookSecret` signs the deliveries to /webhooks/leaddec/* (rotatable; the row's id names the account in them).
 */
@Entity({ tableName: 'business_integrations' })
@TenantOwned('coach')
@Unique({ properties: ['coach', 'integrationType'] })
export class BusinessIntegration {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { fieldName: 'business_id', deleteRule: 'cascade', index: false })
  coach: User;

  @Property({ length: 40 })
  integrationType: string;

  @Property({ length: 20, default: 'pending' })
  status: string & Opt = 'pending';

  @Property({ type: 'text', nullable: true, hidden: true })
  accessToken?: string | null;

  @Property({ type: 'text', nullable: true, hidden: true })
  refreshToken?: string | null;

  @Property({ length: 200, nullable: true })
  externalAccountId?: string | null;

  @Property({ type: 'jsonb', default: '{}' })
  settings: LeadDecSettings & Opt = {};

  @Property({ length: 100, hidden: true })
  webhookSecret: string;

  @Property({ type: 'timestamptz', nullable: true })
  lastSyncAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  expiresAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  errorMessage?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
