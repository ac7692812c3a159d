import { Injectable } from '@nestjs/common';
import { JobQueue } from '../queues/job-queue.service';
import { QUEUE_NAMES, type QueueName } from '../queues/queue-registry';

export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

export type QueueStats = Record<QueueName, Record<QueueState, number>>;

/** A scrape must not hang on a Redis outage: past this, the queue metrics are left out of that scrape. */
const READ_TIMEOUT_MS = 1000;

/** Reads the queues' depths from Redis at scrape time; concurrent callers in one scrape share one read. */
@Injectable()
export class QueueStatsReader {
  private pending?: Promise<QueueStats>;

  constructor(private readonly jobs: JobQueue) {}

  read(): Promise<QueueStats> {
    this.pending ??= this.readWithTimeout().finally(() => (this.pending = undefined));
    return this.pending;
  }

  private async readWithTimeout(): Promise<QueueStats> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Queue statistics took longer than ${READ_TIMEOUT_MS} ms`)), READ_TIMEOUT_MS);
    });
    try {
      return await Promise.race([this.readAll(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async readAll(): Promise<QueueStats> {
    const perQueue = await Promise.all(
      QUEUE_NAMES.map(async (name) => {
        const counts = await this.jobs.queue(name).getJobCounts(...QUEUE_STATES);
        return [name, Object.fromEntries(QUEUE_STATES.map((state) => [state, counts[state] ?? 0]))] as const;
      }),
    );
    return Object.fromEntries(perQueue) as QueueStats;
  }
}
