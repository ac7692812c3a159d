import { BullModule } from '@nestjs/bullmq';
import type { ConnectionOptions } from 'bullmq';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import { queueRedisOptions } from '../redis/redis-connection';
import { workerClassWith, type StalledJobSettings } from './blocking-worker';
import { JobQueue } from './job-queue.service';
import { DEFAULT_JOB_OPTIONS, QUEUE_NAMES } from './queue-registry';

/**
 * BullMQ on Redis: the queues of the registry, shared by the API (producers) and the worker (processors). The queues
 * wait a bounded time for Redis (queueRedisOptions); the processors' workers take the same address without the bound
 * (BlockingWorker), and notice a dead worker's jobs as `stalled` says.
 */
@Global()
@Module({})
export class QueuesModule {
  static forRoot(redisUrl: string, prefix: string, stalled: StalledJobSettings): DynamicModule {
    BullModule.workerClass = workerClassWith(stalled);
    const queues = QUEUE_NAMES.map((name) => BullModule.registerQueue({ name }));
    return {
      module: QueuesModule,
      imports: [
        BullModule.forRoot({
          connection: queueRedisOptions(redisUrl) as ConnectionOptions,
          prefix: `${prefix}:bull`,
          defaultJobOptions: DEFAULT_JOB_OPTIONS,
          // A queue's first command is BullMQ's version check (INFO). Sent on a bounded connection, an INFO that
          // outlasts the bound once (a busy Redis at start) failed the queue's connection for good: every later add
          // answered "Command timed out" until a restart. The producers skip it; the workers (BlockingWorker, whose
          // connections wait) still check the version and learn what their blocking commands may use.
          skipVersionCheck: true,
        }),
        ...queues,
      ],
      providers: [JobQueue],
      exports: [JobQueue, ...queues],
    };
  }
}
