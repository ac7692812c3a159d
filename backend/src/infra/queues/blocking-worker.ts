import { Logger } from '@nestjs/common';
import { Worker, type Processor, type WorkerOptions } from 'bullmq';
import { hostname } from 'node:os';
import type { Redis, RedisOptions } from 'ioredis';
import { blockingRedisOptions } from '../redis/redis-connection';
import { RedisOutageLog } from '../redis/redis-outage-log';
import { clientWithin, dropConnection, redisAnswers } from '../redis/unanswering-redis';

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
    // The version check the producers skip (QueuesModule) runs here, on connections without a command timeout.
    super(name, processor, { ...opts, connection: unbounded(opts.connection), skipVersionCheck: false });
    new RedisOutageLog(new Logger('Worker'), `Worker of ${name}`).watch('worker', this, this.getBackend());
  }

  /**
   * Closes as BullMQ does (running jobs finish), but a Redis that does not answer (down, or frozen with the connections
   * open) cannot hold the close: the QUIT would wait for ever on these connections, which have no command timeout. The
   * close checks every second that Redis answers; once it does not, the connections are dropped.
   */
  override async close(force = false): Promise<void> {
    const closing = super.close(force);
    const backend = this.getBackend() as unknown as { client: Promise<Redis>; blockingClient?: Promise<Redis> };
    let timer: NodeJS.Timeout | undefined;
    let closed = false;
    const watch = (): void => {
      timer = setTimeout(() => {
        void (async () => {
          const client = await clientWithin(backend.client);
          if (closed || (await redisAnswers(client))) return closed ? undefined : watch();
          dropConnection(client);
          dropConnection(await clientWithin(backend.blockingClient));
        })();
      }, CLOSE_CHECK_MS);
    };
    watch();
    try {
      await closing;
    } finally {
      closed = true;
      clearTimeout(timer);
    }
  }
}

/** How often a closing worker checks that Redis still answers. */
const CLOSE_CHECK_MS = 1_000;

/** How workers notice a worker that died holding jobs (AppConfig JOB_LOCK_DURATION, JOB_STALLED_CHECK_INTERVAL). */
export interface StalledJobSettings {
  lockDurationMs: number;
  stalledIntervalMs: number;
}

/**
 * The worker class of this process: BlockingWorker with the stalled-job settings (a processor's own options win), named
 * after its host and process so each job records which process ran it (BullMQ's `processedBy`).
 */
export function workerClassWith(settings: StalledJobSettings): typeof BlockingWorker {
  return class extends BlockingWorker {
    constructor(name: string, processor: string | URL | null | Processor | undefined, opts: WorkerOptions) {
      super(name, processor, {
        name: `${hostname()}:${process.pid}`,
        lockDuration: settings.lockDurationMs,
        stalledInterval: settings.stalledIntervalMs,
        ...opts,
      });
    }
  };
}
