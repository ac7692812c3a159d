import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { CoachingPackage } from './entities/coaching-package.entity';

export type NewCoachingPackage = Pick<CoachingPackage, 'name' | 'description' | 'price' | 'duration' | 'features' | 'maxClients' | 'billingInterval'>;

/** The one place coaching_packages is queried. The entity is `@TenantOwned('coach')`: every query stays in the tenant. */
@Injectable()
export class PackagesRepository extends TenantRepository<CoachingPackage> {
  constructor(em: EntityManager) {
    super(em, CoachingPackage);
  }

  /** Whether the business has any package, and one with a price (the setup wizard's step 2). */
  async setupFacts(tenant: TenantScope): Promise<{ any: boolean; priced: boolean }> {
    const [any, priced] = await Promise.all([this.exists(tenant), this.exists(tenant, { price: { $gt: 0 } })]);
    return { any, priced };
  }

  findById(tenant: TenantScope, id: string): Promise<CoachingPackage | null> {
    return this.findOne(tenant, { id });
  }

  /** The package, locked until the surrounding transaction ends: assignments to one package take turns on it. */
  lockById(tenant: TenantScope, id: string): Promise<CoachingPackage | null> {
    return this.lock(tenant, { id });
  }

  /** One page, newest first (the id ends the order, so pages never overlap); only active or inactive ones when asked. */
  page(tenant: TenantScope, query: { page: number; limit: number; isActive?: boolean }): Promise<Page<CoachingPackage>> {
    const where: FilterQuery<CoachingPackage> = query.isActive === undefined ? {} : { isActive: query.isActive };
    return this.findPage(tenant, where, query, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** A new package of the business (saved with the next flush). */
  add(tenant: TenantScope, fields: NewCoachingPackage): CoachingPackage {
    return this.create(tenant, fields);
  }

  /** Schedules the removal of one of the business's packages (with the next flush). */
  removePackage(tenant: TenantScope, coachingPackage: CoachingPackage): void {
    this.remove(tenant, coachingPackage);
  }
}
