import { Injectable } from '@nestjs/common';
import type { JobsOptions } from 'bullmq';
import type { AutomationTrigger } from '@coachcore/domain';
import type { DomainEvent } from '../../common/events/domain-event-map';
import type { TenantScope } from '../../common/http/authenticated-request';
import { JobQueue } from '../../infra/queues/job-queue.service';
import { AutomationActionRunner } from './automation-action-runner';
import { AutomationExecutionsRepository } from './automation-executions.repository';
import { matchesConditions, scheduleOf } from './automation-rules';
import { AutomationWorkflowsRepository } from './automation-workflows.repository';
import { AUTOMATION_ACTION_REMOVED, AUTOMATION_TURNED_OFF } from './automation-run-reasons';
import type { AutomationExecution } from './entities/automation-execution.entity';

/** An action's job: retried twice with backoff (1 s, then 2 s) before its run shows as failed. */
export const AUTOMATION_ACTION_JOB: JobsOptions = { attempts: 3, backoff: { type: 'exponential', delay: 1000 } };

export const automationJobId = (executionId: string) => `automation.${executionId}`;

/**
 * Running automations (worker side): an event starts the business's matching active automations for its client (one
 * run per automation, event and client, enforced by the run log's unique key), and each action runs as its own
 * delayed job.
 */
@Injectable()
export class AutomationRunsService {
  constructor(
    private readonly workflows: AutomationWorkflowsRepository,
    private readonly executions: AutomationExecutionsRepository,
    private readonly runner: AutomationActionRunner,
    private readonly jobs: JobQueue,
  ) {}

  /**
   * Records the runs an event starts and queues their actions. A repeated or concurrent delivery of the same event
   * records nothing more and queues the same jobs (same ids), so nothing runs twice; an event without a client (a
   * group session, the business's own subscription) starts nothing.
   */
  async start(trigger: AutomationTrigger, event: DomainEvent): Promise<{ runs: number }> {
    const payload = event.payload as Record<string, unknown>;
    const businessId = typeof payload.businessId === 'string' ? payload.businessId : null;
    const clientId = typeof payload.clientId === 'string' ? payload.clientId : null;
    if (!businessId || !clientId) return { runs: 0 };
    const tenant: TenantScope = { businessId };
    const workflows = (await this.workflows.triggeredBy(tenant, trigger)).filter((workflow) => matchesConditions(workflow.triggerConditions, payload));
    let runs = 0;
    for (const workflow of workflows) {
      const own = workflow.actions;
      if (!own.length) continue;
      const run = { workflowId: workflow.id, clientId, eventId: event.id };
      const inserted = await this.executions.recordRun(tenant, {
        ...run,
        triggerData: { name: event.name, occurredAt: event.occurredAt, payload },
        base: new Date(event.occurredAt),
        actions: scheduleOf(own),
      });
      if (inserted.length) runs += 1;
      // A redelivered event inserts nothing: its run's waiting actions are queued again (same job ids: they run once).
      const waiting = inserted.length ? inserted : await this.executions.pendingOfRun(tenant, run);
      for (const execution of waiting) await this.enqueue(tenant, execution);
    }
    return { runs };
  }

  /**
   * Runs one action, unless it is done or deleted (a run of a workflow turned off, or of an action removed, is
   * cancelled instead). Running it again is safe: the run is claimed in the database first and every side effect is
   * keyed by the run's id (see AutomationActionRunner), so a job re-run after its worker died repeats nothing that
   * happened. A failure goes back to pending for its retry, or, on the last attempt, shows as failed; either way the
   * job fails so BullMQ backs off and retries.
   */
  async runAction(businessId: string, executionId: string, lastAttempt: boolean): Promise<Record<string, unknown>> {
    const tenant: TenantScope = { businessId };
    const claimed = await this.executions.claim(tenant, executionId, { turnedOff: AUTOMATION_TURNED_OFF, actionRemoved: AUTOMATION_ACTION_REMOVED });
    if (claimed !== 'running') return { skipped: true, ...(claimed ? { cancelled: true } : {}) };
    const execution = (await this.executions.findById(tenant, executionId))!;
    let result: Record<string, unknown>;
    try {
      result = await this.runner.run(tenant, execution);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.executions.finish(tenant, executionId, { status: lastAttempt ? 'failed' : 'pending', error: message });
      throw error;
    }
    await this.executions.finish(tenant, executionId, { status: 'completed', result });
    return result;
  }

  /** A job that failed for good without its run saying so (see failAbandoned) shows the run as failed, with why. */
  async abandonAction(businessId: string, executionId: string, reason: string): Promise<boolean> {
    return this.executions.failAbandoned({ businessId }, executionId, reason);
  }

  private async enqueue(tenant: TenantScope, execution: Pick<AutomationExecution, 'id' | 'scheduledAt'>): Promise<void> {
    await this.jobs.enqueue(
      'automations',
      'run-action',
      { businessId: tenant.businessId, executionId: execution.id },
      { ...AUTOMATION_ACTION_JOB, jobId: automationJobId(execution.id), delay: Math.max(0, execution.scheduledAt.getTime() - Date.now()) },
    );
  }
}
