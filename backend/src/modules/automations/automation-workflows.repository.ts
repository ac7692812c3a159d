import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AutomationTrigger } from '@coachcore/domain';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { AutomationWorkflow } from './entities/automation-workflow.entity';

export type NewAutomationWorkflow = Pick<AutomationWorkflow, 'name' | 'description' | 'triggerType' | 'triggerConditions' | 'isActive'>;

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

  /** The business's active automations started by this trigger. */
  activeFor(tenant: TenantScope, trigger: AutomationTrigger): Promise<AutomationWorkflow[]> {
    return this.find(tenant, { triggerType: trigger, isActive: true }, { orderBy: { createdAt: 'asc', id: 'asc' } });
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
