import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import type { AppConfig } from '../../config/app-config';
import { startEmbeddedPostgres } from './embedded-postgres';
import { startEmbeddedRedis, stopLeftoverRedis } from './embedded-redis';
import { isRunning } from './leftover-process';
import { StartAborted } from './server-process';
import { writePrivateFile } from './secret-file';

export interface BackingServices {
  databaseUrl: string;
  redisUrl: string;
  embedded: { postgres: boolean; redis: boolean };
  /** Stops the embedded servers (Redis, then PostgreSQL); a server still running after `withinMs` is killed. */
  stop(withinMs?: number): Promise<void>;
}

/** What a running `npm start` publishes in DATA_DIR (owner-only: the URLs carry passwords). */
interface Published {
  pid: number;
  databaseUrl?: string;
  redisUrl?: string;
}

export const RUNTIME_FILE = 'services.json';

const runtimeFile = (config: AppConfig) => path.join(config.dataDir, RUNTIME_FILE);

function readPublished(file: string): Published | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Published;
  } catch {
    return undefined;
  }
}

/**
 * One run owns a DATA_DIR: a second start beside a live one is refused; the file of a run that was killed
 * (its embedded servers are stopped by the starts below) is taken over.
 */
function claimDataDir(config: AppConfig, log: (line: string) => void): void {
  const file = runtimeFile(config);
  const earlier = readPublished(file);
  if (earlier && earlier.pid !== process.pid && isRunning(earlier.pid, 'node')) {
    throw new Error(`Another CoachCore (pid ${earlier.pid}) is running with DATA_DIR ${config.dataDir}: stop it first, or give this one its own DATA_DIR.`);
  }
  if (earlier) log(`An earlier run (pid ${earlier.pid}) ended without stopping: taking over its data in ${config.dataDir}.`);
  fs.mkdirSync(config.dataDir, { recursive: true });
  writePrivateFile(file, JSON.stringify({ pid: process.pid } satisfies Published));
  // However this process ends, it leaves no file naming services that stop with it.
  process.once('exit', () => {
    if (readPublished(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  });
}

/**
 * Uses DATABASE_URL / REDIS_URL when set, otherwise starts embedded ones under DATA_DIR.
 * The URLs of embedded services are written to DATA_DIR/services.json so `npm run start:worker` can join them.
 * When `signal` aborts (the start is being stopped) the servers started so far are stopped, as are the ones a killed
 * run left behind, and the promise rejects.
 */
export async function startBackingServices(config: AppConfig, log: (line: string) => void, signal?: AbortSignal): Promise<BackingServices> {
  const embedded = { postgres: !config.DATABASE_URL, redis: !config.REDIS_URL };
  if (!embedded.postgres && !embedded.redis) {
    return { databaseUrl: config.DATABASE_URL!, redisUrl: config.REDIS_URL!, embedded, stop: () => Promise.resolve() };
  }
  claimDataDir(config, log);
  const stops: Array<(graceMs: number) => Promise<void>> = [];
  const stopAll = async (withinMs = 25_000) => {
    const deadline = Date.now() + withinMs;
    // Redis first (it stops at once), with a part of the time; PostgreSQL (its shutdown checkpoint) gets the rest.
    for (let stop = stops.pop(); stop; stop = stops.pop()) {
      const grace = stops.length > 0 ? Math.min(5_000, Math.max((deadline - Date.now()) / 3, 300)) : Math.max(deadline - Date.now(), 300);
      await stop(grace).catch((error: Error) => log(`Stopping an embedded service failed: ${error.message}`));
    }
    if (readPublished(runtimeFile(config))?.pid === process.pid) fs.rmSync(runtimeFile(config), { force: true });
  };
  try {
    let databaseUrl = config.DATABASE_URL;
    if (!databaseUrl) {
      const pg = await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'postgres'), database: 'coachcore', log, signal });
      stops.push((graceMs) => pg.stop(graceMs));
      databaseUrl = pg.url;
      log(`Embedded PostgreSQL started (data in ${pg.dir})`);
    }
    let redisUrl = config.REDIS_URL;
    if (!redisUrl) {
      if (signal?.aborted) throw new StartAborted('redis-server');
      const redis = await startEmbeddedRedis({ dir: path.join(config.dataDir, 'redis'), persistent: true, log, signal });
      stops.push((graceMs) => redis.stop(graceMs));
      redisUrl = redis.url;
      log(`Embedded Redis started (append-only file in ${path.join(config.dataDir, 'redis')})`);
    }
    writePrivateFile(runtimeFile(config), JSON.stringify({ pid: process.pid, databaseUrl, redisUrl } satisfies Published));
    return { databaseUrl, redisUrl, embedded, stop: stopAll };
  } catch (error) {
    // A stop that came before redis-server was taken over: the one the killed run left goes too (the data is ours).
    if (signal?.aborted && embedded.redis) await stopLeftoverRedis(path.join(config.dataDir, 'redis'), log, signal).catch(() => undefined);
    await stopAll(signal?.aborted ? 5_000 : undefined);
    throw error;
  }
}

/** Whether something accepts TCP connections at the URL's host and port. */
function answers(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || defaultPort), hostname);
    socket.setTimeout(2_000);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/**
 * For a worker started on its own: the configured URLs, or the services a running `npm start` published.
 * A file left by a run that is gone (or whose services do not answer) is reported as such.
 */
export async function joinRunningServices(config: AppConfig): Promise<{ databaseUrl: string; redisUrl: string }> {
  const file = runtimeFile(config);
  const needsPublished = !config.DATABASE_URL || !config.REDIS_URL;
  const published = needsPublished ? readPublished(file) : undefined;
  if (needsPublished && !published) {
    throw new Error(
      `The worker needs DATABASE_URL and REDIS_URL, or a running \`npm start\` (with the same DATA_DIR) whose embedded services it joins; ${file} does not exist.`,
    );
  }
  if (published && !isRunning(published.pid, 'node')) {
    throw new Error(
      `${file} was left by a CoachCore (pid ${published.pid}) that is no longer running: start the API first (npm start), or set DATABASE_URL and REDIS_URL.`,
    );
  }
  const databaseUrl = config.DATABASE_URL ?? published?.databaseUrl;
  const redisUrl = config.REDIS_URL ?? published?.redisUrl;
  if (!databaseUrl || !redisUrl) {
    throw new Error(`The CoachCore of ${file} (pid ${published?.pid}) is still starting its services: start the worker once it is running.`);
  }
  if (published) {
    for (const [name, url, port] of [
      ['PostgreSQL', databaseUrl, 5432],
      ['Redis', redisUrl, 6379],
    ] as const) {
      if (!(await answers(url, port))) {
        const { hostname, port: at } = new URL(url);
        throw new Error(`The ${name} that ${file} names (${hostname}:${at}, published by pid ${published.pid}) does not answer: restart the API (npm start).`);
      }
    }
  }
  return { databaseUrl, redisUrl };
}
