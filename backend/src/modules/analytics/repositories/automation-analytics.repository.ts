import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../../common/http/authenticated-request';
import { reachableClient, TenantRepository } from '../../../common/tenancy/tenant-repository';
import { AutomationWorkflow } from '../../automations/entities/automation-workflow.entity';
import { MONTHS_CTE, rangeParams, type AnalyticsRange } from '../analytics-range';

export interface AutomationMonthRow {
  month: string;
  runs: number;
  actionsCompleted: number;
  actionsFailed: number;
  actionsPending: number;
  actionsCancelled: number;
}

/**
 * The Automation Runs chart, by the month a run started: a run is one event's pass of a workflow for a client
 * (automation_executions holds one row per action of it); its actions by where they stand.
 */
@Injectable()
export class AutomationAnalyticsRepository extends TenantRepository<AutomationWorkflow> {
  constructor(em: EntityManager) {
    super(em, AutomationWorkflow);
  }

  months(tenant: TenantScope, range: AnalyticsRange): Promise<AutomationMonthRow[]> {
    return this.sql<AutomationMonthRow[]>(
      tenant,
      `with ${MONTHS_CTE}
       select mo.month,
              count(distinct ae.workflow_id::text || ae.event_id::text || ae.client_id::text)::int as runs,
              (count(ae.id) filter (where ae.status = 'completed'))::int as "actionsCompleted",
              (count(ae.id) filter (where ae.status = 'failed'))::int as "actionsFailed",
              (count(ae.id) filter (where ae.status in ('pending', 'running')))::int as "actionsPending",
              (count(ae.id) filter (where ae.status = 'cancelled'))::int as "actionsCancelled"
         from months mo
         left join (automation_executions ae join automation_workflows aw on aw.id = ae.workflow_id and aw.coach_id = :tenant)
                on ae.created_at >= mo.starts and ae.created_at < mo.ends and ${reachableClient('ae.client_id')}
        group by mo.month
        order by mo.month`,
      rangeParams(range),
    );
  }
}
