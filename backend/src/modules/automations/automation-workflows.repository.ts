import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AutomationActionType, AutomationTrigger } from '@coachcore/domain';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { AutomationWorkflow } from './entities/automation-workflow.entity';

export type NewAutomationWorkflow = Pick<AutomationWorkflow, 'name' | 'description' | 'triggerType' | 'triggerConditions' | 'isActive'>;

/** An active automation as an event starts it: its conditions and its live actions, in order. */
export interface TriggeredAutomation {
  id: string;
  triggerConditions: Record<string, string>;
  actions: Array<{ id: string; actionType: AutomationActionType; actionData: Record<string, string | number>; delayMinutes: number }>;
}

/** The one place automation_workflows is queried; every method stays in the tenant. */
@Injectable()
export class AutomationWorkflowsRepository extends TenantRepository<AutomationWorkflow> {
  constructor(em: EntityManager) {
    super(em, AutomationWorkflow);
  }

  /** Every automation of the business, newest first (at most AUTOMATION_LIMITS.workflowsMax: not paged). */
  list(tenant: TenantScope): Promise<AutomationWorkflow[]> {
    return this.find(tenant, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  findById(tenant: TenantScope, id: string): Promise<AutomationWorkflow | null> {
    return this.findOne(tenant, { id });
  }

  /**
   * The business's active automations started by this trigger, each with its live actions in order: what an event
   * needs to start its runs, read in one query (an event arrives for every sign-up, payment and workout).
   */
  async triggeredBy(tenant: TenantScope, trigger: AutomationTrigger): Promise<TriggeredAutomation[]> {
    const rows = await this.sql<{ id: string; trigger_conditions: Record<string, string>; actions: TriggeredAutomation['actions'] }[]>(
      tenant,
      `select w.id, w.trigger_conditions,
              coalesce(json_agg(json_build_object('id', a.id, 'actionType', a.action_type, 'actionData', a.action_data, 'delayMinutes', a.delay_minutes)
                                order by a.order_index, a.id) filter (where a.id is not null), '[]') as actions
         from automation_workflows w
         left join automation_actions a on a.workflow_id = w.id and a.is_active
        where w.coach_id = :tenant and w.trigger_type = :trigger and w.is_active
        group by w.id
        order by w.created_at, w.id`,
      { trigger },
    );
    return rows.map((row) => ({ id: row.id, triggerConditions: row.trigger_conditions, actions: row.actions }));
  }

  countAll(tenant: TenantScope): Promise<number> {
    return this.count(tenant);
  }

  countActive(tenant: TenantScope): Promise<number> {
    return this.count(tenant, { isActive: true });
  }

  /** Serialises the business's creations until the transaction ends, so the cap on automations holds under races. */
  async lockBusiness(tenant: TenantScope): Promise<void> {
    await this.sql(tenant, `select pg_advisory_xact_lock(hashtext('automation_workflows'), hashtext(:tenant::text))`, {}, 'all');
  }

  add(tenant: TenantScope, fields: NewAutomationWorkflow): AutomationWorkflow {
    return this.create(tenant, fields);
  }

  removeWorkflow(tenant: TenantScope, workflow: AutomationWorkflow): void {
    this.remove(tenant, workflow);
  }
}
