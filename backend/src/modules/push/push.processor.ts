import { EntityManager } from '@mikro-orm/postgresql';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import type { JobHandlers } from '../../infra/queues/queue-registry';
import { runInContext } from '../../infra/queues/run-in-context';
import { PushNotifier } from './push-notifier';

/** Hands each push job to its service, in a fresh EntityManager context. */
@Processor('push', { concurrency: 5 })
export class PushProcessor extends WorkerHost {
  private readonly handlers: JobHandlers<'push'>;

  constructor(
    private readonly em: EntityManager,
    notifier: PushNotifier,
  ) {
    super();
    this.handlers = {
      'send-push': (payload) => notifier.send(payload),
    };
  }

  async process(job: Job): Promise<unknown> {
    const handler = this.handlers[job.name as keyof JobHandlers<'push'>];
    if (!handler) throw new Error(`No handler for push job "${job.name}"`);
    return runInContext(this.em, () => handler(job.data));
  }
}
