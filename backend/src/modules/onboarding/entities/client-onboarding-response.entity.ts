import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { OnboardingAnswer } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from '../../clients/entities/client.entity';
import { User } from '../../users/entities/user.entity';
import { ClientOnboardingConfig } from './client-onboarding-config.entity';

/**
 * One answer of a client to one field of an onboarding step (document 2, client_onboarding_responses). Saving a step
 * again replaces its answers (one row per client, configuration, step and field). A file answer keeps its storage key.
 */
@Entity({ tableName: 'client_onboarding_responses' })
@TenantOwned('coach', { client: 'client' })
@Unique({ name: 'client_onboarding_responses_client_config_step_field_unique', properties: ['client', 'config', 'stepId', 'fieldId'] })
@Index({ properties: ['config'] })
@Index({ properties: ['coach'] })
export class ClientOnboardingResponse {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade' })
  client: Client;

  @ManyToOne(() => ClientOnboardingConfig, { fieldName: 'config_id', deleteRule: 'cascade' })
  config: ClientOnboardingConfig;

  /** The business (the tenant), so every read stays in it without a join. */
  @ManyToOne(() => User, { fieldName: 'business_id', deleteRule: 'cascade' })
  coach: User;

  @Property({ length: 64 })
  stepId: string;

  @Property({ length: 64 })
  fieldId: string;

  @Property({ type: 'jsonb', nullable: true })
  responseValue?: OnboardingAnswer | null;

  /** Storage key of a file field's upload. */
  @Property({ nullable: true, length: 300, hidden: true })
  fileKey?: string | null;

  @Property({ type: 'timestamptz' })
  completedAt: Date & Opt = new Date();
}
