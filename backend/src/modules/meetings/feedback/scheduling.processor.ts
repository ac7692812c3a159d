import { EntityManager } from '@mikro-orm/postgresql';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { JobHandlers } from '../../../infra/queues/queue-registry';
import { runInContext } from '../../../infra/queues/run-in-context';
import { SeatHoldsService } from '../seat-holds.service';
import { SessionFeedbackService } from './session-feedback.service';

/** Hands each scheduling job to its service, in a fresh EntityManager context. */
@Processor('scheduling')
export class SchedulingProcessor extends WorkerHost {
  private readonly logger = new Logger(SchedulingProcessor.name);
  private readonly handlers: JobHandlers<'scheduling'>;

  constructor(
    private readonly em: EntityManager,
    feedback: SessionFeedbackService,
    holds: SeatHoldsService,
  ) {
    super();
    this.handlers = {
      'request-session-feedback': ({ businessId, meetingId }) => feedback.requestFeedback(businessId, meetingId),
      'release-unpaid-seats': () => holds.releaseExpired(),
    };
  }

  async process(job: Job): Promise<unknown> {
    const handler = this.handlers[job.name as keyof JobHandlers<'scheduling'>] as ((payload: unknown) => Promise<unknown>) | undefined;
    if (!handler) throw new Error(`No handler for scheduling job "${job.name}"`);
    return runInContext(this.em, async () => {
      const result = await handler(job.data);
      this.logger.debug(`Done ${job.name} (${job.id}): ${String(result)}`);
      return result;
    });
  }
}
