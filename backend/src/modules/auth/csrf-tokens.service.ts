import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { AppConfig } from '../../config/app-config';
import { REDIS } from '../../infra/redis/redis.module';
import { csrfTokenFor } from './session-token';

/**
 * Derives each session's CSRF token from its session token with a server secret. The secret is generated once and
 * kept in Redis (beside the throttle counters), so every instance sharing that Redis agrees and restarts keep it.
 */
@Injectable()
export class CsrfTokensService {
  private secret?: Promise<Buffer>;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async tokenFor(sessionToken: string): Promise<string> {
    return csrfTokenFor(sessionToken, await this.loadSecret());
  }

  private loadSecret(): Promise<Buffer> {
    // A failed read (Redis down) is not cached: the next request tries again.
    this.secret ??= this.readOrCreateSecret().catch((error: unknown) => {
      this.secret = undefined;
      throw error;
    });
    return this.secret;
  }

  private async readOrCreateSecret(): Promise<Buffer> {
    const key = `${this.config.REDIS_PREFIX}:csrf-secret`;
    // NX: when two instances start at once, the first secret written wins and both read it back.
    await this.redis.set(key, randomBytes(32).toString('base64'), 'NX');
    const stored = await this.redis.get(key);
    if (!stored) throw new Error('The CSRF secret could not be read back from Redis');
    return Buffer.from(stored, 'base64');
  }
}
