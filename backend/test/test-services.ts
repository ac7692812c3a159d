import * as fs from 'node:fs';
import * as path from 'node:path';
import { Client } from 'pg';
import { runMigrations } from '../src/infra/database/migrate';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../src/infra/embedded/embedded-postgres';
import { startEmbeddedRedis, type EmbeddedRedisHandle } from '../src/infra/embedded/embedded-redis';

/** What global setup hands to every test file, through the environment. */
export const ENV = {
  adminUrl: 'COACHCORE_TEST_ADMIN_URL',
  template: 'COACHCORE_TEST_TEMPLATE_DB',
  redisUrl: 'COACHCORE_TEST_REDIS_URL',
} as const;

export interface StartedServices {
  postgres?: EmbeddedPostgresHandle;
  redis?: EmbeddedRedisHandle;
  dataDir?: string;
  adminUrl: string;
  template: string;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Starts (or joins) PostgreSQL and Redis once for the whole run and migrates a template database;
 * each test file then clones the template (CREATE DATABASE ... TEMPLATE), which takes milliseconds.
 */
export async function startTestServices(): Promise<StartedServices> {
  const started: StartedServices = { adminUrl: '', template: `coachcore_template_${process.pid}` };
  const root = path.resolve(__dirname, '../../.data');
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
    fs.mkdirSync(root, { recursive: true, mode: 0o755 });
    started.dataDir = fs.mkdtempSync(path.join(root, 'int-test-'));
    fs.chmodSync(started.dataDir, 0o755);
  }
  if (process.env.DATABASE_URL) {
    started.adminUrl = process.env.DATABASE_URL;
  } else {
    started.postgres = await startEmbeddedPostgres({ dir: path.join(started.dataDir!, 'pg'), database: 'coachcore_test', fast: true });
    started.adminUrl = started.postgres.url;
  }
  if (process.env.REDIS_URL) {
    process.env[ENV.redisUrl] = process.env.REDIS_URL;
  } else {
    started.redis = await startEmbeddedRedis({ dir: path.join(started.dataDir!, 'redis'), persistent: false });
    process.env[ENV.redisUrl] = started.redis.url;
  }
  await recreateDatabase(started.adminUrl, started.template);
  await runMigrations(withDatabase(started.adminUrl, started.template));
  process.env[ENV.adminUrl] = started.adminUrl;
  process.env[ENV.template] = started.template;
  return started;
}

export async function stopTestServices(started: StartedServices): Promise<void> {
  await dropDatabase(started.adminUrl, started.template).catch(() => undefined);
  await started.redis?.stop();
  await started.postgres?.stop();
  // The cluster may live outside dataDir (see clusterDir): remove it where it is.
  if (started.postgres) fs.rmSync(started.postgres.dir, { recursive: true, force: true });
  if (started.dataDir) fs.rmSync(started.dataDir, { recursive: true, force: true });
}

async function withAdmin<T>(adminUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: withDatabase(adminUrl, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const recreateDatabase = (adminUrl: string, name: string, template?: string) =>
  withAdmin(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  });

export const dropDatabase = (adminUrl: string, name: string) => withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
