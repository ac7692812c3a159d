import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { ClientOnboardingConfig } from './entities/client-onboarding-config.entity';

export type NewOnboardingConfig = Pick<ClientOnboardingConfig, 'configName' | 'steps' | 'isActive'>;

/** The one place client_onboarding_configs is queried; every method stays in the tenant. */
@Injectable()
export class OnboardingConfigsRepository extends TenantRepository<ClientOnboardingConfig> {
  constructor(em: EntityManager) {
    super(em, ClientOnboardingConfig);
  }

  /** Every configuration of the business, newest first (a handful: not paged). */
  list(tenant: TenantScope): Promise<ClientOnboardingConfig[]> {
    return this.find(tenant, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  findById(tenant: TenantScope, id: string): Promise<ClientOnboardingConfig | null> {
    return this.findOne(tenant, { id });
  }

  findByIds(tenant: TenantScope, ids: readonly string[]): Promise<ClientOnboardingConfig[]> {
    return ids.length ? this.find(tenant, { id: { $in: [...ids] } }, { orderBy: { createdAt: 'desc', id: 'desc' } }) : Promise.resolve([]);
  }

  findActive(tenant: TenantScope): Promise<ClientOnboardingConfig | null> {
    return this.findOne(tenant, { isActive: true });
  }

  /**
   * Serialises the business's configuration writes until the transaction ends (a transaction-scoped advisory lock on
   * the business): two saves that each activate a configuration take turns, so the second deactivates the first
   * instead of failing on the one-active index.
   */
  async lockBusiness(tenant: TenantScope): Promise<void> {
    await this.sql(tenant, `select pg_advisory_xact_lock(hashtext('client_onboarding_configs'), hashtext(:tenant::text))`, {}, 'all');
  }

  /** Deactivates the business's active configuration(s) other than `exceptId`. */
  deactivateOthers(tenant: TenantScope, exceptId: string): Promise<number> {
    return this.update(tenant, { isActive: true, id: { $ne: exceptId } }, { isActive: false });
  }

  add(tenant: TenantScope, fields: NewOnboardingConfig): ClientOnboardingConfig {
    return this.create(tenant, fields);
  }
}
