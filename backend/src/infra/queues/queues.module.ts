import { BullModule } from '@nestjs/bullmq';
import type { ConnectionOptions } from 'bullmq';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import { redisOptions } from '../redis/redis-connection';
import { JobQueue } from './job-queue.service';
import { DEFAULT_JOB_OPTIONS, QUEUE_NAMES } from './queue-registry';

/** BullMQ on Redis: the queues of the registry, shared by the API (producers) and the worker (processors). */
@Global()
@Module({})
export class QueuesModule {
  static forRoot(redisUrl: string, prefix: string): DynamicModule {
    const queues = QUEUE_NAMES.map((name) => BullModule.registerQueue({ name }));
    return {
      module: QueuesModule,
      imports: [
        BullModule.forRoot({ connection: redisOptions(redisUrl) as ConnectionOptions, prefix: `${prefix}:bull`, defaultJobOptions: DEFAULT_JOB_OPTIONS }),
        ...queues,
      ],
      providers: [JobQueue],
      exports: [JobQueue, ...queues],
    };
  }
}
