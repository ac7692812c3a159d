import * as net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ENV } from '../../../test/test-services';
import { JobQueue } from './job-queue.service';
import { QUEUE_NAMES } from './queue-registry';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A TCP stand-in for the tests' Redis that, while `slow` is on, answers the second INFO of each connection 2.5 s late
 * (the first is ioredis's ready check; the second was BullMQ's version check): a Redis busy at the app's start.
 */
async function slowInfoProxy(target: URL) {
  const state = { slow: true, delayedInfos: 0 };
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    let infos = 0;
    let holdUntil = 0;
    let chain = Promise.resolve();
    client.on('data', (chunk) => {
      const sentInfos = chunk.toString('latin1').match(/\r\ninfo\r\n/gi)?.length ?? 0;
      if (state.slow && infos < 2 && infos + sentInfos >= 2) {
        holdUntil = Date.now() + 2_500;
        state.delayedInfos += 1;
      }
      infos += sentInfos;
      upstream.write(chunk);
    });
    // Answers keep their order: each waits for the one before it.
    upstream.on('data', (chunk) => {
      const wait = Math.max(0, holdUntil - Date.now());
      chain = chain.then(() => (wait ? sleep(wait) : undefined)).then(() => void client.write(chunk));
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('error', () => undefined);
    upstream.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  return { url: url.toString(), state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('job queues when Redis answers slowly at the start', () => {
  let t: TestApp;
  let proxy: Awaited<ReturnType<typeof slowInfoProxy>>;

  beforeAll(async () => {
    proxy = await slowInfoProxy(new URL(process.env[ENV.redisUrl]!));
    t = await createTestApp({ redisUrl: proxy.url, withWorkers: false });
    // Past the moment the queues connected, and past any late answer.
    await sleep(3_000);
    proxy.state.slow = false;
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  it('every queue takes jobs once Redis answers in time again (a late answer at the start used to break a queue until a restart)', async () => {
    const queues = t.app.get(JobQueue);
    for (const name of QUEUE_NAMES) {
      const job = await queues.queue(name).add('probe', {}, { jobId: `slow-start-${name}` });
      expect(job.id).toBe(`slow-start-${name}`);
    }
  });
});
