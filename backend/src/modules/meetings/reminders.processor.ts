import { EntityManager } from '@mikro-orm/postgresql';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { JobHandlers } from '../../infra/queues/queue-registry';
import { runInContext } from '../../infra/queues/run-in-context';
import { RemindersService } from './reminders.service';

/** Hands each reminder job to its service, in a fresh EntityManager context. */
@Processor('reminders', { concurrency: 5 })
export class RemindersProcessor extends WorkerHost {
  private readonly logger = new Logger(RemindersProcessor.name);
  private readonly handlers: JobHandlers<'reminders'>;

  constructor(
    private readonly em: EntityManager,
    reminders: RemindersService,
  ) {
    super();
    this.handlers = {
      'meeting-reminder': ({ businessId, meetingId, kind, scheduledFor }) => reminders.send(businessId, meetingId, kind, scheduledFor),
    };
  }

  async process(job: Job): Promise<unknown> {
    const handler = this.handlers[job.name as keyof JobHandlers<'reminders'>] as ((payload: unknown) => Promise<unknown>) | undefined;
    if (!handler) throw new Error(`No handler for reminders job "${job.name}"`);
    return runInContext(this.em, async () => {
      const result = await handler(job.data);
      this.logger.debug(`Done ${job.name} (${job.id}): ${String(result)}`);
      return result;
    });
  }
}
