import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import type { JobsOptions, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { RedisOutageLog } from '../redis/redis-outage-log';
import { clientWithin, dropConnection, redisAnswers } from '../redis/unanswering-redis';
import type { JobName, JobPayload, QueueName } from './queue-registry';

/** Typed entry point for enqueueing: the job id comes from domain keys, so enqueueing twice runs once. */
@Injectable()
export class JobQueue implements BeforeApplicationShutdown {
  private readonly queues: Record<QueueName, Queue>;

  constructor(
    @InjectQueue('events') events: Queue,
    @InjectQueue('event-subscribers') eventSubscribers: Queue,
    @InjectQueue('notifications') notifications: Queue,
    @InjectQueue('automations') automations: Queue,
    @InjectQueue('billing') billing: Queue,
    @InjectQueue('scheduling') scheduling: Queue,
    @InjectQueue('reminders') reminders: Queue,
    @InjectQueue('training') training: Queue,
    @InjectQueue('storage') storage: Queue,
    @InjectQueue('data-exports') dataExports: Queue,
    @InjectQueue('push') push: Queue,
    @InjectQueue('webhooks') webhooks: Queue,
  ) {
    this.queues = {
      events,
      'event-subscribers': eventSubscribers,
      notifications,
      automations,
      billing,
      scheduling,
      reminders,
      training,
      storage,
      'data-exports': dataExports,
      push,
      webhooks,
    };
    // Without a listener, a lost Redis connection prints a raw stack per retry: one line per outage for all queues.
    const outages = new RedisOutageLog(new Logger(JobQueue.name), 'Job queues');
    for (const queue of Object.values(this.queues)) outages.watch(queue.name, queue, queue.getBackend());
  }

  async enqueue<Q extends QueueName, J extends JobName<Q>>(
    queue: Q,
    name: J,
    payload: JobPayload<Q, J>,
    options: JobsOptions & { jobId: string },
  ): Promise<void> {
    await this.queues[queue].add(name, payload, options);
  }

  queue(name: QueueName): Queue {
    return this.queues[name];
  }

  /**
   * Each queue's QUIT waits up to its command timeout when Redis does not answer, one queue after the other at shutdown:
   * then the connections are dropped first (the queues' own close finds them closed). With Redis answering, nothing.
   */
  async beforeApplicationShutdown(): Promise<void> {
    const clients = await Promise.all(
      Object.values(this.queues).map((queue) => clientWithin((queue.getBackend() as unknown as { client: Promise<Redis> }).client)),
    );
    if (await redisAnswers(clients.find((client) => client?.status === 'ready'))) return;
    for (const client of clients) dropConnection(client);
  }
}
