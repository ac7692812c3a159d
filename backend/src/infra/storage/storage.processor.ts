import { EntityManager } from '@mikro-orm/postgresql';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import type { JobHandlers } from '../queues/queue-registry';
import { runInContext } from '../queues/run-in-context';
import { OrphanFilesSweeper } from './orphan-files.sweeper';

/** Hands each storage job to its service, in a fresh EntityManager context. */
@Processor('storage')
export class StorageProcessor extends WorkerHost {
  private readonly handlers: JobHandlers<'storage'>;

  constructor(
    private readonly em: EntityManager,
    sweeper: OrphanFilesSweeper,
  ) {
    super();
    this.handlers = { 'sweep-orphan-files': (payload) => sweeper.sweep(payload) };
  }

  async process(job: Job): Promise<unknown> {
    const handler = this.handlers[job.name as keyof JobHandlers<'storage'>];
    if (!handler) throw new Error(`No handler for storage job "${job.name}"`);
    return runInContext(this.em, () => handler(job.data));
  }
}
