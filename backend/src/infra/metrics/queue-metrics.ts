import { Inject, Injectable, Logger } from '@nestjs/common';
import { Gauge, type Registry } from 'prom-client';
import { QUEUE_NAMES } from '../queues/queue-registry';
import { METRICS_REGISTRY } from './metrics-registry';
import { QUEUE_STATES, QueueStatsReader } from './queue-stats.reader';

/** BullMQ queue depths, read from Redis when Prometheus scrapes (not kept up to date in between). */
@Injectable()
export class QueueMetrics {
  private readonly logger = new Logger(QueueMetrics.name);

  constructor(@Inject(METRICS_REGISTRY) registry: Registry, reader: QueueStatsReader) {
    const logger = this.logger;
    // Both gauges are collected concurrently; the reader shares one Redis read between them.
    new Gauge({
      name: 'bullmq_queue_stats_up',
      help: '1 when the queue depths could be read from Redis in this scrape, 0 when not',
      registers: [registry],
      async collect() {
        try {
          await reader.read();
          this.set(1);
        } catch (error) {
          this.set(0);
          logger.warn(`Queue depths left out of this scrape: ${(error as Error).message}`);
        }
      },
    });
    new Gauge({
      name: 'bullmq_queue_jobs',
      help: 'Jobs in each BullMQ queue by state (waiting, active, delayed, failed)',
      labelNames: ['queue', 'state'],
      registers: [registry],
      async collect() {
        this.reset();
        const depths = await reader.read().catch(() => undefined);
        if (!depths) return;
        for (const queue of QUEUE_NAMES) for (const state of QUEUE_STATES) this.set({ queue, state }, depths[queue][state]);
      },
    });
  }
}
