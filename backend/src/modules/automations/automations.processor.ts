import { EntityManager } from '@mikro-orm/postgresql';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import type { JobHandlers } from '../../infra/queues/queue-registry';
import { runInContext } from '../../infra/queues/run-in-context';
import { AutomationRunsService } from './automation-runs.service';

/** Hands each automations job to its service, in a fresh EntityManager context. */
@Processor('automations', { concurrency: 5 })
export class AutomationsProcessor extends WorkerHost {
  constructor(
    private readonly em: EntityManager,
    private readonly runs: AutomationRunsService,
  ) {
    super();
  }

  async process(job: Job): Promise<unknown> {
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const handlers: JobHandlers<'automations'> = {
      'run-action': ({ businessId, executionId }) => this.runs.runAction(businessId, executionId, lastAttempt),
    };
    const handler = handlers[job.name as keyof JobHandlers<'automations'>];
    if (!handler) throw new Error(`No handler for automations job "${job.name}"`);
    return runInContext(this.em, () => handler(job.data));
  }
}
