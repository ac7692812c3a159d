import { Logger } from '@nestjs/common';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import * as net from 'node:net';
import { DATABASE_WAITS } from '../../infra/database/bounded-waits';
import type { JobQueue } from '../../infra/queues/job-queue.service';
import type { UnitOfWork } from '../database/unit-of-work';
import type { OutboxEventsRepository } from './outbox-events.repository';
import { OutboxRelay } from './outbox-relay.service';

/** A server that accepts connections and never answers: a frozen PostgreSQL, as a network partition leaves it. */
async function silentServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe('OutboxRelay listener', () => {
  it('gives up connecting to a database that does not answer within the pool’s acquire timeout, and polls', async () => {
    const server = await silentServer();
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const orm = { config: { get: () => `postgres://postgres@127.0.0.1:${server.port}/postgres` } } as unknown as MikroORM;
    const relay = new OutboxRelay(orm, {} as EntityManager, {} as OutboxEventsRepository, {} as UnitOfWork, {} as JobQueue);
    const started = Date.now();
    try {
      await (relay as unknown as { listen(): Promise<void> }).listen();
      expect(Date.now() - started).toBeLessThan(DATABASE_WAITS.acquireTimeoutMs + 2_000);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Outbox listener not connected .*; polling$/));
    } finally {
      await relay.onApplicationShutdown();
      warn.mockRestore();
      await server.close();
    }
  }, 15_000);
});
