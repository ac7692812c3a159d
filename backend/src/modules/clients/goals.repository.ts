import type { FilterQuery, RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import type { Client } from './entities/client.entity';
import { Goal } from './entities/goal.entity';

/** Goals of the tenant's clients (`client.coach`); a client user reaches only their own. */
@Injectable()
export class GoalsRepository extends TenantRepository<Goal> {
  constructor(em: EntityManager) {
    super(em, Goal);
  }

  /** A page of the client's goals (only the active ones, or only the others, when `active` says), newest first. */
  pageForClient(tenant: TenantScope, clientId: string, page: { page: number; limit: number; active?: boolean }): Promise<Page<Goal>> {
    const status = page.active === undefined ? {} : { status: page.active ? 'active' : { $ne: 'active' } };
    return this.findPage(tenant, { client: clientId, ...status } as FilterQuery<Goal>, page, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  findById(tenant: TenantScope, id: string): Promise<Goal | null> {
    return this.findOne(tenant, { id }, { populate: ['client'] });
  }

  /** A new goal of a client the caller found in this tenant (saved with the next flush). */
  add(tenant: TenantScope, client: Client, fields: Omit<RequiredEntityData<Goal>, 'client'>): Goal {
    return this.create(tenant, { ...fields, client } as RequiredEntityData<Goal>);
  }

  async removeGoal(tenant: TenantScope, goal: Goal): Promise<void> {
    await this.delete(tenant, { id: goal.id });
  }
  /** Every row of the client, oldest first: their data export. Unbounded by design (one job per export reads them once). */
  allOfClient(tenant: TenantScope, clientId: string): Promise<Goal[]> {
    return this.find(tenant, { client: clientId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }
}
