import type { AutomationTrigger } from '@coachcore/domain';
import type { AutomationAction } from '../entities/automation-action.entity';
import type { AutomationExecution } from '../entities/automation-execution.entity';
import type { AutomationWorkflow } from '../entities/automation-workflow.entity';
import type { AutomationActionResponseDto, AutomationResponseDto, AutomationRunResponseDto } from './automation.dto';

export function toAutomationActionResponse(action: AutomationAction): AutomationActionResponseDto {
  return {
    id: action.id,
    type: action.actionType,
    settings: action.actionData,
    delay: Math.round(action.delayMinutes / 60),
    successCount: action.successCount,
    failureCount: action.failureCount,
  };
}

export function toAutomationResponse(workflow: AutomationWorkflow, actions: readonly AutomationAction[]): AutomationResponseDto {
  return {
    id: workflow.id,
    name: workflow.name,
    description: workflow.description,
    trigger: { type: workflow.triggerType, conditions: workflow.triggerConditions },
    actions: actions.map(toAutomationActionResponse),
    isActive: workflow.isActive,
    totalExecutions: workflow.totalExecutions,
    lastExecutedAt: workflow.lastExecutedAt?.toISOString() ?? null,
    createdAt: workflow.createdAt.toISOString(),
  };
}

export function toAutomationRunResponse(execution: AutomationExecution): AutomationRunResponseDto {
  return {
    id: execution.id,
    actionId: execution.action.id,
    actionType: execution.action.actionType,
    clientId: execution.client.id,
    clientName: `${execution.client.firstName} ${execution.client.lastName}`.trim(),
    trigger: execution.triggerData.name as AutomationTrigger,
    status: execution.status,
    attempts: execution.attempts,
    scheduledAt: execution.scheduledAt.toISOString(),
    executedAt: execution.executedAt?.toISOString() ?? null,
    errorMessage: execution.errorMessage,
    result: execution.result,
    createdAt: execution.createdAt.toISOString(),
  };
}
