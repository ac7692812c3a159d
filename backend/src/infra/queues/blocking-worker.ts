import { Logger } from '@nestjs/common';
import { Worker, type Processor, type WorkerOptions } from 'bullmq';
import type { RedisOptions } from 'ioredis';
import { blockingRedisOptions } from '../redis/redis-connection';
import { RedisOutageLog } from '../redis/redis-outage-log';

/** Plain connection options without the bound; a ready client (which brings its own settings) as it is. */
function unbounded(connection: WorkerOptions['connection']): WorkerOptions['connection'] {
  if (!connection || typeof (connection as { duplicate?: unknown }).duplicate === 'function') return connection;
  return blockingRedisOptions(connection as RedisOptions) as WorkerOptions['connection'];
}

/**
 * The BullMQ worker of every processor (set as BullModule.workerClass). Processors take their queue's connection
 * options, which are the producers' (bounded, see queueRedisOptions); a worker waits for jobs with blocking commands,
 * so it takes them without the command timeout and waiting through outages. Its lost connections are logged once
 * per outage.
 */
export class BlockingWorker extends Worker {
  constructor(name: string, processor: string | URL | null | Processor | undefined, opts: WorkerOptions) {
    super(name, processor, { ...opts, connection: unbounded(opts.connection) });
    new RedisOutageLog(new Logger('Worker'), `Worker of ${name}`).watch('worker', this, this.getBackend());
  }
}
