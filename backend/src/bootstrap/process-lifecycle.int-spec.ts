import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import { runTypeScript } from '../../test/child-process';
import { freshDataDir, removeDataDir } from '../../test/data-dirs';
import { freePort } from '../infra/embedded/free-port';
import { isAlive } from '../infra/embedded/leftover-process';

/** The real `npm start` process (src/main.ts) on embedded services in its own DATA_DIR. */
async function startApi(dataDir: string) {
  const port = await freePort();
  const env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: 'Admin-Pass-1',
    LOG_LEVEL: 'error',
    DATABASE_URL: '',
    REDIS_URL: '',
    WEB_DIST: dataDir,
  };
  const api = runTypeScript('src/main.ts', [], env);
  await api.waitFor(/CoachCore is running at/, 120_000);
  return { api, port };
}

describe('the API process', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = freshDataDir('lifecycle-test-');
  });
  afterAll(() => removeDataDir(dataDir));

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'stops its embedded services and removes services.json on %s sent to Node alone',
    async (signal) => {
      const { api, port } = await startApi(dataDir);
      const published = path.join(dataDir, 'services.json');
      expect(fs.statSync(published).mode & 0o777).toBe(0o600);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      const postgres = Number(fs.readFileSync(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0]);
      const redis = Number(fs.readFileSync(path.join(dataDir, 'redis/redis-server.pid'), 'utf8'));

      api.child.kill(signal);

      expect(await api.exited()).toEqual({ code: 0, signal: null });
      expect(isAlive(postgres)).toBe(false);
      expect(isAlive(redis)).toBe(false);
      expect(fs.existsSync(published)).toBe(false);
    },
    180_000,
  );
});

describe('a start that fails', () => {
  it('prints the real cause and leaves no embedded server or services file behind', async () => {
    const dataDir = freshDataDir('lifecycle-test-');
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, resolve));
    try {
      const port = (taken.address() as net.AddressInfo).port;
      const api = runTypeScript('src/main.ts', [], {
        DATA_DIR: dataDir,
        PORT: String(port),
        SEED_DEMO: 'false',
        ADMIN_PASSWORD: 'Admin-Pass-1',
        LOG_LEVEL: 'error',
        DATABASE_URL: '',
        REDIS_URL: '',
        WEB_DIST: dataDir,
      });

      expect((await api.exited()).code).toBe(1);
      expect(api.output()).toMatch(/CoachCore could not start: .*EADDRINUSE/);
      expect(fs.existsSync(path.join(dataDir, 'services.json'))).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'postgres/postmaster.pid'))).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'redis/redis-server.pid'))).toBe(false);
    } finally {
      taken.close();
      removeDataDir(dataDir);
    }
  }, 120_000);
});

describe('a worker started on its own', () => {
  it('says that the services file is stale instead of a bare ECONNREFUSED', async () => {
    const dataDir = freshDataDir('lifecycle-test-');
    try {
      const gone = 2 ** 22 + 12_345; // above Linux's default pid_max: no such process
      const file = path.join(dataDir, 'services.json');
      fs.writeFileSync(file, JSON.stringify({ pid: gone, databaseUrl: 'postgres://coachcore:x@127.0.0.1:1/coachcore', redisUrl: 'redis://:x@127.0.0.1:1' }), {
        mode: 0o600,
      });

      const worker = runTypeScript('src/worker.ts', [], { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' });

      expect((await worker.exited()).code).toBe(1);
      expect(worker.output()).toContain(`${file} was left by a CoachCore (pid ${gone}) that is no longer running`);
      expect(worker.output()).not.toContain('ECONNREFUSED');
    } finally {
      removeDataDir(dataDir);
    }
  }, 60_000);
});

describe('npm start with a wrong setting', () => {
  it('stops before the build, showing the value typed and hiding secrets', async () => {
    const started = Date.now();
    const run = spawn('npm', ['start'], {
      cwd: path.resolve(__dirname, '../../..'),
      env: { ...process.env, NODE_OPTIONS: '', PORT: 'abc', DATABASE_URL: 'mysql://app:top-secret@db/app' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    run.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    run.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => run.once('exit', resolve));

    expect(code).not.toBe(0);
    expect(output).toContain('PORT must be a whole number (got "abc")');
    expect(output).toContain('(got "mysql://app:***@db/app")');
    expect(output).not.toContain('top-secret');
    expect(output).not.toContain('nest build');
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 30_000);
});
