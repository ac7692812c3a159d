import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { DestinationStream } from 'pino';
import { DEMO_SEEDERS, FEATURE_MODULES, WORKER_MODULES } from './app-modules';
import { WebModule } from './bootstrap/serve-web';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { AccessGuard } from './modules/auth/access.guard';
import { SessionGuard } from './modules/auth/session.guard';
import { TenancyService } from './modules/auth/tenancy.service';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { boundedPoolOptions, DATABASE_WAITS, type DatabaseWaits } from './infra/database/bounded-waits';
import { ormOptions } from './infra/database/mikro-orm.config';
import { LoggingModule } from './infra/logging/logging.module';
import { MetricsModule } from './infra/metrics/metrics.module';
import { QueuesModule } from './infra/queues/queues.module';
import { RedisModule } from './infra/redis/redis.module';
import { SeedModule } from './infra/seed/seed.module';
import { StorageModule } from './infra/storage/storage.module';
import { DatabaseModule } from './common/database/database.module';
import { EventsModule } from './common/events/events.module';

export interface AppModuleOptions {
  config: AppConfig;
  databaseUrl: string;
  redisUrl: string;
  /** Run the BullMQ processors in this process. */
  withWorkers: boolean;
  /** Serve the built frontend at / (when it has been built). */
  serveWeb?: boolean;
  /** Where the JSON log lines go (standard output by default; tests capture them). */
  logDestination?: DestinationStream;
  /**
   * The pool's waits on PostgreSQL when not the product's (see bounded-waits.ts). Integration tests widen the acquire
   * wait: on a 2-core machine running the whole suite, opening a connection to the embedded server has taken over 3 s.
   */
  databaseWaits?: Partial<DatabaseWaits>;
}

/** Infrastructure both the API and the worker need. */
export function coreImports(options: Omit<AppModuleOptions, 'withWorkers'>): Array<Type | DynamicModule | Promise<DynamicModule>> {
  return [
    ConfigModule.forRoot(options.config),
    EventsModule,
    DatabaseModule,
    MikroOrmModule.forRoot({
      ...ormOptions(options.databaseUrl, options.databaseWaits ? { driverOptions: boundedPoolOptions({ ...DATABASE_WAITS, ...options.databaseWaits }) } : {}),
      registerRequestContext: true,
    }),
    RedisModule.forRoot(options.redisUrl),
    StorageModule,
    QueuesModule.forRoot(options.redisUrl, options.config.REDIS_PREFIX, {
      lockDurationMs: options.config.jobLockDurationMs,
      stalledIntervalMs: options.config.jobStalledCheckIntervalMs,
    }),
  ];
}

@Module({})
export class AppModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    const webIndex = path.join(options.config.WEB_DIST, 'index.html');
    const serveWeb = options.serveWeb !== false && fs.existsSync(webIndex);
    return {
      module: AppModule,
      imports: [
        LoggingModule.forRoot({ config: options.config, processName: 'api', destination: options.logDestination }),
        ...coreImports(options),
        MetricsModule,
        ...FEATURE_MODULES,
        ...(options.withWorkers ? WORKER_MODULES : []),
        SeedModule.forRoot(DEMO_SEEDERS),
        ...(serveWeb ? [WebModule.forRoot(options.config.WEB_DIST)] : []),
      ],
      providers: [
        TenancyService,
        // Global guards run in this order: who is calling (401, CSRF 403), then what they may reach (403, tenant).
        { provide: APP_GUARD, useClass: SessionGuard },
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
