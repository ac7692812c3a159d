import { EntityManager } from '@mikro-orm/postgresql';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { runInContext } from '../../infra/queues/run-in-context';
import type { DomainEvent } from './domain-event-map';
import { DomainEvents } from './domain-events';

/** Delivers each relayed domain event to the handlers subscribed in this process, in a fresh EntityManager context. */
@Processor('events', { concurrency: 5 })
export class EventsProcessor extends WorkerHost {
  constructor(
    private readonly em: EntityManager,
    private readonly events: DomainEvents,
  ) {
    super();
  }

  async process(job: Job<DomainEvent>): Promise<{ handlers: number }> {
    return runInContext(this.em, async () => ({ handlers: await this.events.dispatch(job.data) }));
  }
}
