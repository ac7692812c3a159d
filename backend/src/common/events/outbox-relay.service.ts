import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { JobQueue } from '../../infra/queues/job-queue.service';
import { runInContext } from '../../infra/queues/run-in-context';
import { DATABASE_WAITS } from '../../infra/database/bounded-waits';
import { UnitOfWork } from '../database/unit-of-work';
import { OutboxEventsRepository } from './outbox-events.repository';

const BATCH_SIZE = 200;
/** Fallback when a notification is missed (Redis was down, the listener reconnecting): pending events are retried this often. */
const POLL_INTERVAL_MS = 2000;
const CHANNEL = 'outbox_events';
/** Idle time before the listener's TCP keep-alive probes start. */
const LISTENER_KEEPALIVE_MS = 10_000;
/**
 * How long a hand-off may wait for Redis. BullMQ queues commands while Redis is away; the relay gives up instead,
 * so its transaction (and row locks) never stay open through an outage; the next poll tries again.
 */
const HAND_OFF_TIMEOUT_MS = 3000;
/** Relayed events are kept this long (for operators), then deleted. */
const RETENTION = '7 days';

function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  work.catch(() => undefined); // settles later, after the outage: the job ids make a late add harmless
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Hands committed outbox events to BullMQ, job id = event id (so a second hand-off of the same event is a no-op).
 * Woken by PostgreSQL NOTIFY from the insert trigger, with a poll as a safety net. Rows are claimed with
 * `for update skip locked`, so any number of API and worker processes can relay side by side; an event is marked
 * dispatched only in the transaction that enqueued it, so a crash in between re-sends it (at least once). Its SQL is
 * in `OutboxEventsRepository`.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private listener?: Client;
  private timer?: NodeJS.Timeout;
  private pruneTimer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly em: EntityManager,
    private readonly outbox: OutboxEventsRepository,
    private readonly uow: UnitOfWork,
    private readonly jobs: JobQueue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
    this.timer = setInterval(() => this.wake(), POLL_INTERVAL_MS);
    this.timer.unref();
    this.pruneTimer = setInterval(() => void this.prune().catch(() => undefined), 3_600_000);
    this.pruneTimer.unref();
    this.wake();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearInterval(this.pruneTimer);
    await this.running?.catch(() => undefined);
    await this.listener?.end().catch(() => undefined);
  }

  /** Relays everything pending now; resolves when the outbox is empty (or the relay is stopping). */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain().finally(() => (this.running = undefined));
    return this.running;
  }

  private async drain(): Promise<void> {
    try {
      do {
        this.again = false;
        while (!this.stopped && (await this.relayBatch()) === BATCH_SIZE);
      } while (this.again && !this.stopped);
    } catch (error) {
      // Redis or PostgreSQL unavailable: the events stay pending and the next poll tries again.
      this.logger.warn(`Outbox relay paused: ${(error as Error).message}`);
    }
  }

  private relayBatch(): Promise<number> {
    // A context of its own: the relay runs beside requests and jobs and must not flush (or see) what they staged.
    return runInContext(this.em, () =>
      this.uow.transaction(async () => {
        const events = await this.outbox.claimPending(BATCH_SIZE);
        if (!events.length) return 0;
        const handOff = this.jobs.queue('events').addBulk(
          events.map((event) => ({
            name: event.name,
            data: { id: event.id, name: event.name, occurredAt: event.createdAt.toISOString(), payload: event.payload },
            opts: { jobId: event.id },
          })),
        );
        await withTimeout(handOff, HAND_OFF_TIMEOUT_MS, 'Redis did not accept the events in time');
        await this.outbox.markDispatched(events.map((event) => event.id));
        return events.length;
      }),
    );
  }

  /** Deletes relayed events past their retention (once an hour). */
  private prune(): Promise<void> {
    return runInContext(this.em, () => this.outbox.deleteDispatchedBefore(RETENTION));
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    const clientUrl = this.orm.config.get('clientUrl');
    // Bounded like the pool's connections; keep-alive probes notice a server that froze while the listener sat idle.
    const client = new Client({
      connectionString: clientUrl,
      connectionTimeoutMillis: DATABASE_WAITS.acquireTimeoutMs,
      query_timeout: DATABASE_WAITS.queryTimeoutMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: LISTENER_KEEPALIVE_MS,
    });
    client.on('notification', () => void this.wake());
    client.on('error', (error) => {
      if (this.stopped) return;
      this.logger.warn(`Outbox listener lost its connection (${error.message}); polling until it is back`);
      this.listener = undefined;
      setTimeout(() => void this.reconnect(), POLL_INTERVAL_MS).unref();
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      this.listener = client;
    } catch (error) {
      this.logger.warn(`Outbox listener not connected (${(error as Error).message}); polling`);
      await client.end().catch(() => undefined);
      setTimeout(() => void this.reconnect(), POLL_INTERVAL_MS).unref();
    }
  }

  private async reconnect(): Promise<void> {
    if (this.stopped || this.listener) return;
    await this.listen();
  }
}
