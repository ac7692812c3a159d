import { Inject, Injectable } from '@nestjs/common';
import { AUTH_MESSAGES } from '@coachcore/domain';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception';
import { AppConfig } from '../../config/app-config';
import { REDIS } from '../../infra/redis/redis.module';

/** The longest an (account, address) pair stays locked, however often it is locked again. */
export const LONGEST_LOGIN_LOCK_MS = 24 * 60 * 60 * 1000;

/**
 * Counts the attempt before the password is checked, in one atomic step, so concurrent guesses cannot all slip
 * under the limit. Answers 0 (go ahead: the password may be checked) or the milliseconds to wait.
 *   KEYS: 1 attempts of this (account, address), 2 its lock, 3 its lock count, 4 attempts of this address
 *   ARGV: 1 attempts per (account, address), 2 attempts per address, 3 window ms, 4 longest lock ms
 */
const ATTEMPT_SCRIPT = `
local locked = redis.call('PTTL', KEYS[2])
if locked > 0 then return locked end
if tonumber(redis.call('GET', KEYS[4]) or '0') >= tonumber(ARGV[2]) then return math.max(redis.call('PTTL', KEYS[4]), 1) end
local attempts = redis.call('INCR', KEYS[1])
if attempts == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
if attempts > tonumber(ARGV[1]) then
  local locks = redis.call('INCR', KEYS[3])
  redis.call('PEXPIRE', KEYS[3], ARGV[4])
  local lockMs = math.floor(math.min(tonumber(ARGV[3]) * 2 ^ (locks - 1), tonumber(ARGV[4])))
  redis.call('SET', KEYS[2], '1', 'PX', lockMs)
  redis.call('DEL', KEYS[1])
  return lockMs
end
if redis.call('INCR', KEYS[4]) == 1 then redis.call('PEXPIRE', KEYS[4], ARGV[3]) end
return 0`;

/** A successful sign-in: the pair starts afresh and the attempt no longer counts against the address. */
const SUCCESS_SCRIPT = `
redis.call('DEL', KEYS[1], KEYS[3])
if tonumber(redis.call('GET', KEYS[4]) or '0') > 0 then redis.call('DECR', KEYS[4]) end
return 0`;

/**
 * Sign-in throttling keyed by account AND address, so an attacker can lock only themselves out, never the person:
 * - per (account, address): LOGIN_MAX_FAILURES_PER_ACCOUNT attempts per LOGIN_THROTTLE_WINDOW, then a lock of one
 *   window that doubles with each further lock (up to 24 hours); the right password from another address still works;
 * - per address: LOGIN_MAX_FAILURES_PER_IP failed attempts per window over all accounts (password spraying).
 */
@Injectable()
export class LoginThrottleService {
  /** Which attempts these are (the keys' namespace) and what a refusal says: a subclass counts another step. */
  protected readonly scope: string = 'login';
  protected readonly refusal: string = AUTH_MESSAGES.tooManyAttempts;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /** Counts this attempt; throws 429 with Retry-After when the pair is locked or the address has failed too often. */
  async beginAttempt(email: string, ip: string): Promise<void> {
    const { LOGIN_MAX_FAILURES_PER_ACCOUNT: perPair, LOGIN_MAX_FAILURES_PER_IP: perIp } = this.config;
    const waitMs = Number(
      await this.redis.eval(ATTEMPT_SCRIPT, 4, ...this.keys(email, ip), perPair, perIp, this.config.loginThrottleWindowMs, LONGEST_LOGIN_LOCK_MS),
    );
    if (waitMs > 0) throw new TooManyRequestsException(this.refusal, waitMs);
  }

  /** The password was right: forget this pair's attempts and locks. A failure needs no call: it was counted already. */
  async recordSuccess(email: string, ip: string): Promise<void> {
    await this.redis.eval(SUCCESS_SCRIPT, 4, ...this.keys(email, ip));
  }

  private keys(email: string, ip: string): [string, string, string, string] {
    const prefix = `${this.config.REDIS_PREFIX}:${this.scope}`;
    // Hashed: e-mails and IPv6 addresses both may contain ':'.
    const pair = createHash('sha256').update(`${email.toLowerCase()}\n${ip}`).digest('base64url');
    return [`${prefix}:pair:${pair}:attempts`, `${prefix}:pair:${pair}:lock`, `${prefix}:pair:${pair}:locks`, `${prefix}:ip:${ip}:failures`];
  }
}
