import type { RedisOptions } from 'ioredis';

/** ioredis options from a redis:// URL, waiting through outages: what BullMQ workers and subscribers need. */
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

/** How long a producer (the outbox relay, schedulers, metrics) waits for a BullMQ queue command. */
export const QUEUE_COMMAND_TIMEOUT_MS = 2000;

/** How long a connection attempt may take before ioredis drops it and tries again. */
const CONNECT_TIMEOUT_MS = 2000;

/**
 * For the client that HTTP requests use: during an outage (Redis down, or frozen with its connections open) a command
 * fails within REDIS_COMMAND_TIMEOUT_MS (the exception filter answers 503) instead of waiting in the offline queue
 * until Redis is back. The client keeps reconnecting in the background.
 */
export function requestPathRedisOptions(url: string): RedisOptions {
  return {
    ...redisOptions(url),
    lazyConnect: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // Queued commands fail after one failed reconnect instead of piling up for the whole outage.
    maxRetriesPerRequest: 1,
  };
}

/**
 * For BullMQ's queues (the producers' side: adding jobs, reading counts, registering schedules): bounded like the
 * request path, with more time, as a batch of jobs is a longer command. Workers and queue event streams must not use
 * these: see blockingRedisOptions.
 */
export function queueRedisOptions(url: string): RedisOptions {
  return {
    ...redisOptions(url),
    commandTimeout: QUEUE_COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
  };
}

/**
 * The same connection for a client that blocks (a BullMQ worker's BZPOPMIN, a queue event stream's XREAD BLOCK): no
 * command timeout, which would cut every blocking wait short, and commands wait through an outage
 * (`maxRetriesPerRequest: null`, which BullMQ demands of them).
 */
export function blockingRedisOptions(options: RedisOptions): RedisOptions {
  return { ...options, commandTimeout: undefined, maxRetriesPerRequest: null };
}
