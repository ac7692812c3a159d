import { Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { AppConfig } from '../../config/app-config';
import { pinoHttpOptions } from './pino-options';

export interface LoggingOptions {
  config: AppConfig;
  processName: 'api' | 'worker';
  /** Where the JSON lines go; standard output unless a test captures them. */
  destination?: DestinationStream;
}

/**
 * JSON logs through pino for the API and the worker. Use with `bufferLogs: true` and `app.useLogger(app.get(Logger))`.
 * nestjs-pino keeps one root logger per process: the first app created in a process decides its settings.
 */
@Module({})
export class LoggingModule {
  static forRoot({ config, processName, destination }: LoggingOptions): DynamicModule {
    const options = pinoHttpOptions(config, processName);
    return { module: LoggingModule, imports: [LoggerModule.forRoot({ pinoHttp: destination ? [options, destination] : options })] };
  }
}
