import * as fs from 'node:fs';
import * as path from 'node:path';
import type { AppConfig } from '../../config/app-config';
import { startEmbeddedPostgres } from './embedded-postgres';
import { startEmbeddedRedis } from './embedded-redis';

export interface BackingServices {
  databaseUrl: string;
  redisUrl: string;
  embedded: { postgres: boolean; redis: boolean };
  stop(): Promise<void>;
}

const RUNTIME_FILE = 'services.json';

/**
 * Uses DATABASE_URL / REDIS_URL when set, otherwise starts embedded ones under DATA_DIR.
 * The URLs of embedded services are written to DATA_DIR/services.json so `npm run start:worker` can join them.
 */
export async function startBackingServices(config: AppConfig, log: (line: string) => void): Promise<BackingServices> {
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    fs.rmSync(path.join(config.dataDir, RUNTIME_FILE), { force: true });
  };
  try {
    let databaseUrl = config.DATABASE_URL;
    if (!databaseUrl) {
      const pg = await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'postgres'), database: 'coachcore', log });
      stops.push(() => pg.stop());
      databaseUrl = pg.url;
      log(`Embedded PostgreSQL started (data in ${path.join(config.dataDir, 'postgres')})`);
    }
    let redisUrl = config.REDIS_URL;
    if (!redisUrl) {
      const redis = await startEmbeddedRedis({ dir: path.join(config.dataDir, 'redis'), persistent: true, log });
      stops.push(() => redis.stop());
      redisUrl = redis.url;
      log(`Embedded Redis started (append-only file in ${path.join(config.dataDir, 'redis')})`);
    }
    const embedded = { postgres: !config.DATABASE_URL, redis: !config.REDIS_URL };
    if (embedded.postgres || embedded.redis) {
      fs.mkdirSync(config.dataDir, { recursive: true });
      fs.writeFileSync(path.join(config.dataDir, RUNTIME_FILE), JSON.stringify({ databaseUrl, redisUrl, pid: process.pid }));
    }
    return { databaseUrl, redisUrl, embedded, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** For a worker started on its own: the services a running `npm start` published, or the configured URLs. */
export function joinRunningServices(config: AppConfig): { databaseUrl: string; redisUrl: string } {
  let published: { databaseUrl?: string; redisUrl?: string } = {};
  const file = path.join(config.dataDir, RUNTIME_FILE);
  if (fs.existsSync(file)) published = JSON.parse(fs.readFileSync(file, 'utf8'));
  const databaseUrl = config.DATABASE_URL ?? published.databaseUrl;
  const redisUrl = config.REDIS_URL ?? published.redisUrl;
  if (!databaseUrl || !redisUrl) {
    throw new Error('The worker needs DATABASE_URL and REDIS_URL, or a running `npm start` (with the same DATA_DIR) whose embedded services it joins.');
  }
  return { databaseUrl, redisUrl };
}
