import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AUTH_MESSAGES } from '@coachcore/domain';
import type { Redis } from 'ioredis';
import { AppConfig } from '../../config/app-config';
import { REDIS } from '../../infra/redis/redis.module';

/**
 * Counts failed sign-ins per account and per IP in Redis over a sliding window;
 * past the limit every attempt answers 429 until the window ends.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  private keys(email: string, ip: string) {
    const prefix = `${this.config.REDIS_PREFIX}:login-failures`;
    return { account: `${prefix}:account:${email.toLowerCase()}`, ip: `${prefix}:ip:${ip}` };
  }

  async assertAllowed(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    const [account, byIp] = await this.redis.mget(keys.account, keys.ip);
    const blocked = Number(account ?? 0) >= this.config.LOGIN_MAX_FAILURES_PER_ACCOUNT || Number(byIp ?? 0) >= this.config.LOGIN_MAX_FAILURES_PER_IP;
    if (!blocked) return;
    const ttl = Math.max(await this.redis.pttl(keys.account), await this.redis.pttl(keys.ip), 1000);
    throw new HttpException(
      { message: AUTH_MESSAGES.tooManyAttempts, retryAfterSeconds: Math.ceil(ttl / 1000) },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    const window = this.config.loginThrottleWindowMs;
    await this.redis.multi().incr(keys.account).pexpire(keys.account, window, 'NX').incr(keys.ip).pexpire(keys.ip, window, 'NX').exec();
  }

  async recordSuccess(email: string): Promise<void> {
    await this.redis.del(this.keys(email, '').account);
  }
}
