import { Inject, Injectable } from '@nestjs/common';
import { AUTH_MESSAGES } from '@coachcore/domain';
import type { Redis } from 'ioredis';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception';
import { AppConfig } from '../../config/app-config';
import { countInWindow } from '../../infra/redis/fixed-window-counter';
import { REDIS } from '../../infra/redis/redis.module';

/** Sign-ups per address: REGISTER_MAX_PER_IP per REGISTER_THROTTLE_WINDOW, so one host cannot mass-create accounts. */
@Injectable()
export class RegistrationThrottleService {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async countAttempt(ip: string): Promise<void> {
    const key = `${this.config.REDIS_PREFIX}:register:ip:${ip}`;
    const waitMs = await countInWindow(this.redis, key, this.config.REGISTER_MAX_PER_IP, this.config.registerThrottleWindowMs);
    if (waitMs > 0) throw new TooManyRequestsException(AUTH_MESSAGES.tooManySignUps, waitMs);
  }
}
