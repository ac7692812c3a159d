import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { QueueEvents } from 'bullmq';
import { Redis, type RedisOptions } from 'ioredis';
import { Counter, type Registry } from 'prom-client';
import { JobQueue } from '../queues/job-queue.service';
import { blockingRedisOptions } from '../redis/redis-connection';
import { QUEUE_NAMES } from '../queues/queue-registry';
import { METRICS_REGISTRY } from './metrics-registry';

const CLOSE_WAIT_MS = 1000;

/**
 * Counts jobs that failed for good (retries exhausted), wherever their worker runs: BullMQ publishes the final
 * failure on the queue's event stream, which this API instance follows from its start. Every API instance sees
 * every failure, so aggregate instances with max(), not sum().
 */
@Injectable()
export class FailedJobsCounter implements OnModuleInit, OnModuleDestroy {
  private readonly failed: Counter<'queue'>;
  private readonly listeners: Array<{ events: QueueEvents; client: Redis }> = [];
  private stopping = false;

  constructor(
    @Inject(METRICS_REGISTRY) registry: Registry,
    private readonly jobs: JobQueue,
  ) {
    this.failed = new Counter({
      name: 'bullmq_jobs_failed_total',
      help: 'Jobs that failed for good (retries exhausted) since this API instance started, per queue',
      labelNames: ['queue'],
      registers: [registry],
    });
  }

  onModuleInit(): void {
    for (const name of QUEUE_NAMES) {
      const { connection, prefix } = this.jobs.queue(name).opts;
      this.failed.inc({ queue: name }, 0); // the series exists before the first failure
      // Our own connection (QueuesModule configures plain options): BullMQ waits for a connection it created to be
      // ready before closing it, which never happens while Redis is down; this one stops retrying at shutdown. The
      // event stream blocks on XREAD, so without the queues' command timeout.
      const client = new Redis({
        ...blockingRedisOptions(connection as RedisOptions),
        retryStrategy: (attempt) => (this.stopping ? null : Math.min(attempt * 200, 2000)),
        // ioredis waits this long for a socket that already failed to close; it would hold the process at exit.
        disconnectTimeout: 100,
      });
      const events = new QueueEvents(name, { connection: client, prefix, autorun: false });
      events.on('failed', () => this.failed.inc({ queue: name }));
      // Connection errors are retried in the background; unheard, they would be printed or crash the process.
      events.on('error', () => undefined);
      client.on('error', () => undefined);
      // Follow the stream once connected: BullMQ's own retry loop would otherwise outlive a shutdown during an outage.
      client.once('ready', () => void events.run().catch(() => undefined));
      this.listeners.push({ events, client });
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    const closing = Promise.all(this.listeners.map(({ events }) => events.close().catch(() => undefined)));
    for (const { client } of this.listeners) client.disconnect();
    // Bounded all the same: shutdown must not hang on a Redis that never answered.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([closing, new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)))]);
    clearTimeout(timer);
  }
}
