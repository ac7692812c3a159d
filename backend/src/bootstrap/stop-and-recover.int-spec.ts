import * as fs from 'node:fs';
import * as path from 'node:path';
import { Redis } from 'ioredis';
import { runTypeScript, type RunningChild } from '../../test/child-process';
import { freshDataDir, removeDataDir } from '../../test/data-dirs';
import { freePort } from '../infra/embedded/free-port';
import { isAlive } from '../infra/embedded/leftover-process';

/**
 * The real `npm start` process (src/main.ts, on embedded PostgreSQL and redis-server in a DATA_DIR of its own) stopped
 * at several moments of its start, fresh and after a kill -9 of the earlier run, and its embedded redis-server killed
 * while it serves. One DATA_DIR serves the whole file: each start begins with what the previous one left.
 */

const ADMIN = { email: 'admin@coachcore.app', password: 'Admin-Pass-1' };
/** How long a stop may take, whatever is down. */
const STOP_WITHIN_MS = 10_000;

/** Every process a test starts, killed at the end whatever happened (a failed test leaves no app holding the port). */
const children: RunningChild[] = [];

function startApi(dataDir: string, port: number, logLevel = 'error'): RunningChild {
  return track(
    runTypeScript('src/main.ts', [], {
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: logLevel,
      DATABASE_URL: '',
      REDIS_URL: '',
      WEB_DIST: dataDir,
    }),
  );
}

function track(child: RunningChild): RunningChild {
  children.push(child);
  return child;
}

/** A run of the embedded services that is then killed with SIGKILL: its servers stay behind, nobody stopped them. */
async function crashedRun(dataDir: string): Promise<number[]> {
  const crashed = track(runTypeScript('test/fixtures/start-services-then-wait.ts', [dataDir]));
  await crashed.waitFor(/READY /, 90_000);
  const servers = serversOf(dataDir);
  crashed.child.kill('SIGKILL');
  await crashed.exited();
  return servers;
}

const realpath = (file: string) => {
  try {
    return fs.realpathSync(file);
  } catch {
    return undefined;
  }
};

/**
 * The pids of the PostgreSQL and redis-server processes working in this DATA_DIR: PostgreSQL's processes run in their
 * cluster's folder (DATA_DIR/postgres, or where it links to), redis-server in DATA_DIR/redis. Zombies have no folder.
 */
function serversOf(dataDir: string): number[] {
  const folders = [realpath(path.join(dataDir, 'postgres')), realpath(path.join(dataDir, 'redis'))].filter((dir): dir is string => !!dir);
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let cwd: string;
    try {
      cwd = fs.readlinkSync(`/proc/${entry}/cwd`);
    } catch {
      continue;
    }
    if (folders.some((dir) => cwd === dir || cwd.startsWith(`${dir}/`))) pids.push(Number(entry));
  }
  return pids;
}

/** Servers that are still there a moment after the app's exit (PostgreSQL's last processes end just after it). */
async function serversLeft(dataDir: string, except: number[] = []): Promise<number[]> {
  const deadline = Date.now() + 2_000;
  for (;;) {
    const left = serversOf(dataDir).filter((pid) => !except.includes(pid));
    if (left.length === 0 || Date.now() > deadline) return left;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The lines about the stop: one, "Stopped on SIGTERM." (the lines a start prints about an earlier run are not). */
const stopLines = (output: string) => output.split('\n').filter((line) => /^(SIGTERM|SIGINT|Stopped)\b/.test(line));

/**
 * Exit 0 and one stop line, without a stack. `cutShort` is the note the line may carry when a part could not close
 * cleanly in its share of the time (the app's connections to a Redis that does not answer).
 */
function expectCleanStop(api: RunningChild, exit: { code: number | null; signal: NodeJS.Signals | null }, cutShort?: RegExp) {
  const output = api.output();
  const lines = stopLines(output);
  expect({ exit, stopLines: lines.length }).toEqual({ exit: { code: 0, signal: null }, stopLines: 1 });
  if (cutShort) expect(lines[0]).toMatch(new RegExp(`^Stopped on SIGTERM(?: \\(${cutShort.source}\\))?\\.$`));
  else expect(lines[0]).toBe('Stopped on SIGTERM.');
  // No crash: not the unhandled 57P01 of a migration's connection, no stack (warnings in the log may name the state).
  expect(output).not.toMatch(/Unhandled|throw er|code: '57P01'|\n\s+at \S+ \(/);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(check: () => Promise<T | undefined>, timeoutMs: number): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined || Date.now() > deadline) return value;
    await sleep(200);
  }
}

const status = (port: number, route: string, init?: RequestInit) =>
  fetch(`http://127.0.0.1:${port}${route}`, { ...init, signal: AbortSignal.timeout(5_000) }).then((answer) => answer.status);

const signIn = (port: number) =>
  status(port, '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });

describe('the API process stopped during its start, and its embedded redis-server killed', () => {
  let dataDir: string;
  let port: number;
  beforeAll(async () => {
    dataDir = freshDataDir('stop-recover-test-');
    port = await freePort();
  });
  // A test that failed half-way leaves no process behind to hold the port or the DATA_DIR (its servers are the
  // leftovers of a crash, which the next start takes over).
  afterEach(async () => {
    for (const { child } of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await Promise.all(children.splice(0).map((child) => child.exited()));
  });
  afterAll(() => {
    for (const pid of serversOf(dataDir)) process.kill(pid, 'SIGKILL');
    removeDataDir(dataDir);
  });

  it('SIGTERM as soon as it runs: ends at once (143 before the handlers are set) or stops cleanly, leaving nothing', async () => {
    const api = startApi(dataDir, port);
    api.child.kill('SIGTERM');
    const exit = await api.exited();

    expect([143, 0]).toContain(exit.code ?? (exit.signal === 'SIGTERM' ? 143 : exit.code));
    if (exit.code === 0) expect(stopLines(api.output())).toEqual(['Stopped on SIGTERM.']);
    expect(await serversLeft(dataDir)).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, 'services.json'))).toBe(false);
  }, 60_000);

  // A first start: each moment is tried on what the stop before it left (a stop during initdb leaves the folder empty).
  it.each([
    [
      'while PostgreSQL is initialised (first start)',
      (api: RunningChild) => until(async () => fs.existsSync(path.join(dataDir, 'postgres.password')) || undefined, 60_000).then(() => api),
    ],
    ['once PostgreSQL is up, while redis-server starts', (api: RunningChild) => api.waitFor(/^Embedded PostgreSQL started/m, 90_000)],
    ['once both are up, while the migrations run', (api: RunningChild) => api.waitFor(/^Embedded Redis started/m, 90_000)],
    // No line marks the building of the app: a moment after the servers are up (the migrations are done by then).
    ['while the app is built', (api: RunningChild) => api.waitFor(/^Embedded Redis started/m, 90_000).then(() => sleep(1_000))],
  ])(
    'SIGTERM %s: stops what the start began, exits 0, one stop line, no server left',
    async (_moment, reached) => {
      const api = startApi(dataDir, port);
      await reached(api);
      const sent = Date.now();
      api.child.kill('SIGTERM');
      const exit = await api.exited();

      expectCleanStop(api, exit);
      expect(Date.now() - sent).toBeLessThan(STOP_WITHIN_MS);
      expect(await serversLeft(dataDir)).toEqual([]);
      expect(fs.existsSync(path.join(dataDir, 'services.json'))).toBe(false);
    },
    120_000,
  );

  it.each([
    ["as it takes over the earlier run's data", /^An earlier run .* taking over/m],
    ['once its own PostgreSQL is up (the earlier redis-server being stopped)', /^Embedded PostgreSQL started/m],
    ['once both are up, while migrations and the app start', /^Embedded Redis started/m],
  ])(
    'after a kill -9 of the earlier run, SIGTERM %s: exits 0, one stop line, neither its servers nor the earlier ones left',
    async (_moment, line) => {
      const earlier = await crashedRun(dataDir);
      expect(earlier.length).toBeGreaterThan(1);
      const api = startApi(dataDir, port);
      await api.waitFor(line, 90_000);
      const sent = Date.now();
      api.child.kill('SIGTERM');
      const exit = await api.exited();

      expectCleanStop(api, exit);
      expect(Date.now() - sent).toBeLessThan(STOP_WITHIN_MS);
      expect(await serversLeft(dataDir)).toEqual([]);
      expect(fs.existsSync(path.join(dataDir, 'services.json'))).toBe(false);
    },
    180_000,
  );

  it('restarts a killed embedded redis-server with its data; readiness, sign-in and queues come back; SIGTERM stops within 10 s with Redis frozen and PostgreSQL killed', async () => {
    const api = startApi(dataDir, port, 'warn');
    await api.waitFor(/CoachCore is running at/, 120_000);
    expect(await signIn(port)).toBe(200);
    const published = JSON.parse(fs.readFileSync(path.join(dataDir, 'services.json'), 'utf8')) as { redisUrl: string };
    const client = new Redis(published.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => 200 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.set('stop-recover-test:kept', 'from before the kill');
      await sleep(1_500); // the append-only file is written every second
      const redisPidFile = path.join(dataDir, 'redis/redis-server.pid');
      const killed = Number(fs.readFileSync(redisPidFile, 'utf8'));

      process.kill(killed, 'SIGKILL');
      const killedAt = Date.now();
      const ready = await until(async () => ((await status(port, '/api/health/ready')) === 200 ? Date.now() - killedAt : undefined), 15_000);
      process.stdout.write(`[redis killed] ready again after ${ready} ms\n`);

      expect(ready).toBeDefined();
      const restarted = Number(fs.readFileSync(redisPidFile, 'utf8'));
      expect(restarted).not.toBe(killed);
      expect(isAlive(restarted)).toBe(true);
      expect(await until(async () => ((await signIn(port)) === 200 ? true : undefined), 10_000)).toBe(true);
      expect(await client.get('stop-recover-test:kept')).toBe('from before the kill');
      const queuesUp = await until(async () => {
        const metrics = await (await fetch(`http://127.0.0.1:${port}/api/metrics`)).text();
        return /^bullmq_queue_stats_up 1$/m.test(metrics) ? true : undefined;
      }, 10_000);
      expect(queuesUp).toBe(true);
      // Each connection's outage is logged once, however many reconnects it took; nothing unheard.
      const lost = api.output().match(/"msg":"[^"]*: lost the connection to Redis/g) ?? [];
      expect(lost.length).toBeGreaterThan(0);
      expect(new Set(lost).size).toBe(lost.length);
      expect(api.output()).not.toContain('Unhandled error event');
      expect(api.output().match(/Embedded redis-server stopped unexpectedly/g)).toHaveLength(1);
      // ...and each of them (the request path's client, the Socket.IO adapter, the queues, every worker) is back.
      const users = lost.map((line) => line.slice('"msg":"'.length, line.indexOf(': lost the connection')));
      // (the ones that noticed: redis-server is back so soon that any one of them, the request path's client included,
      // may reconnect at its first try without an error; that at least one noticed is asserted above)
      const back = await until(async () => {
        const output = api.output();
        return users.every((user) => output.includes(`"msg":"${user}: connected to Redis again`)) ? true : undefined;
      }, 10_000);
      expect({ back, missing: users.filter((user) => !api.output().includes(`"msg":"${user}: connected to Redis again`)) }).toEqual({
        back: true,
        missing: [],
      });
    } finally {
      client.disconnect();
    }

    // Redis frozen (it holds its connections without answering) and PostgreSQL killed: the stop must not wait on them.
    const redis = Number(fs.readFileSync(path.join(dataDir, 'redis/redis-server.pid'), 'utf8'));
    const postgres = Number(fs.readFileSync(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(redis, 'SIGSTOP');
    process.kill(postgres, 'SIGKILL');
    await sleep(300);
    const sent = Date.now();
    api.child.kill('SIGTERM');
    const exit = await api.exited();
    const tookMs = Date.now() - sent;
    process.stdout.write(`[redis frozen, postgres killed] stopped in ${tookMs} ms: ${stopLines(api.output()).join(' | ')}\n`);

    expectCleanStop(api, exit, /the app: did not stop within [\d.]+ s/);
    expect(tookMs).toBeLessThan(STOP_WITHIN_MS);
    expect(await serversLeft(dataDir)).toEqual([]);
  }, 240_000);
});
