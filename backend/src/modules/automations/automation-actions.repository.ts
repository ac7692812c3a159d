import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { AutomationAction } from './entities/automation-action.entity';
import type { AutomationWorkflow } from './entities/automation-workflow.entity';

export type NewAutomationAction = Pick<AutomationAction, 'workflow' | 'actionType' | 'actionData' | 'delayMinutes' | 'orderIndex'>;

/** The one place automation_actions is queried; every method stays in the tenant. */
@Injectable()
export class AutomationActionsRepository extends TenantRepository<AutomationAction> {
  constructor(em: EntityManager) {
    super(em, AutomationAction);
  }

  /** The live actions of these workflows, each workflow's in order. */
  ofWorkflows(tenant: TenantScope, workflowIds: readonly string[]): Promise<AutomationAction[]> {
    if (!workflowIds.length) return Promise.resolve([]);
    return this.find(tenant, { workflow: { $in: [...workflowIds] }, isActive: true }, { orderBy: { orderIndex: 'asc', id: 'asc' } });
  }

  findById(tenant: TenantScope, id: string): Promise<AutomationAction | null> {
    return this.findOne(tenant, { id });
  }

  add(tenant: TenantScope, fields: NewAutomationAction): AutomationAction {
    return this.create(tenant, fields);
  }

  /**
   * Retires the workflow's actions other than `keepIds` (an edit removed them): they stop running but stay, with their
   * run log, until the workflow is deleted.
   */
  retireOthers(tenant: TenantScope, workflow: AutomationWorkflow, keepIds: readonly string[]): Promise<number> {
    return this.update(tenant, { workflow: workflow.id, isActive: true, ...(keepIds.length ? { id: { $nin: [...keepIds] } } : {}) }, { isActive: false });
  }
}
