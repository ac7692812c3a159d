import { Inject, Injectable } from '@nestjs/common';
import { AUTH_MESSAGES } from '@coachcore/domain';
import { AppConfig } from '../../config/app-config';
import { RateLimiter } from '../../infra/redis/rate-limiter';

/** Sign-ups per address: REGISTER_MAX_PER_IP per REGISTER_THROTTLE_WINDOW, so one host cannot mass-create accounts. */
@Injectable()
export class RegistrationThrottleService {
  constructor(
    private readonly limiter: RateLimiter,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  countAttempt(ip: string): Promise<void> {
    return this.limiter.take('register:ip', ip, {
      limit: this.config.REGISTER_MAX_PER_IP,
      windowMs: this.config.registerThrottleWindowMs,
      refusal: AUTH_MESSAGES.tooManySignUps,
    });
  }
}
