import { createServer, type AddressInfo, type Server } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import { KEEP_ALIVE_TIMEOUT_MS } from '../../bootstrap/configure-app';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('Liveness and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/health/live answers 200 without a session', async () => {
    await t.http().get('/api/health/live').expect(200, { status: 'ok' });
  });

  it('GET /api/health/ready answers 200 when PostgreSQL and Redis are reachable', async () => {
    await t.http().get('/api/health/ready').expect(200, { status: 'ok', database: 'up', redis: 'up' });
  });

  it('keeps idle keep-alive connections longer than clients and proxies do, so reusing one never meets a closing socket', () => {
    const server = t.app.getHttpServer() as HttpServer;
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});

describe('Readiness while Redis is unreachable', () => {
  let t: TestApp;
  let closedPort: number;

  beforeAll(async () => {
    // A port that was just free: nothing listens there, so every connection attempt is refused.
    const probe: Server = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    t = await createTestApp({ redisUrl: `redis://127.0.0.1:${closedPort}`, withWorkers: false });
  });
  afterAll(() => t.close());

  it('answers 503 naming Redis, while liveness stays 200', async () => {
    await t.http().get('/api/health/ready').expect(503, { status: 'error', database: 'up', redis: 'down' });
    await t.http().get('/api/health/live').expect(200, { status: 'ok' });
  });
});
