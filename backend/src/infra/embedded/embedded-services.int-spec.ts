import { MikroORM } from '@mikro-orm/postgresql';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { runTypeScript } from '../../../test/child-process';
import { freshDataDir, removeDataDir } from '../../../test/data-dirs';
import { loadConfig } from '../../config/app-config';
import { ormOptions } from '../database/mikro-orm.config';
import { startEmbeddedPostgres } from './embedded-postgres';
import { isAlive } from './leftover-process';
import { isRoot, postgresRunAs } from './os-user';
import { postgresBinaries } from './postgres-binaries';
import { RUNTIME_FILE, startBackingServices } from './services';

const passwordFilesInTmp = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('pg-password-'));

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL and redis-server', () => {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  (isRoot() ? it : it.skip)('runs from a private folder (a clone in a 0700 home) with a generated, owner-only password', async () => {
    const privateHome = fs.mkdtempSync(path.join(os.tmpdir(), 'coachcore-home-'));
    const sharedRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'coachcore-shared-'));
    fs.chmodSync(privateHome, 0o700);
    cleanups.push(
      () => fs.rmSync(privateHome, { recursive: true, force: true }),
      () => fs.rmSync(sharedRoot, { recursive: true, force: true }),
    );
    const before = passwordFilesInTmp();

    const pg = await startEmbeddedPostgres({ dir: path.join(privateHome, 'clone/.data/postgres'), database: 'app', fast: true, sharedRoot });
    cleanups.push(() => pg.stop());

    expect(await query(pg.url, 'select 1 as ok')).toEqual([{ ok: 1 }]);
    const password = decodeURIComponent(new URL(pg.url).password);
    expect(password).toMatch(/^[0-9a-f]{48}$/);
    const passwordFile = path.join(privateHome, 'clone/.data/postgres.password');
    expect(fs.readFileSync(passwordFile, 'utf8').trim()).toBe(password);
    expect(fs.statSync(passwordFile).mode & 0o777).toBe(0o600);
    expect(passwordFilesInTmp()).toEqual(before);
  });

  it('a start after a kill -9 stops what the killed run left running, and publishes owner-only URLs with passwords', async () => {
    const dataDir = freshDataDir('embedded-test-');
    cleanups.push(() => removeDataDir(dataDir));
    const crashed = runTypeScript('test/fixtures/start-services-then-wait.ts', [dataDir]);
    const urls = JSON.parse((await crashed.waitFor(/READY (.*)/))[1]!) as { databaseUrl: string; redisUrl: string };
    const oldPostgres = Number(fs.readFileSync(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0]);
    const oldRedis = Number(fs.readFileSync(path.join(dataDir, 'redis/redis-server.pid'), 'utf8'));
    crashed.child.kill('SIGKILL');
    await crashed.exited();
    expect(isAlive(oldPostgres)).toBe(true); // nobody stopped them
    expect(isAlive(oldRedis)).toBe(true);

    const services = await startBackingServices(loadConfig({ DATA_DIR: dataDir }), () => undefined);
    cleanups.push(() => services.stop());

    expect(isAlive(oldPostgres)).toBe(false);
    expect(isAlive(oldRedis)).toBe(false);
    expect(await query(services.databaseUrl, 'select 1 as ok')).toEqual([{ ok: 1 }]);
    expect(new URL(urls.redisUrl).password).toMatch(/^[0-9a-f]{48}$/);
    expect(new URL(services.redisUrl).password).toMatch(/^[0-9a-f]{48}$/);
    const published = path.join(dataDir, RUNTIME_FILE);
    expect(fs.statSync(published).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(published, 'utf8'))).toMatchObject({ pid: process.pid, databaseUrl: services.databaseUrl });
  }, 90_000);

  it('gives a cluster from before generated passwords (password "coachcore", no password file) a generated one', async () => {
    const dataDir = freshDataDir('embedded-test-');
    cleanups.push(() => removeDataDir(dataDir));
    const options = { dir: path.join(dataDir, 'postgres'), database: 'app', fast: true };
    const first = await startEmbeddedPostgres(options);
    await query(first.url, "ALTER ROLE coachcore PASSWORD 'coachcore'");
    await first.stop();
    fs.rmSync(path.join(dataDir, 'postgres.password'));

    const again = await startEmbeddedPostgres(options);
    cleanups.push(() => again.stop());

    const password = decodeURIComponent(new URL(again.url).password);
    expect(password).toMatch(/^[0-9a-f]{48}$/);
    expect(fs.readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim()).toBe(password);
    const legacy = new URL(again.url);
    legacy.password = 'coachcore';
    await expect(query(legacy.toString(), 'select 1')).rejects.toThrow(/password authentication failed/);
  }, 60_000);

  it('restarts the embedded PostgreSQL when it dies, and the pool reconnects without a restart of the app', async () => {
    const dataDir = freshDataDir('embedded-test-');
    cleanups.push(() => removeDataDir(dataDir));
    const pg = await startEmbeddedPostgres({ dir: path.join(dataDir, 'postgres'), database: 'app', fast: true });
    cleanups.push(() => pg.stop());
    const orm = await MikroORM.init(ormOptions(pg.url));
    cleanups.push(() => orm.close(true));
    expect(await orm.em.fork().execute('select 1 as ok')).toEqual([{ ok: 1 }]);

    process.kill(pg.pid()!, 'SIGKILL');

    const deadline = Date.now() + 30_000;
    let answer: unknown;
    while (Date.now() < deadline && answer === undefined) {
      answer = await orm.em
        .fork()
        .execute('select 1 as ok')
        .catch(() => undefined);
      if (answer === undefined) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(answer).toEqual([{ ok: 1 }]);
  }, 60_000);
});

(isRoot() ? describe : describe.skip)('PostgreSQL binaries the postgres user cannot reach', () => {
  it('are copied once to a shared folder it can reach, and run from there', () => {
    const privateHome = fs.mkdtempSync(path.join(os.tmpdir(), 'coachcore-home-'));
    const sharedRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'coachcore-shared-'));
    try {
      fs.chmodSync(privateHome, 0o700);
      const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
      const packageDir = path.join(path.dirname(entry), '..');
      fs.cpSync(packageDir, path.join(privateHome, 'pkg'), { recursive: true, verbatimSymlinks: true });
      const runAs = postgresRunAs()!;

      const binaries = postgresBinaries(runAs, sharedRoot, path.join(privateHome, 'pkg/native'));

      expect(binaries.postgres.startsWith(sharedRoot)).toBe(true);
      const version = spawnSync(binaries.postgres, ['--version'], { uid: runAs.uid, gid: runAs.gid, cwd: '/', encoding: 'utf8' });
      expect(version.stdout).toMatch(/^postgres \(PostgreSQL\) \d+/);
      expect(postgresBinaries(runAs, sharedRoot, path.join(privateHome, 'pkg/native'))).toEqual(binaries);
    } finally {
      fs.rmSync(privateHome, { recursive: true, force: true });
      fs.rmSync(sharedRoot, { recursive: true, force: true });
    }
  });
});
