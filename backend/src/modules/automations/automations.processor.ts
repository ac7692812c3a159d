import { EntityManager } from '@mikro-orm/postgresql';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { JobHandlers, JobPayload } from '../../infra/queues/queue-registry';
import { runInContext } from '../../infra/queues/run-in-context';
import { AUTOMATION_WORKER_LOST } from './automation-run-reasons';
import { AutomationRunsService } from './automation-runs.service';

/** BullMQ's reason for a job whose worker died in it more often than `maxStalledCount` allows (failed unrun). */
const STALLED_TOO_OFTEN = 'job stalled more than allowable limit';

/** Hands each automations job to its service, in a fresh EntityManager context. */
@Processor('automations', { concurrency: 5 })
export class AutomationsProcessor extends WorkerHost {
  private readonly logger = new Logger(AutomationsProcessor.name);

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

  /**
   * A job failed for good: its run normally says so already (the last attempt recorded it). One BullMQ failed without
   * running it (its worker died in it too often), or whose end could not be recorded, would leave its run waiting or
   * running for ever: it shows as failed instead.
   */
  @OnWorkerEvent('failed')
  async onFailed(job: Job | undefined, error: Error): Promise<void> {
    if (!job?.finishedOn || job.name !== 'run-action') return;
    const { businessId, executionId } = job.data as JobPayload<'automations', 'run-action'>;
    const reason = error.message === STALLED_TOO_OFTEN ? AUTOMATION_WORKER_LOST : error.message;
    await runInContext(this.em, () => this.runs.abandonAction(businessId, executionId, reason)).catch((failure: unknown) =>
      this.logger.warn(`Could not record the end of automation run ${executionId}: ${(failure as Error).message}`),
    );
  }
}
