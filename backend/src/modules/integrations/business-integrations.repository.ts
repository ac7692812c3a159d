import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { BusinessIntegration } from './entities/business-integration.entity';

/** The one place business_integrations is queried. */
@Injectable()
export class BusinessIntegrationsRepository extends TenantRepository<BusinessIntegration> {
  constructor(em: EntityManager) {
    super(em, BusinessIntegration);
  }

  findByType(tenant: TenantScope, integrationType: string): Promise<BusinessIntegration | null> {
    return this.findOne(tenant, { integrationType });
  }

  /**
   * The business's row of this type, made (with `secret` as its webhook secret) the first time it is asked for.
   * Raw SQL: `on conflict do nothing` on the (business, type) constraint, so two first reads make one row.
   */
  async ensure(tenant: TenantScope, integrationType: string, secret: string): Promise<void> {
    await this.sql(
      tenant,
      `insert into business_integrations (id, business_id, integration_type, status, settings, webhook_secret, created_at, updated_at)
       values (gen_random_uuid(), :tenant, :type, 'pending', '{}'::jsonb, :secret, now(), now())
       on conflict (business_id, integration_type) do nothing`,
      { type: integrationType, secret },
      'run',
    );
  }

  /** Records that a delivery reached the business's client list. */
  markSynced(tenant: TenantScope, id: string, at: Date): Promise<number> {
    return this.update(tenant, { id }, { lastSyncAt: at });
  }

  /**
   * The integration a webhook delivery names (its account id), whatever the business.
   * @crossTenant a delivery arrives signed out: its account header is what finds the business, whose secret then
   * verifies the signature.
   */
  findForDelivery(id: string, integrationType: string): Promise<BusinessIntegration | null> {
    return this.acrossTenants.findOne({ id, integrationType }, { populate: ['coach'] as never[] }) as Promise<BusinessIntegration | null>;
  }
}
