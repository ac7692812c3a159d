import type { RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { CursorPage } from '../../common/http/cursor-pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import type { Client } from './entities/client.entity';
import { WellnessLog } from './entities/wellness-log.entity';

/** Wellness check-ins of the tenant's clients (`client.coach`); a client user reaches only their own. */
@Injectable()
export class WellnessLogsRepository extends TenantRepository<WellnessLog> {
  constructor(em: EntityManager) {
    super(em, WellnessLog);
  }

  /** A page of the client's check-ins, newest day first; null when the cursor is none of them. */
  pageForClient(tenant: TenantScope, clientId: string, page: { cursor?: string; limit: number }): Promise<CursorPage<WellnessLog> | null> {
    return this.findAfter(tenant, { client: clientId }, page, { by: ['date', 'createdAt'], direction: 'desc' });
  }

  /** A check-in of a client the caller found in this tenant (saved with the next flush). */
  add(tenant: TenantScope, client: Client, fields: Omit<RequiredEntityData<WellnessLog>, 'client'>): WellnessLog {
    return this.create(tenant, { ...fields, client } as RequiredEntityData<WellnessLog>);
  }

  /** Every check-in of the client, oldest day first (their data export). */
  allOfClient(tenant: TenantScope, clientId: string): Promise<WellnessLog[]> {
    return this.find(tenant, { client: clientId }, { orderBy: { date: 'asc', createdAt: 'asc', id: 'asc' } });
  }
}
