import { EntityManager } from '@mikro-orm/postgresql';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import type { EventSubscriberJob } from '../../infra/queues/queue-registry';
import { runInContext } from '../../infra/queues/run-in-context';
import { DomainEvents } from './domain-events';

/** Runs one subscriber of one event per job, in a fresh EntityManager context; a failure retries this subscriber alone. */
@Processor('event-subscribers', { concurrency: 5 })
export class EventSubscribersProcessor extends WorkerHost {
  constructor(
    private readonly em: EntityManager,
    private readonly events: DomainEvents,
  ) {
    super();
  }

  async process(job: Job<EventSubscriberJob>): Promise<{ done: true }> {
    const { subscriber, event } = job.data;
    await runInContext(this.em, () => this.events.handle(event, subscriber));
    return { done: true };
  }
}
