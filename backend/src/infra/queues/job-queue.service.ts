import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { JobsOptions, Queue } from 'bullmq';
import type { JobName, JobPayload, QueueName } from './queue-registry';

/** Typed entry point for enqueueing: the job id comes from domain keys, so enqueueing twice runs once. */
@Injectable()
export class JobQueue {
  private readonly queues: Record<QueueName, Queue>;

  constructor(
    @InjectQueue('events') events: Queue,
    @InjectQueue('notifications') notifications: Queue,
    @InjectQueue('automations') automations: Queue,
    @InjectQueue('billing') billing: Queue,
    @InjectQueue('scheduling') scheduling: Queue,
  ) {
    this.queues = { events, notifications, automations, billing, scheduling };
  }

  async enqueue<Q extends QueueName, J extends JobName<Q>>(queue: Q, name: J, payload: JobPayload<Q, J>, options: JobsOptions & { jobId: string }): Promise<void> {
    await this.queues[queue].add(name, payload, options);
  }

  queue(name: QueueName): Queue {
    return this.queues[name];
  }
}
