import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { QueueEvents } from 'bullmq';
import { Counter, type Registry } from 'prom-client';
import { JobQueue } from '../queues/job-queue.service';
import { QUEUE_NAMES } from '../queues/queue-registry';
import { METRICS_REGISTRY } from './metrics-registry';

/**
 * Counts jobs that failed for good (retries exhausted), wherever their worker runs: BullMQ publishes the final
 * failure on the queue's event stream, which this API instance follows from its start. Every API instance sees
 * every failure, so aggregate instances with max(), not sum().
 */
@Injectable()
export class FailedJobsCounter implements OnModuleInit, OnModuleDestroy {
  private readonly failed: Counter<'queue'>;
  private readonly listeners: QueueEvents[] = [];

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
      const events = new QueueEvents(name, { connection, prefix });
      events.on('failed', () => this.failed.inc({ queue: name }));
      // Connection errors are retried by ioredis; without a listener they would crash the process.
      events.on('error', () => undefined);
      this.listeners.push(events);
    }
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.listeners.map((events) => events.close()));
  }
}
