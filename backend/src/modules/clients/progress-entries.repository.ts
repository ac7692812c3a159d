import type { RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import type { Client } from './entities/client.entity';
import { ProgressEntry } from './entities/progress-entry.entity';

/** Progress entries of the tenant's clients (`client.coach`); a client user reaches only their own. */
@Injectable()
export class ProgressEntriesRepository extends TenantRepository<ProgressEntry> {
  constructor(em: EntityManager) {
    super(em, ProgressEntry);
  }

  /** A new entry of a client the caller found in this tenant (saved with the next flush). */
  add(tenant: TenantScope, client: Client, fields: Omit<RequiredEntityData<ProgressEntry>, 'client'>): ProgressEntry {
    return this.create(tenant, { ...fields, client } as RequiredEntityData<ProgressEntry>);
  }

  /** The client's entries of one type, newest first (at most `limit`). */
  latestOfClient(tenant: TenantScope, clientId: string, type: string, limit: number): Promise<ProgressEntry[]> {
    return this.find(tenant, { client: clientId, type }, { orderBy: { recordedAt: 'desc', id: 'desc' }, limit });
  }
  /** Every row of the client, oldest first: their data export. Unbounded by design (one job per export reads them once). */
  allOfClient(tenant: TenantScope, clientId: string): Promise<ProgressEntry[]> {
    return this.find(tenant, { client: clientId }, { orderBy: { recordedAt: 'asc', id: 'asc' } });
  }
}
