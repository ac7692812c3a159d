/** The injection token of the shared ioredis client (RedisModule). */
export const REDIS = Symbol('REDIS');
