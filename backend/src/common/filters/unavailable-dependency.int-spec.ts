import { Logger } from '@nestjs/common';
import { spawn, type ChildProcess } from 'node:child_process';
import * as net from 'node:net';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { eventually, registerUser, uniqueEmail, type SignedInUser } from '../../../test/factories';
import { OutboxRelay } from '../events/outbox-relay.service';
import { ENV } from '../../../test/test-services';

const UNAVAILABLE = { statusCode: 503, error: 'Service Unavailable', message: 'The service is temporarily unavailable. Please try again in a moment.' };

/** A TCP proxy in front of the tests' PostgreSQL that a test can cut and restore, as an outage would. */
class CuttableProxy {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    if (this.server?.listening) return;
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  async cut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server!.close(resolve));
  }
}

const freePort = async (): Promise<number> => {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
};

/** A private, memory-only redis-server a test can stop and start again on the same port. */
class PrivateRedis {
  private process?: ChildProcess;

  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.process = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let i = 0; i < 100; i += 1) {
      if (await canConnect(this.port)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('redis-server did not start');
  }

  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.process!.once('exit', resolve));
    this.process!.kill('SIGKILL');
    await exited;
  }
}

const canConnect = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

describe('PostgreSQL down (HTTP)', () => {
  let t: TestApp;
  let proxy: CuttableProxy;
  beforeAll(async () => {
    const admin = new URL(process.env[ENV.adminUrl]!);
    proxy = new CuttableProxy({ host: admin.hostname, port: Number(admin.port || 5432) });
    await proxy.open();
    t = await createTestApp({ databasePort: proxy.port, withWorkers: false });
  });
  afterAll(async () => {
    await proxy.open();
    await t.close();
    await proxy.cut();
  });

  it('answers 503 with the error shape while the database is unreachable, and works again when it is back', async () => {
    const user = await registerUser(t);
    await t.http().get('/api/auth/me').set(user.auth).expect(200);
    await proxy.cut();
    const down = await t.http().get('/api/auth/me').set(user.auth).expect(503);
    expect(down.body).toEqual(UNAVAILABLE);
    expect(down.headers['retry-after']).toMatch(/^\d+$/);
    const login = await t.http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(503);
    expect(login.body).toEqual(UNAVAILABLE);
    await proxy.open();
    await t.http().get('/api/auth/me').set(user.auth).expect(200);
  });
});

describe('Redis down (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  let redis: PrivateRedis;
  let warnings: jest.SpyInstance;
  beforeAll(async () => {
    redis = new PrivateRedis(await freePort());
    await redis.start();
    t = await createTestApp({ redisUrl: redis.url, withOutboxRelay: true });
    coach = await registerUser(t);
    // Sign-in works while Redis is up; then the outage begins.
    await t.http().post('/api/auth/login').send({ email: uniqueEmail(), password: 'whatever' }).expect(401);
    warnings = jest.spyOn(Logger.prototype, 'warn');
    await redis.stop();
  });
  afterAll(async () => {
    warnings.mockRestore();
    await redis.start();
    await t.close();
    await redis.stop();
  });

  const timed = async <T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> => {
    const started = Date.now();
    const result = await run();
    return { result, ms: Date.now() - started };
  };

  it('sign-in answers 503 within a second instead of hanging for the outage', async () => {
    const { result, ms } = await timed(() => t.http().post('/api/auth/login').send({ email: uniqueEmail(), password: 'whatever' }));
    expect(result.status).toBe(503);
    expect(result.body).toEqual(UNAVAILABLE);
    expect(ms).toBeLessThan(1000);
  });

  it('sign-up answers 503 within a second and creates no account', async () => {
    const email = uniqueEmail('redis-down');
    const body = { firstName: 'R', lastName: 'D', email, password: 'secret123', confirmPassword: 'secret123', role: 'client' };
    const { result, ms } = await timed(() => t.http().post('/api/auth/register').send(body));
    expect(result.status).toBe(503);
    expect(ms).toBeLessThan(1000);
    expect(await t.sql('select 1 from users where email = $1', [email])).toHaveLength(0);
  });

  it('logs the lost connection once per outage, not once per reconnect attempt', async () => {
    await new Promise((resolve) => setTimeout(resolve, 3000)); // several reconnect attempts of every client
    const lost = (warnings.mock.calls as string[][]).map(([message]) => message).filter((message) => /lost the connection to Redis/.test(message));
    expect(lost.filter((message) => message.startsWith('Redis:'))).toHaveLength(1);
    expect(lost.filter((message) => message.startsWith('Job queues:'))).toHaveLength(1);
  });

  it('routes that do not need Redis keep working', async () => {
    await t.http().get('/api/does-not-exist').expect(404);
  });

  it('keeps the event of a change made during the outage and relays it once Redis is back', async () => {
    const created = await t
      .http()
      .post('/api/clients')
      .set(coach.auth)
      .send({ firstName: 'Out', lastName: 'Age', email: uniqueEmail('outage') })
      .expect(201);
    const pending = () =>
      t.sql<{ dispatched: boolean }>(
        `select dispatched_at is not null as dispatched from outbox_events where name = 'client_signup' and payload->>'clientId' = $1`,
        [created.body.id],
      );
    // The relay cannot reach Redis: the event waits in the outbox, committed with the client.
    await t.app.get(OutboxRelay).wake();
    expect(await pending()).toEqual([{ dispatched: false }]);
    await redis.start();
    await eventually(async () => (await pending())[0]?.dispatched, 15_000);
    await redis.stop();
  });

  it('sign-in works again once Redis is back', async () => {
    await redis.start();
    await eventually(async () => (await t.http().post('/api/auth/login').send({ email: uniqueEmail(), password: 'whatever' })).status === 401);
    await redis.stop();
  });
});
