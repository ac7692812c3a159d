import type { RedisOptions } from 'ioredis';

/** ioredis options from a redis:// URL; BullMQ workers need maxRetriesPerRequest null. */
export function redisOptions(url: string): RedisOptions {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username || undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
    enableReadyCheck: true,
  };
}

/** How long a request waits for Redis before it answers 503. */
export const REDIS_COMMAND_TIMEOUT_MS = 800;

/**
 * For the client that HTTP requests use: during an outage a command fails within REDIS_COMMAND_TIMEOUT_MS (the
 * exception filter answers 503) instead of waiting in the offline queue until Redis is back. The client keeps
 * reconnecting in the background. BullMQ keeps redisOptions(): its blocking commands must wait, not time out.
 */
export function requestPathRedisOptions(url: string): RedisOptions {
  return {
    ...redisOptions(url),
    lazyConnect: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    // Queued commands fail after one failed reconnect instead of piling up for the whole outage.
    maxRetriesPerRequest: 1,
  };
}
