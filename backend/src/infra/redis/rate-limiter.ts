import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception';
import { AppConfig } from '../../config/app-config';
import { countInWindow } from './fixed-window-counter';
import { REDIS } from './redis.token';

/** How often an action may be taken: `limit` per `windowMs`, and what a refused caller reads. */
export interface RateLimit {
  limit: number;
  windowMs: number;
  refusal: string;
}

/**
 * Fixed-window limits on actions a caller could repeat to harm someone (sign-ups from one address, e-mails sent on
 * request), counted in Redis so every API process shares them and concurrent calls cannot all slip under the limit.
 */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /** Counts one `action` by `subject` (an address, a client id); past the limit, a 429 with `Retry-After`. */
  async take(action: string, subject: string, { limit, windowMs, refusal }: RateLimit): Promise<void> {
    const waitMs = await countInWindow(this.redis, `${this.config.REDIS_PREFIX}:${action}:${subject}`, limit, windowMs);
    if (waitMs > 0) throw new TooManyRequestsException(refusal, waitMs);
  }
}
