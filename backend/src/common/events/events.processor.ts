import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { JobQueue } from '../../infra/queues/job-queue.service';
import type { DomainEvent } from './domain-event-map';
import { DomainEvents } from './domain-events';

/**
 * Fans each relayed domain event out to one `event-subscribers` job per subscriber registered in this process. The job
 * ids (`<event id>.<subscriber>`) make a repeated fan-out (a retry, a second relay of the event) a no-op.
 */
@Processor('events', { concurrency: 5 })
export class EventsProcessor extends WorkerHost {
  constructor(
    private readonly events: DomainEvents,
    private readonly jobs: JobQueue,
  ) {
    super();
  }

  async process(job: Job<DomainEvent>): Promise<{ subscribers: string[] }> {
    const event = job.data;
    const subscribers = this.events.subscribersOf(event.name);
    if (subscribers.length) {
      await this.jobs.queue('event-subscribers').addBulk(
        subscribers.map((subscriber) => ({
          name: `${event.name}/${subscriber}`,
          data: { subscriber, event },
          opts: { jobId: `${event.id}.${subscriber}` },
        })),
      );
    }
    return { subscribers };
  }
}
