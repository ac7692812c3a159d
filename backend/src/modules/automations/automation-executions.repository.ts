import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { reachableClient, TenantRepository } from '../../common/tenancy/tenant-repository';
import { AutomationExecution } from './entities/automation-execution.entity';

/** A run's action and when it is due, minutes after the event. */
export interface PlannedAction {
  actionId: string;
  offsetMinutes: number;
}

export interface AutomationRunStats {
  runs: number;
  completed: number;
  failed: number;
  clientsReached: number;
}

/** `{a,b}` as PostgreSQL reads an array literal (one text parameter, so drivers never expand it). */
const arrayLiteral = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

/** The one place automation_executions is queried; every method stays in the tenant. */
@Injectable()
export class AutomationExecutionsRepository extends TenantRepository<AutomationExecution> {
  constructor(em: EntityManager) {
    super(em, AutomationExecution);
  }

  /**
   * Records the run of a workflow for an event and a client: one pending row per action, due `offsetMinutes` after
   * `base`, and counts the run on the workflow, in one statement. The unique key (workflow, event, client, action)
   * skips what an earlier or concurrent delivery of the same event recorded (and then counts nothing); answers the rows
   * this call inserted. The workflow and the client must be the tenant's.
   */
  async recordRun(
    tenant: TenantScope,
    run: { workflowId: string; clientId: string; eventId: string; triggerData: Record<string, unknown>; base: Date; actions: readonly PlannedAction[] },
  ): Promise<Array<{ id: string; scheduledAt: Date }>> {
    if (!run.actions.length) return [];
    const rows = await this.sql<{ id: string; scheduled_at: Date }[]>(
      tenant,
      `with inserted as (
         insert into automation_executions (id, workflow_id, action_id, client_id, event_id, trigger_data, status, attempts, scheduled_at, created_at)
         select gen_random_uuid(), w.id, a.id, c.id, :event::uuid, :data::jsonb, 'pending', 0,
                :base::timestamptz + make_interval(mins => x.offset_minutes), now()
           from automation_workflows w
           join automation_actions a on a.workflow_id = w.id and a.is_active
           join unnest(:actions::uuid[], :offsets::int[]) as x(action_id, offset_minutes) on x.action_id = a.id
           join clients c on c.id = :client::uuid and c.coach_id = :tenant
          where w.id = :workflow::uuid and w.coach_id = :tenant
         on conflict on constraint automation_executions_once do nothing
         returning id, scheduled_at),
       counted as (
         update automation_workflows set total_executions = total_executions + 1, last_executed_at = now()
          where id = :workflow::uuid and coach_id = :tenant and exists (select 1 from inserted))
       select id, scheduled_at from inserted`,
      {
        event: run.eventId,
        data: JSON.stringify(run.triggerData),
        base: run.base.toISOString(),
        actions: arrayLiteral(run.actions.map((action) => action.actionId)),
        offsets: arrayLiteral(run.actions.map((action) => action.offsetMinutes)),
        client: run.clientId,
        workflow: run.workflowId,
      },
    );
    return rows.map((row) => ({ id: row.id, scheduledAt: new Date(row.scheduled_at) }));
  }

  /** The run's actions still waiting to run (to be queued; queuing twice runs once). */
  pendingOfRun(tenant: TenantScope, run: { workflowId: string; eventId: string; clientId: string }): Promise<AutomationExecution[]> {
    return this.find(tenant, { workflow: run.workflowId, eventId: run.eventId, client: run.clientId, status: 'pending' }, { orderBy: { scheduledAt: 'asc' } });
  }

  findById(tenant: TenantScope, id: string): Promise<AutomationExecution | null> {
    return this.findOne(tenant, { id }, { populate: ['action', 'client', 'workflow'] });
  }

  /**
   * Takes the run of an action for this attempt (pending, or running when a worker died in it or its retry runs
   * before the last attempt's end was recorded): `running`, its attempts counted and its first start kept. A run
   * whose workflow was turned off or whose action was removed meanwhile is cancelled with the reason instead, so it
   * never stays waiting. Answers what the run became, or null when there was nothing to take (done, failed,
   * cancelled, deleted).
   */
  async claim(tenant: TenantScope, id: string, reasons: { turnedOff: string; actionRemoved: string }): Promise<'running' | 'cancelled' | null> {
    const rows = await this.sql<{ status: 'running' | 'cancelled' }[]>(
      tenant,
      `with found as (
         select e.id, (w.is_active and a.is_active) as live,
                case when not w.is_active then :turnedOff else :actionRemoved end as reason
           from automation_executions e
           join automation_workflows w on w.id = e.workflow_id and w.coach_id = :tenant
           join automation_actions a on a.id = e.action_id
          where e.id = :id and e.status in ('pending', 'running'))
       update automation_executions e
          set status = case when f.live then 'running' else 'cancelled' end,
              attempts = e.attempts + (case when f.live then 1 else 0 end),
              started_at = case when f.live then coalesce(e.started_at, now()) else e.started_at end,
              error_message = case when f.live then e.error_message else f.reason end
         from found f
        where e.id = f.id and e.status in ('pending', 'running')
       returning e.status`,
      { id, turnedOff: reasons.turnedOff, actionRemoved: reasons.actionRemoved },
    );
    return rows[0]?.status ?? null;
  }

  /**
   * Marks a run failed whose job failed for good while the run still shows waiting or running (its worker died in it
   * more often than BullMQ allows, or the database was away when its last attempt ended); answers whether it did.
   */
  async failAbandoned(tenant: TenantScope, id: string, error: string): Promise<boolean> {
    const rows = await this.sql<{ id: string }[]>(
      tenant,
      `with done as (
         update automation_executions e set status = 'failed', error_message = :error, executed_at = now()
           from automation_workflows w
          where e.id = :id and e.status in ('pending', 'running') and w.id = e.workflow_id and w.coach_id = :tenant
         returning e.id, e.action_id),
       counted as (update automation_actions a set failure_count = a.failure_count + 1 where a.id in (select action_id from done))
       select id from done`,
      { id, error },
    );
    return rows.length === 1;
  }

  /**
   * Ends a running action: completed with its result, failed with its error, or back to pending until its retry; a
   * completed or failed run is counted on its action in the same statement.
   */
  async finish(
    tenant: TenantScope,
    id: string,
    outcome: { status: 'completed' | 'failed' | 'pending'; result?: Record<string, unknown>; error?: string },
  ): Promise<number> {
    // Raw SQL: the result goes in as jsonb text, which the ORM's bulk update would store as one JSON string.
    const rows = await this.sql<{ id: string }[]>(
      tenant,
      `with done as (
         update automation_executions e
            set status = :status, result = :result::jsonb, error_message = :error,
                executed_at = case when :status = 'pending' then e.executed_at else now() end
           from automation_workflows w
          where e.id = :id and e.status = 'running' and w.id = e.workflow_id and w.coach_id = :tenant
         returning e.id, e.action_id),
       counted as (
         update automation_actions a
            set success_count = a.success_count + (case when :status = 'completed' then 1 else 0 end),
                failure_count = a.failure_count + (case when :status = 'failed' then 1 else 0 end)
          where :status in ('completed', 'failed') and a.id in (select action_id from done))
       select id from done`,
      { id, status: outcome.status, result: outcome.result ? JSON.stringify(outcome.result) : null, error: outcome.error ?? null },
    );
    return rows.length;
  }

  /** Stops the workflow's runs still waiting (it was turned off): they never run. */
  async cancelPending(tenant: TenantScope, workflowId: string, reason: string): Promise<number> {
    const rows = await this.sql<{ id: string }[]>(
      tenant,
      `update automation_executions e set status = 'cancelled', error_message = :reason
         from automation_workflows w
        where e.workflow_id = :workflow and w.id = e.workflow_id and w.coach_id = :tenant and e.status = 'pending'
       returning e.id`,
      { workflow: workflowId, reason },
    );
    return rows.length;
  }

  /** Stops the waiting runs of the workflow's actions that an edit removed: they never run. */
  async cancelPendingOfRemovedActions(tenant: TenantScope, workflowId: string, reason: string): Promise<number> {
    const rows = await this.sql<{ id: string }[]>(
      tenant,
      `update automation_executions e set status = 'cancelled', error_message = :reason
         from automation_workflows w, automation_actions a
        where e.workflow_id = :workflow and w.id = e.workflow_id and w.coach_id = :tenant
          and a.id = e.action_id and not a.is_active and e.status = 'pending'
       returning e.id`,
      { workflow: workflowId, reason },
    );
    return rows.length;
  }

  /** One page of a workflow's run log, newest first. */
  pageOfWorkflow(tenant: TenantScope, workflowId: string, page: { page: number; limit: number }): Promise<Page<AutomationExecution>> {
    return this.findPage(tenant, { workflow: workflowId }, page, {
      orderBy: { createdAt: 'desc', scheduledAt: 'desc', id: 'desc' },
      populate: ['action', 'client'],
    });
  }

  /** Runs since `since` (one per workflow, event and client), their actions' outcomes and the clients reached. */
  async statsSince(tenant: TenantScope, since: Date): Promise<AutomationRunStats> {
    const [row] = await this.sql<Record<string, string | number>[]>(
      tenant,
      `select count(distinct (e.workflow_id::text || e.event_id::text || e.client_id::text)) as runs,
              count(*) filter (where e.status = 'completed') as completed,
              count(*) filter (where e.status = 'failed') as failed,
              count(distinct e.client_id) filter (where e.status = 'completed') as reached
         from automation_executions e
         join automation_workflows w on w.id = e.workflow_id
        where w.coach_id = :tenant and e.created_at >= :since and ${reachableClient('e.client_id')}`,
      { since: since.toISOString() },
    );
    return {
      runs: Number(row?.runs ?? 0),
      completed: Number(row?.completed ?? 0),
      failed: Number(row?.failed ?? 0),
      clientsReached: Number(row?.reached ?? 0),
    };
  }
}
