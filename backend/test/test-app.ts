import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DynamicModule, Type } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import request from 'supertest';
import { AppModule, type AppModuleOptions } from '../src/app.module';
import { configureApp } from '../src/bootstrap/configure-app';
import { OutboxRelay } from '../src/common/events/outbox-relay.service';
import { loadConfig, type AppConfig } from '../src/config/app-config';
import { dropDatabase, ENV, recreateDatabase, withDatabase } from './test-services';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  databaseUrl: string;
  /** http://127.0.0.1:<port> of the app, which listens from its start. */
  url: string;
  http: () => ReturnType<typeof request>;
  /** Runs SQL against this file's database. */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Extra modules (test-only controllers, e.g. guard probes). */
  imports?: Array<Type | DynamicModule>;
  /**
   * Run the BullMQ processors (events, notifications, training) in this app. Off by default: only files that assert
   * what a job does (e-mails written or sent, events delivered to subscribers, missed workouts, failed-job metrics)
   * opt in, so the other apps start and stop faster and hold no blocking Redis connections.
   */
  withWorkers?: boolean;
  /**
   * Relay the outbox to BullMQ (LISTEN connection and 2 s poll), as every real process does. Defaults to
   * `withWorkers`: without a consumer, relayed events would only wait in Redis. The events still land in
   * outbox_events either way; `app.get(OutboxRelay).wake()` relays by hand.
   */
  withOutboxRelay?: boolean;
  /** Capture the app's JSON log lines (see infra/logging). */
  logDestination?: AppModuleOptions['logDestination'];
  /** Start on this existing database (from createTestDatabase) instead of a fresh clone; its owner drops it. */
  database?: string;
  /** The app reaches PostgreSQL through this local port (a proxy a test can cut to simulate an outage). */
  databasePort?: number;
  /** A migrated database on a server of the test's own (e.g. an embedded PostgreSQL it freezes); the test owns it. */
  databaseUrl?: string;
  /** This Redis instead of the tests' one (for example a port where nothing listens). */
  redisUrl?: string;
  /** The pool's waits on PostgreSQL; the product's (DATABASE_WAITS) for a test of them, else TEST_DATABASE_WAITS. */
  databaseWaits?: AppModuleOptions['databaseWaits'];
}

/**
 * A wider acquire wait than the product's 3 s: with the whole suite on 2 cores (three test files, the builds and the
 * checks at once), opening a connection to the embedded PostgreSQL once took longer, and a sign-up answered 503.
 */
const TEST_DATABASE_WAITS = { acquireTimeoutMs: 15_000 };

/** A fresh database cloned from the migrated template, for tests that start processes of their own on it. */
export async function createTestDatabase(): Promise<{ name: string; url: string; drop: () => Promise<unknown> }> {
  const adminUrl = process.env[ENV.adminUrl]!;
  const name = `t_${randomBytes(5).toString('hex')}`;
  await recreateDatabase(adminUrl, name, process.env[ENV.template]!);
  return { name, url: withDatabase(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}

/** Request log lines are checked in infra/logging; elsewhere they would only clutter the test output. */
const DISCARDED_LOGS = { write: () => undefined };

/** The real app over HTTP on a fresh database cloned from the migrated template, with its own Redis key prefix. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const adminUrl = process.env[ENV.adminUrl]!;
  const template = process.env[ENV.template]!;
  const redisUrl = options.redisUrl ?? process.env[ENV.redisUrl]!;
  const suffix = randomBytes(5).toString('hex');
  const database = options.database ?? `t_${suffix}`;
  const ownDatabase = !options.database && !options.databaseUrl;
  if (ownDatabase) await recreateDatabase(adminUrl, database, template);
  const databaseUrl = options.databaseUrl ?? withDatabase(adminUrl, database);

  const appDatabaseUrl = options.databasePort ? withPort(databaseUrl, options.databasePort) : databaseUrl;

  // Test files register many users from one address; the sign-up limit has tests of its own.
  // Hermetic: no address outside this machine (the barcode lookup is off unless a test passes a local stand-in).
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    SEED_DEMO: 'false',
    REDIS_PREFIX: `test-${suffix}`,
    REGISTER_MAX_PER_IP: '100000',
    FOOD_LOOKUP_URL: 'off',
    ...options.env,
  });
  const withWorkers = options.withWorkers ?? false;
  const root = AppModule.forRoot({
    config,
    databaseUrl: appDatabaseUrl,
    redisUrl,
    withWorkers,
    serveWeb: false,
    logDestination: options.logDestination ?? DISCARDED_LOGS,
    databaseWaits: options.databaseWaits ?? TEST_DATABASE_WAITS,
  });
  const app = await NestFactory.create<NestExpressApplication>(
    { ...root, imports: [...(root.imports ?? []), ...(options.imports ?? [])] },
    { logger: ['error'], bodyParser: false },
  );
  configureApp(app, config);
  if (!(options.withOutboxRelay ?? withWorkers)) {
    // Lifecycle hooks run in app.init(): the relay stays idle (no LISTEN connection, no poll) but can still be woken.
    const relay = app.get(OutboxRelay);
    relay.onApplicationBootstrap = async () => undefined;
  }
  // Listening once: supertest given a server that does not listen opens and closes a port for every request.
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;

  const pg = new Client({ connectionString: databaseUrl });
  await pg.connect();
  return {
    app,
    config,
    databaseUrl,
    url,
    http: () => request(url),
    sql: async <T>(text: string, params: unknown[] = []) => (await pg.query(text, params)).rows as T[],
    async close() {
      await pg.end();
      await app.close();
      if (ownDatabase) await dropDatabase(adminUrl, database);
    },
  };
}

function withPort(url: string, port: number): string {
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(port);
  return parsed.toString();
}
