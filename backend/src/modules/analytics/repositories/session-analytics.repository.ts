import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../../common/http/authenticated-request';
import { reachableClient, TenantRepository } from '../../../common/tenancy/tenant-repository';
import { Meeting } from '../../meetings/entities/meeting.entity';
import { MONTHS_CTE, rangeParams, type AnalyticsRange } from '../analytics-range';

export interface SessionMonthRow {
  month: string;
  booked: number;
  attended: number;
  noShows: number;
  cancelled: number;
}

/**
 * The Sessions chart: meetings and bookings by the month they are scheduled in. Booked counts every one not cancelled;
 * attended the completed ones, no-shows those marked no_show. Group sessions (no client) count for the whole business.
 */
@Injectable()
export class SessionAnalyticsRepository extends TenantRepository<Meeting> {
  constructor(em: EntityManager) {
    super(em, Meeting);
  }

  months(tenant: TenantScope, range: AnalyticsRange): Promise<SessionMonthRow[]> {
    return this.sql<SessionMonthRow[]>(
      tenant,
      `with ${MONTHS_CTE}
       select mo.month,
              (count(m.id) filter (where m.status <> 'cancelled'))::int as booked,
              (count(m.id) filter (where m.status = 'completed'))::int as attended,
              (count(m.id) filter (where m.status = 'no_show'))::int as "noShows",
              (count(m.id) filter (where m.status = 'cancelled'))::int as cancelled
         from months mo
         left join meetings m on m.coach_id = :tenant and (m.client_id is null or ${reachableClient('m.client_id')})
                             and m.scheduled_at >= mo.starts and m.scheduled_at < mo.ends
        group by mo.month
        order by mo.month`,
      rangeParams(range),
    );
  }
}
