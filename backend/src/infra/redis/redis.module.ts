import { Global, Inject, Logger, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { requestPathRedisOptions } from './redis-connection';
import { RateLimiter } from './rate-limiter';
import { REDIS } from './redis.token';
import { RedisOutageLog } from './redis-outage-log';

export { REDIS };

/** The shared ioredis client for everything that is not BullMQ (throttling, CSRF secret, health); fails fast during an outage. */
@Global()
@Module({})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  static forRoot(url: string): DynamicModule {
    return {
      module: RedisModule,
      providers: [
        {
          provide: REDIS,
          useFactory: () => {
            const client = new Redis(requestPathRedisOptions(url));
            new RedisOutageLog(new Logger('Redis'), 'Redis').watch('client', client);
            return client;
          },
        },
        RateLimiter,
      ],
      exports: [REDIS, RateLimiter],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
