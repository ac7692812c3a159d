import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import * as path from 'node:path';
import { tenantFilter } from '../../common/tenancy/tenant-filter';
import { ENTITIES } from '../../app-modules';
import { boundedPoolOptions } from './bounded-waits';

export const MIGRATIONS_PATH = path.join(__dirname, 'migrations');

/**
 * One place for the ORM settings; the URL comes from the running services (embedded or configured). The pool's waits
 * are bounded (see bounded-waits.ts); migrations pass `driverOptions: {}`, as their statements may take long.
 */
export function ormOptions(clientUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl,
    entities: [...ENTITIES],
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: {
      path: MIGRATIONS_PATH,
      pathTs: MIGRATIONS_PATH,
      glob: '!(*.d).{js,ts}',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    pool: { min: 0, max: 20 },
    driverOptions: boundedPoolOptions(),
    debug: false,
    allowGlobalContext: false,
    filters: { [tenantFilter.name]: tenantFilter },
    ...overrides,
  });
}

/** Used by the MikroORM CLI (`npm run migration:create -w backend` after a build). */
export default ormOptions(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/coachcore_dev');
