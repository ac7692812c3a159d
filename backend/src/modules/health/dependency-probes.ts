import { EntityManager } from '@mikro-orm/postgresql';
import type { Provider } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../../infra/redis/redis.module';

/** The dependencies a request may need, each checked with a trivial round trip. */
export interface DependencyProbes {
  database(): Promise<unknown>;
  redis(): Promise<unknown>;
}

export const DEPENDENCY_PROBES = Symbol('DEPENDENCY_PROBES');

export const dependencyProbesProvider: Provider = {
  provide: DEPENDENCY_PROBES,
  inject: [EntityManager, REDIS],
  useFactory: (em: EntityManager, redis: Redis): DependencyProbes => ({
    database: () => em.getConnection().execute('select 1'),
    redis: () => redis.ping(),
  }),
};
