import type { RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import type { Client } from './entities/client.entity';
import { WellnessLog } from './entities/wellness-log.entity';

/** Wellness check-ins of the tenant's clients (`client.coach`); a client user reaches only their own. */
@Injectable()
export class WellnessLogsRepository extends TenantRepository<WellnessLog> {
  constructor(em: EntityManager) {
    super(em, WellnessLog);
  }

  /** Newest day first. */
  listForClient(tenant: TenantScope, clientId: string, limit: number): Promise<WellnessLog[]> {
    return this.find(tenant, { client: clientId }, { orderBy: { date: 'desc', createdAt: 'desc' }, limit });
  }

  /** A check-in of a client the caller found in this tenant (saved with the next flush). */
  add(tenant: TenantScope, client: Client, fields: Omit<RequiredEntityData<WellnessLog>, 'client'>): WellnessLog {
    return this.create(tenant, { ...fields, client } as RequiredEntityData<WellnessLog>);
  }
}
