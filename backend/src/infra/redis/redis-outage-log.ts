import type { Logger } from '@nestjs/common';
import type { EventEmitter } from 'node:events';
import { isUnavailableDependency } from '../../common/filters/unavailable-dependency';

type Emitter = Pick<EventEmitter, 'on'>;

/**
 * Logs a lost Redis connection once per outage, and its end, for one or more connections of one user (the request
 * path's client, the queues, a worker): while Redis is away ioredis reports every failed reconnect, which would
 * otherwise be a line each, or an "[ioredis] Unhandled error event" stack each where nobody listens. Errors that are
 * not about reaching Redis are logged as they come.
 */
export class RedisOutageLog {
  private readonly down = new Set<string>();
  private since = 0;

  constructor(
    private readonly logger: Pick<Logger, 'warn'>,
    private readonly what: string,
  ) {}

  /** Follows one connection: `errors` emits its 'error' events, `ready` (the same by default) its 'ready' events. */
  watch(name: string, errors: Emitter, ready: Emitter = errors): this {
    errors.on('error', (error: Error) => this.failed(name, error));
    ready.on('ready', () => this.ready(name));
    return this;
  }

  private failed(name: string, error: Error): void {
    if (!isUnavailableDependency(error)) {
      this.logger.warn(`${this.what}: ${error.message}`);
      return;
    }
    if (this.down.size === 0) {
      this.since = Date.now();
      this.logger.warn(`${this.what}: lost the connection to Redis (${error.message}); reconnecting in the background`);
    }
    this.down.add(name);
  }

  private ready(name: string): void {
    if (!this.down.delete(name) || this.down.size > 0) return;
    this.logger.warn(`${this.what}: connected to Redis again after ${((Date.now() - this.since) / 1000).toFixed(1)} s`);
  }
}
