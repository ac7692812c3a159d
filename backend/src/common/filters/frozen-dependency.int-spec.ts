import { EntityManager } from '@mikro-orm/postgresql';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { freshDataDir, removeDataDir } from '../../../test/data-dirs';
import { eventually, registerUser, uniqueEmail, type SignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DATABASE_WAITS } from '../../infra/database/bounded-waits';
import { runMigrations } from '../../infra/database/migrate';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../../infra/embedded/embedded-postgres';
import { startEmbeddedRedis, type EmbeddedRedisHandle } from '../../infra/embedded/embedded-redis';

/**
 * A dependency that stops answering without closing its connections (a frozen host, a network partition), tried by
 * stopping the processes of a PostgreSQL or Redis of the test's own with SIGSTOP: never the machine's shared ones.
 */

const UNAVAILABLE = { statusCode: 503, error: 'Service Unavailable', message: 'The service is temporarily unavailable. Please try again in a moment.' };
/** What a person may wait at most for an answer while a dependency does not answer. */
const ANSWER_WITHIN_MS = 10_000;

/** The pids of `root` and of every process below it, from /proc (PostgreSQL's backends each lead a process group of their own). */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

/** Stops a server and every process it forked (SIGSTOP), as a frozen host would; resumes them (SIGCONT). */
class Freezable {
  private frozen: number[] = [];
  constructor(private readonly pid: () => number | undefined) {}

  freeze(): void {
    // The server first, so it forks nothing new while its children are found and stopped.
    const root = this.pid()!;
    process.kill(root, 'SIGSTOP');
    this.frozen.push(root);
    for (const pid of processTree(root).slice(1)) {
      process.kill(pid, 'SIGSTOP');
      this.frozen.push(pid);
    }
  }

  thaw(): void {
    for (const pid of this.frozen.splice(0)) process.kill(pid, 'SIGCONT');
  }
}

const timed = async <T>(run: () => PromiseLike<T>): Promise<{ result: T; ms: number }> => {
  const started = Date.now();
  const result = await run();
  return { result, ms: Date.now() - started };
};

interface FrozenCase {
  /** The readiness probe's field for the dependency. */
  what: 'database' | 'redis';
  /** Whether a tenant read (bearer session, no CSRF) needs the dependency: without it, the read keeps answering 200. */
  readNeedsIt: boolean;
  setup(): Promise<{ t: TestApp; frozen: Freezable; coach: SignedInUser }>;
}

/** Sign-in, a tenant read and the readiness probe while a dependency is frozen; then the same once it answers again. */
function checksOutageAndRecovery({ what, readNeedsIt, setup }: FrozenCase) {
  let t: TestApp;
  let frozen: Freezable;
  let coach: SignedInUser;
  beforeAll(async () => {
    ({ t, frozen, coach } = await setup());
    await t.http().get('/api/clients').set(coach.auth).expect(200);
  }, 120_000);
  afterEach(() => frozen.thaw());

  it(`answers a sign-in${readNeedsIt ? ' and a tenant read' : ''} with 503 and Retry-After within 10 s, and works again once it answers`, async () => {
    frozen.freeze();
    const [login, read, ready] = await Promise.all([
      timed(() => t.http().post('/api/auth/login').send({ email: coach.email, password: coach.password })),
      timed(() => t.http().get('/api/clients').set(coach.auth)),
      timed(() => t.http().get('/api/health/ready')),
    ]);
    process.stdout.write(
      `[${what} frozen] sign-in ${login.ms} ms (${login.result.status}), tenant read ${read.ms} ms (${read.result.status}), readiness ${ready.ms} ms\n`,
    );
    for (const { result, ms } of readNeedsIt ? [login, read] : [login]) {
      expect(result.status).toBe(503);
      expect(result.body).toEqual(UNAVAILABLE);
      expect(result.headers['retry-after']).toMatch(/^\d+$/);
      expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
    if (!readNeedsIt) expect(read.result.status).toBe(200);
    expect(read.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(ready.result.status).toBe(503);
    expect(ready.result.body).toMatchObject({ status: 'error', [what]: 'down' });
    expect(ready.ms).toBeLessThan(ANSWER_WITHIN_MS);

    // A second wave while still frozen: requests queued behind the first must not wait longer.
    const again = await timed(() => t.http().post('/api/auth/login').send({ email: coach.email, password: coach.password }));
    expect(again.result.status).toBe(503);
    expect(again.ms).toBeLessThan(ANSWER_WITHIN_MS);

    frozen.thaw();
    const recovered = await timed(() =>
      eventually(async () => (await t.http().post('/api/auth/login').send({ email: coach.email, password: coach.password })).status === 200, 20_000),
    );
    process.stdout.write(`[${what} frozen] sign-in answers 200 again ${recovered.ms} ms after the thaw\n`);
    await t.http().get('/api/clients').set(coach.auth).expect(200);
    await t.http().get('/api/health/ready').expect(200);
    await t.http().post('/api/auth/login').send({ email: uniqueEmail(), password: 'whatever' }).expect(401);
  }, 180_000);
}

describe('PostgreSQL frozen (HTTP)', () => {
  let dataDir: string;
  let pg: EmbeddedPostgresHandle;
  let t: TestApp | undefined;
  afterAll(async () => {
    await t?.close();
    await pg?.stop();
    if (dataDir) removeDataDir(dataDir);
  });

  it("the app's connections carry the server-side timeouts", async () => {
    const em = t!.app.get(EntityManager).fork();
    const [settings] = await em
      .getConnection()
      .execute<Array<Record<string, string>>>(
        "select current_setting('statement_timeout') as statement, current_setting('idle_in_transaction_session_timeout') as idle",
      );
    expect(settings).toEqual({ statement: `${DATABASE_WAITS.statementTimeoutMs / 1000}s`, idle: `${DATABASE_WAITS.idleInTransactionTimeoutMs / 1000}s` });
  });

  checksOutageAndRecovery({
    what: 'database',
    readNeedsIt: true,
    setup: async () => {
      dataDir = freshDataDir('frozen-pg-');
      pg = await startEmbeddedPostgres({ dir: path.join(dataDir, 'postgres'), database: 'app', fast: true });
      await runMigrations(pg.url);
      t = await createTestApp({ databaseUrl: pg.url, withWorkers: false, databaseWaits: DATABASE_WAITS });
      return { t, frozen: new Freezable(() => pg.pid()), coach: await registerUser(t) };
    },
  });
});

describe('Redis frozen (HTTP)', () => {
  let dataDir: string;
  let redis: EmbeddedRedisHandle;
  let t: TestApp | undefined;
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
    if (dataDir) removeDataDir(dataDir);
  });

  checksOutageAndRecovery({
    what: 'redis',
    // Sessions live in PostgreSQL; Redis serves throttling and CSRF, which a bearer read does not need.
    readNeedsIt: false,
    setup: async () => {
      dataDir = freshDataDir('frozen-redis-');
      redis = await startEmbeddedRedis({ dir: path.join(dataDir, 'redis'), persistent: false });
      t = await createTestApp({ redisUrl: redis.url, withWorkers: false, databaseWaits: DATABASE_WAITS });
      return { t, frozen: new Freezable(() => redis.pid()), coach: await registerUser(t) };
    },
  });
});
