import { EntityManager } from '@mikro-orm/postgresql';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import type { JobHandlers } from '../../infra/queues/queue-registry';
import { runInContext } from '../../infra/queues/run-in-context';
import { ClientDataExportBuilder } from './client-data-export.builder';
import { DataExportsExpiry } from './data-exports.expiry';

/** Hands each data-export job to its service, in a fresh EntityManager context. */
@Processor('data-exports')
export class DataExportsProcessor extends WorkerHost {
  private readonly handlers: JobHandlers<'data-exports'>;

  constructor(
    private readonly em: EntityManager,
    private readonly builder: ClientDataExportBuilder,
    expiry: DataExportsExpiry,
  ) {
    super();
    this.handlers = {
      'build-data-export': (payload) => builder.build(payload),
      'expire-data-exports': () => expiry.expire(),
    };
  }

  async process(job: Job): Promise<unknown> {
    const handler = this.handlers[job.name as keyof JobHandlers<'data-exports'>];
    if (!handler) throw new Error(`No handler for data-exports job "${job.name}"`);
    return runInContext(this.em, async () => {
      try {
        return await handler(job.data);
      } catch (error) {
        // The last attempt: the client sees the export failed and may ask for a new one.
        const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
        if (job.name === 'build-data-export' && lastAttempt) await this.builder.fail(job.data);
        throw error;
      }
    });
  }
}
