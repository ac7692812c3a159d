import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { configureApp } from './bootstrap/configure-app';
import { describeStartFailure } from './bootstrap/start-failure';
import { AppConfig, ConfigError, loadConfig } from './config/app-config';
import { runMigrations } from './infra/database/migrate';
import { startBackingServices, type BackingServices } from './infra/embedded/services';
import { SeedService } from './infra/seed/seed.service';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  let services: BackingServices | undefined;
  let servicesStarting: Promise<BackingServices> | undefined;
  let app: NestExpressApplication | undefined;
  let stopping = false;

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: stopping...`);
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    try {
      await app?.close();
    } finally {
      // A signal during the start: let the embedded services come up, then stop them (none is left running).
      await (services ?? (await servicesStarting?.catch(() => undefined)))?.stop();
      console.log('Stopped.');
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGHUP', () => void shutdown('SIGHUP'));

  try {
    servicesStarting = startBackingServices(config, (line) => console.log(line));
    services = await servicesStarting;
    const ran = await runMigrations(services.databaseUrl);
    if (ran.length) console.log(`Applied migrations: ${ran.join(', ')}`);

    app = await NestFactory.create<NestExpressApplication>(
      AppModule.forRoot({ config, databaseUrl: services.databaseUrl, redisUrl: services.redisUrl, withWorkers: config.WORKER_IN_PROCESS }),
      // abortOnError off: a module that fails to build reaches the catch below, which stops the embedded services.
      { bufferLogs: true, logger: logLevels(config), bodyParser: false, abortOnError: false },
    );
    app.useLogger(app.get(PinoNestLogger)); // JSON lines from here on (and the ones buffered while building)
    configureApp(app, config); // app.close() in shutdown() runs the modules' destroy hooks
    const seed = await app.get(SeedService, { strict: false }).run();
    await app.listen(config.PORT);

    const url = `http://localhost:${config.PORT}`;
    const lines = [
      '',
      `CoachCore is running at ${url}`,
      `  API docs:  ${url}/api/docs   (OpenAPI document: ${url}/api/openapi.json)`,
      `  Database:  ${services.embedded.postgres ? 'embedded PostgreSQL' : 'DATABASE_URL'}; Redis: ${services.embedded.redis ? 'embedded redis-server' : 'REDIS_URL'}; workers: ${config.WORKER_IN_PROCESS ? 'in-process' : 'separate (npm run start:worker)'}`,
      `  Platform admin: ${seed.admin.email}` +
        (seed.admin.generatedPassword
          ? ` / ${seed.admin.generatedPassword}  (generated now and shown once; set ADMIN_PASSWORD to choose it)`
          : seed.admin.created
            ? ' (password from ADMIN_PASSWORD)'
            : ' (existing account)'),
      ...(seed.demo
        ? [`  Demo coach:  ${seed.demo.coachEmail} / ${seed.demo.password}`, `  Demo client: ${seed.demo.clientEmail} / ${seed.demo.password}`]
        : []),
      '',
    ];
    console.log(lines.join('\n'));
  } catch (error) {
    if (stopping) return; // the signal handler stops what was started
    console.error(`CoachCore could not start: ${describeStartFailure(error)}`);
    await app?.close().catch(() => undefined);
    await services?.stop();
    process.exit(1);
  }
}

function logLevels(config: AppConfig) {
  const order = ['error', 'warn', 'log', 'debug', 'verbose'] as const;
  return order.slice(0, order.indexOf(config.LOG_LEVEL) + 1) as unknown as ('error' | 'warn' | 'log' | 'debug' | 'verbose')[];
}

void main();
