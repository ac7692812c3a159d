import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import { describeStartFailure } from './bootstrap/start-failure';
import { ConfigError, loadConfig } from './config/app-config';
import { runMigrations } from './infra/database/migrate';
import { joinRunningServices } from './infra/embedded/services';
import { WorkerModule } from './worker.module';

/** `npm run start:worker`: only the BullMQ processors, scaled out against one Redis. */
async function main(): Promise<void> {
  const logger = new Logger('Worker');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { databaseUrl, redisUrl } = await joinRunningServices(config);
  await runMigrations(databaseUrl);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot({ config, databaseUrl, redisUrl }), { bufferLogs: true });
  app.useLogger(app.get(PinoNestLogger)); // JSON lines at LOG_LEVEL, like the API
  app.enableShutdownHooks(['SIGINT', 'SIGTERM', 'SIGHUP']);
  logger.log('Worker started: processing notifications, automations, billing and scheduling queues.');
}

main().catch((error) => {
  console.error(`The worker could not start: ${describeStartFailure(error)}`);
  process.exit(1);
});
