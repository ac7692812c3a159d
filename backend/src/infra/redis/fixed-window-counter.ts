import type { Redis } from 'ioredis';

/** INCR and the window's expiry in one step, so concurrent callers can never all slip under the limit. */
const COUNT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if count > tonumber(ARGV[1]) then return math.max(redis.call('PTTL', KEYS[1]), 1) end
return 0`;

/**
 * Counts one event against `limit` per window. Answers 0 while within the limit, otherwise the milliseconds until
 * the window ends (the caller's Retry-After).
 */
export async function countInWindow(redis: Redis, key: string, limit: number, windowMs: number): Promise<number> {
  return Number(await redis.eval(COUNT_SCRIPT, 1, key, limit, windowMs));
}
