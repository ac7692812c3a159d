import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../../common/http/authenticated-request';
import { reachableClient, TenantRepository } from '../../../common/tenancy/tenant-repository';
import { Client } from '../../clients/entities/client.entity';
import { MONTHS_CTE, rangeParams, type AnalyticsRange } from '../analytics-range';

export interface ClientMonthRow {
  month: string;
  newClients: number;
  churnedClients: number;
  activeClients: number;
  activeAtStart: number;
  retainedClients: number;
}

/** Active at instant `at`: joined before it (the join's condition) and active now, or deactivated since. */
const activeAt = (at: string) => `(c.deactivated_at >= ${at} or (c.deactivated_at is null and c.is_active))`;

/** The Clients chart: new, churned (deactivated) and active clients per month, and who stayed through it. */
@Injectable()
export class ClientAnalyticsRepository extends TenantRepository<Client> {
  constructor(em: EntityManager) {
    super(em, Client);
  }

  months(tenant: TenantScope, range: AnalyticsRange): Promise<ClientMonthRow[]> {
    return this.sql<ClientMonthRow[]>(
      tenant,
      `with ${MONTHS_CTE}
       select mo.month,
              (count(c.id) filter (where c.created_at >= mo.starts))::int as "newClients",
              (count(c.id) filter (where c.deactivated_at >= mo.starts and c.deactivated_at < mo.ends))::int as "churnedClients",
              (count(c.id) filter (where ${activeAt('mo.ends')}))::int as "activeClients",
              (count(c.id) filter (where c.created_at < mo.starts and ${activeAt('mo.starts')}))::int as "activeAtStart",
              (count(c.id) filter (where c.created_at < mo.starts and ${activeAt('mo.ends')}))::int as "retainedClients"
         from months mo
         left join clients c on c.coach_id = :tenant and ${reachableClient('c.id')} and c.created_at < mo.ends
        group by mo.month
        order by mo.month`,
      rangeParams(range),
    );
  }
}
