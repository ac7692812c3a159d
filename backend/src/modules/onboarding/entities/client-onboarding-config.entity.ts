import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { DEFAULT_ONBOARDING_CONFIG_NAME, type OnboardingStepDefinition } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';

/**
 * A business's client onboarding configuration (document 2, client_onboarding_configs): the steps a newly linked
 * client walks through. At most one per business is active (a partial unique index), the one the portal shows.
 */
@Entity({ tableName: 'client_onboarding_configs' })
@TenantOwned('coach')
@Index({ properties: ['coach', 'createdAt'] })
@Index({
  name: 'client_onboarding_configs_one_active',
  expression: 'create unique index "client_onboarding_configs_one_active" on "client_onboarding_configs" ("business_id") where "is_active"',
})
export class ClientOnboardingConfig {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The business (the spec's businessId; the tenant). */
  @ManyToOne(() => User, { fieldName: 'business_id', deleteRule: 'cascade' })
  coach: User;

  @Property({ length: 120, default: DEFAULT_ONBOARDING_CONFIG_NAME })
  configName: string & Opt = DEFAULT_ONBOARDING_CONFIG_NAME;

  @Property({ type: 'jsonb' })
  steps: OnboardingStepDefinition[];

  @Property({ default: false })
  isActive: boolean & Opt = false;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
