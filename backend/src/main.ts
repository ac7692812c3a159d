import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { configureApp } from './bootstrap/configure-app';
import { describeStartFailure } from './bootstrap/start-failure';
import { causedByStop, StartLifecycle } from './bootstrap/start-lifecycle';
import { AppConfig, ConfigError, loadConfig } from './config/app-config';
import { runMigrations } from './infra/database/migrate';
import { startBackingServices } from './infra/embedded/services';
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

/** What stops a running or starting CoachCore (Ctrl-C, a process manager, a closed terminal). */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

async function main(): Promise<void> {
  const config = readConfig();
  const lifecycle = new StartLifecycle();

  // What a stop cuts short (a migration's connection ended by the server's shutdown, a client closed while it waits)
  // is expected, not a crash; anything else is told, and the stop goes on. Resolves with what to tell.
  const stopQuietly = async (): Promise<string[]> => {
    const unexpected: string[] = [];
    const expectDuringStop = (error: unknown) => {
      if (!causedByStop(error)) unexpected.push(describeStartFailure(error));
    };
    process.on('uncaughtException', expectDuringStop);
    process.on('unhandledRejection', expectDuringStop);
    return [...(await lifecycle.stop()), ...unexpected];
  };

  // A signal at any moment of the start or of the run: the steps left are cancelled, what was started is stopped in
  // reverse order (see StartLifecycle), and one line says so. Before this point Node's default applies (exit 143).
  const stop = async (signal: string) => {
    if (lifecycle.stopping) return;
    const notes = await stopQuietly();
    console.log(notes.length ? `Stopped on ${signal} (${notes.join('; ')}).` : `Stopped on ${signal}.`);
    process.exit(0);
  };
  for (const signal of STOP_SIGNALS) process.on(signal, () => void stop(signal));

  try {
    const services = await lifecycle.step(
      'the embedded services',
      (signal) => startBackingServices(config, (line) => console.log(line), signal),
      // stopped last, with what remains of the stop's budget
      (started, withinMs) => started.stop(withinMs),
    );
    const ran = await lifecycle.step('the migrations', () => runMigrations(services.databaseUrl));
    if (ran.length) console.log(`Applied migrations: ${ran.join(', ')}`);

    const app = await lifecycle.step(
      'the app',
      () =>
        NestFactory.create<NestExpressApplication>(
          AppModule.forRoot({ config, databaseUrl: services.databaseUrl, redisUrl: services.redisUrl, withWorkers: config.WORKER_IN_PROCESS }),
          // abortOnError off: a module that fails to build reaches the catch below, which stops the embedded services.
          { bufferLogs: true, logger: logLevels(config), bodyParser: false, abortOnError: false },
        ),
      // Its modules' destroy hooks close the queues, workers and pools; bounded, so a dependency that is down (Redis
      // holding a worker's QUIT) cannot hold the stop: the servers are stopped after it all the same.
      (started) => started.close(),
      0.65,
    );
    app.useLogger(app.get(PinoNestLogger)); // JSON lines from here on (and the ones buffered while building)
    configureApp(app, config);
    const seed = await lifecycle.step('the seed', () => app.get(SeedService, { strict: false }).run());
    await lifecycle.step('listening', () => app.listen(config.PORT));

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
    if (lifecycle.stopping) return; // the signal's stop() stops what was started
    console.error(`CoachCore could not start: ${describeStartFailure(error)}`);
    const notes = await stopQuietly();
    if (notes.length) console.error(`While stopping: ${notes.join('; ')}`);
    process.exit(1);
  }
}

function logLevels(config: AppConfig) {
  const order = ['error', 'warn', 'log', 'debug', 'verbose'] as const;
  return order.slice(0, order.indexOf(config.LOG_LEVEL) + 1) as unknown as ('error' | 'warn' | 'log' | 'debug' | 'verbose')[];
}

void main();
