import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../../common/http/authenticated-request';
import { reachableClient, TenantRepository } from '../../../common/tenancy/tenant-repository';
import { Message } from '../../messaging/entities/message.entity';
import { MONTHS_CTE, rangeParams, type AnalyticsRange } from '../analytics-range';

export interface MessageMonthRow {
  month: string;
  received: number;
  sent: number;
  answered: number;
  avgResponseMinutes: number | null;
}

/**
 * The Messages chart, by the month a message was sent. Received: the clients' messages; sent: the business's (owner or
 * staff). Answered: a client's message the business replied to afterwards (by now). Response time: from the first
 * client message of a wait (the one after the business's last word) to the business's next reply, in minutes.
 */
@Injectable()
export class MessageAnalyticsRepository extends TenantRepository<Message> {
  constructor(em: EntityManager) {
    super(em, Message);
  }

  months(tenant: TenantScope, range: AnalyticsRange): Promise<MessageMonthRow[]> {
    return this.sql<MessageMonthRow[]>(
      tenant,
      `with ${MONTHS_CTE},
       conversation as (
         select msg.created_at, msg.from_client,
                lag(msg.from_client) over w as previous_from_client,
                min(msg.created_at) filter (where not msg.from_client) over (w rows between 1 following and unbounded following) as replied_at
           from messages msg
          where msg.coach_id = :tenant and ${reachableClient('msg.client_id')}
         window w as (partition by msg.client_id order by msg.created_at, msg.id)
       )
       select mo.month,
              (count(cv.created_at) filter (where cv.from_client))::int as received,
              (count(cv.created_at) filter (where not cv.from_client))::int as sent,
              (count(cv.created_at) filter (where cv.from_client and cv.replied_at is not null))::int as answered,
              round(extract(epoch from avg(cv.replied_at - cv.created_at)
                    filter (where cv.from_client and cv.previous_from_client is distinct from true and cv.replied_at is not null)) / 60)::int
                as "avgResponseMinutes"
         from months mo
         left join conversation cv on cv.created_at >= mo.starts and cv.created_at < mo.ends
        group by mo.month
        order by mo.month`,
      rangeParams(range),
    );
  }
}
