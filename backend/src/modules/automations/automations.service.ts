import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { AUTOMATION_LIMITS, AUTOMATION_MESSAGES, AUTOMATION_TEMPLATES, type AutomationTemplateKey } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { AutomationActionsRepository } from './automation-actions.repository';
import { AutomationExecutionsRepository } from './automation-executions.repository';
import { AUTOMATION_ACTION_REMOVED, AUTOMATION_TURNED_OFF } from './automation-run-reasons';
import { normalizeActions, normalizeConditions, type NormalizedAction } from './automation-rules';
import { AutomationWorkflowsRepository } from './automation-workflows.repository';
import type {
  AutomationResponseDto,
  AutomationRunResponseDto,
  AutomationStatsResponseDto,
  CreateAutomationDto,
  ListAutomationRunsQuery,
  UpdateAutomationDto,
} from './dto/automation.dto';
import { toAutomationResponse, toAutomationRunResponse } from './dto/automation.mapper';
import type { AutomationAction } from './entities/automation-action.entity';
import type { AutomationWorkflow } from './entities/automation-workflow.entity';

/** Client Automations (/automations): the business's workflows, their stats, the templates and the run log. */
@Injectable()
export class AutomationsService {
  constructor(
    private readonly workflows: AutomationWorkflowsRepository,
    private readonly actions: AutomationActionsRepository,
    private readonly executions: AutomationExecutionsRepository,
    private readonly uow: UnitOfWork,
  ) {}

  async list(tenant: TenantScope): Promise<AutomationResponseDto[]> {
    const workflows = await this.workflows.list(tenant);
    return this.respond(tenant, workflows);
  }

  async get(tenant: TenantScope, id: string): Promise<AutomationResponseDto> {
    const [response] = await this.respond(tenant, [await this.findOrFail(tenant, id)]);
    return response!;
  }

  /** Active automations, and this month's (UTC) runs, success rate and clients reached. */
  async stats(tenant: TenantScope, now = new Date()): Promise<AutomationStatsResponseDto> {
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const [activeAutomations, runs] = await Promise.all([this.workflows.countActive(tenant), this.executions.statsSince(tenant, monthStart)]);
    const finished = runs.completed + runs.failed;
    return {
      activeAutomations,
      runsThisMonth: runs.runs,
      successRate: finished ? Math.round((runs.completed / finished) * 100) : null,
      clientsReached: runs.clientsReached,
    };
  }

  async create(tenant: TenantScope, dto: CreateAutomationDto): Promise<AutomationResponseDto> {
    const conditions = normalizeConditions(dto.trigger.type, dto.trigger.conditions);
    const actions = normalizeActions(dto.actions ?? []);
    const workflow = await this.uow.transaction(async () => {
      await this.workflows.lockBusiness(tenant);
      if ((await this.workflows.countAll(tenant)) >= AUTOMATION_LIMITS.workflowsMax) throw new BadRequestException(AUTOMATION_MESSAGES.tooManyWorkflows);
      const created = this.workflows.add(tenant, {
        name: dto.name,
        description: dto.description ?? null,
        triggerType: dto.trigger.type,
        triggerConditions: conditions,
        isActive: dto.isActive ?? true,
      });
      actions.forEach((action, index) => this.addAction(tenant, created, action, index));
      await this.uow.save();
      return created;
    });
    return this.get(tenant, workflow.id);
  }

  /** Makes one of the three template cards a real workflow of the business. */
  async createFromTemplate(tenant: TenantScope, key: AutomationTemplateKey): Promise<AutomationResponseDto> {
    const template = AUTOMATION_TEMPLATES.find((candidate) => candidate.key === key);
    if (!template) throw new BadRequestException(AUTOMATION_MESSAGES.templateNotFound);
    return this.create(tenant, {
      name: template.name,
      description: template.description,
      trigger: { type: template.trigger },
      actions: template.actions.map((action) => ({ type: action.type, settings: { ...action.settings }, delay: action.delay })),
      isActive: true,
    });
  }

  /**
   * Edits an automation: what is sent changes. Sent actions replace the list (an `id` keeps that action and its counts;
   * the others stop running, their waiting runs cancelled, and keep their run log). Turning it off cancels its runs
   * still waiting.
   */
  async update(tenant: TenantScope, id: string, dto: UpdateAutomationDto): Promise<AutomationResponseDto> {
    const workflow = await this.findOrFail(tenant, id);
    const trigger = dto.trigger?.type ?? workflow.triggerType;
    const conditions = dto.trigger ? normalizeConditions(trigger, dto.trigger.conditions) : undefined;
    const actions = dto.actions ? normalizeActions(dto.actions) : undefined;
    await this.uow.transaction(async () => {
      if (dto.name !== undefined) workflow.name = dto.name;
      if (dto.description !== undefined) workflow.description = dto.description ?? null;
      if (conditions) {
        workflow.triggerType = trigger;
        workflow.triggerConditions = conditions;
      }
      if (dto.isActive !== undefined) workflow.isActive = dto.isActive;
      if (actions) await this.replaceActions(tenant, workflow, actions);
      await this.uow.save();
      if (actions) await this.executions.cancelPendingOfRemovedActions(tenant, workflow.id, AUTOMATION_ACTION_REMOVED);
      if (dto.isActive === false) await this.executions.cancelPending(tenant, workflow.id, AUTOMATION_TURNED_OFF);
    });
    return this.get(tenant, workflow.id);
  }

  /** Deletes an automation with its actions and run log; its queued actions find nothing to run. */
  async remove(tenant: TenantScope, id: string): Promise<void> {
    const workflow = await this.findOrFail(tenant, id);
    this.workflows.removeWorkflow(tenant, workflow);
    await this.uow.save();
  }

  async runs(tenant: TenantScope, id: string, query: ListAutomationRunsQuery): Promise<Page<AutomationRunResponseDto>> {
    const workflow = await this.findOrFail(tenant, id);
    return (await this.executions.pageOfWorkflow(tenant, workflow.id, query)).map(toAutomationRunResponse);
  }

  private async replaceActions(tenant: TenantScope, workflow: AutomationWorkflow, actions: readonly NormalizedAction[]): Promise<void> {
    const existing = new Map((await this.actions.ofWorkflows(tenant, [workflow.id])).map((action) => [action.id, action]));
    const kept: string[] = [];
    actions.forEach((action, index) => {
      const current = action.id ? existing.get(action.id) : undefined;
      if (current && current.actionType === action.type) {
        current.actionData = action.settings;
        current.delayMinutes = action.delayMinutes;
        current.orderIndex = index;
        kept.push(current.id);
      } else {
        kept.push(this.addAction(tenant, workflow, action, index).id);
      }
    });
    await this.actions.retireOthers(tenant, workflow, kept);
  }

  private addAction(tenant: TenantScope, workflow: AutomationWorkflow, action: NormalizedAction, orderIndex: number): AutomationAction {
    return this.actions.add(tenant, { workflow, actionType: action.type, actionData: action.settings, delayMinutes: action.delayMinutes, orderIndex });
  }

  private async respond(tenant: TenantScope, workflows: AutomationWorkflow[]): Promise<AutomationResponseDto[]> {
    const actions = await this.actions.ofWorkflows(
      tenant,
      workflows.map((workflow) => workflow.id),
    );
    return workflows.map((workflow) =>
      toAutomationResponse(
        workflow,
        actions.filter((action) => action.workflow.id === workflow.id),
      ),
    );
  }

  private async findOrFail(tenant: TenantScope, id: string): Promise<AutomationWorkflow> {
    const workflow = await this.workflows.findById(tenant, id);
    if (!workflow) throw new NotFoundException(AUTOMATION_MESSAGES.notFound);
    return workflow;
  }
}
