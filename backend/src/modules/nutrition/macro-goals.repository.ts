import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { RequiredEntityData } from '@mikro-orm/core';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import type { Client } from '../clients/entities/client.entity';
import { ClientMacroGoal } from './entities/client-macro-goal.entity';

export type NewMacroGoal = Omit<RequiredEntityData<ClientMacroGoal>, 'client' | 'coach'>;

/** Macro goals of the tenant's clients (`coach`); a client user reaches only their own. */
@Injectable()
export class MacroGoalsRepository extends TenantRepository<ClientMacroGoal> {
  constructor(em: EntityManager) {
    super(em, ClientMacroGoal);
  }

  /** Whether the business ever set a client's macro goals. */
  hasAny(tenant: TenantScope): Promise<boolean> {
    return this.exists(tenant);
  }

  /** A page of the client's goals, newest effective date first. */
  pageForClient(tenant: TenantScope, clientId: string, page: { page: number; limit: number }): Promise<Page<ClientMacroGoal>> {
    return this.findPage(tenant, { client: clientId }, page, { orderBy: { effectiveDate: 'desc', createdAt: 'desc', id: 'desc' } });
  }

  /** The newest goal in effect on `day`. */
  current(tenant: TenantScope, clientId: string, day: string): Promise<ClientMacroGoal | null> {
    return this.findOne(tenant, { client: clientId, isActive: true, effectiveDate: { $lte: day } }, { orderBy: { effectiveDate: 'desc', createdAt: 'desc' } });
  }

  /** A new goal of a client found in the tenant; the business is filled in (saved with the next flush). */
  add(tenant: TenantScope, client: Client, fields: NewMacroGoal): ClientMacroGoal {
    return this.create(tenant, { client, ...fields } as RequiredEntityData<ClientMacroGoal>);
  }

  /** Every macro goal set for the client, oldest first (their data export). */
  allOfClient(tenant: TenantScope, clientId: string): Promise<ClientMacroGoal[]> {
    return this.find(tenant, { client: clientId }, { orderBy: { effectiveDate: 'asc', createdAt: 'asc', id: 'asc' } });
  }
}
