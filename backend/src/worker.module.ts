import { Module, type DynamicModule } from '@nestjs/common';
import { coreImports, type AppModuleOptions } from './app.module';
import { WORKER_MODULES } from './app-modules';
import { LoggingModule } from './infra/logging/logging.module';

/** The BullMQ processors alone, for `npm run start:worker`. */
@Module({})
export class WorkerModule {
  static forRoot(options: Omit<AppModuleOptions, 'withWorkers' | 'serveWeb'>): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        LoggingModule.forRoot({ config: options.config, processName: 'worker', destination: options.logDestination }),
        ...coreImports(options),
        ...WORKER_MODULES,
      ],
    };
  }
}
