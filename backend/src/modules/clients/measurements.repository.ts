import type { RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { CursorPage } from '../../common/http/cursor-pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import type { Client } from './entities/client.entity';
import { Measurement } from './entities/measurement.entity';

/** Measurements of the tenant's clients (`client.coach`); a client user reaches only their own. */
@Injectable()
export class MeasurementsRepository extends TenantRepository<Measurement> {
  constructor(em: EntityManager) {
    super(em, Measurement);
  }

  /** A page of the client's measurements, newest first; null when the cursor is none of them. */
  pageForClient(tenant: TenantScope, clientId: string, page: { cursor?: string; limit: number }): Promise<CursorPage<Measurement> | null> {
    return this.findAfter(tenant, { client: clientId }, page, { by: ['createdAt'], direction: 'desc' });
  }

  /** New measurements of a client the caller found in this tenant (saved with the next flush). */
  add(tenant: TenantScope, client: Client, fields: Omit<RequiredEntityData<Measurement>, 'client'>): Measurement {
    return this.create(tenant, { ...fields, client } as RequiredEntityData<Measurement>);
  }
  /** Every row of the client, oldest first: their data export. Unbounded by design (one job per export reads them once). */
  allOfClient(tenant: TenantScope, clientId: string): Promise<Measurement[]> {
    return this.find(tenant, { client: clientId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }
}
