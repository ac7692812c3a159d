import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { ormOptions } from './mikro-orm.config';

/** Any fixed number: every CoachCore process (API or worker) takes the same lock to migrate. */
export const MIGRATION_LOCK_KEY = 4_242_310_001;

/**
 * Runs `work` while holding a PostgreSQL advisory lock on its own connection: processes starting at once against
 * one database take turns (the lock goes with the session, so a killed process cannot keep it).
 */
export async function withAdvisoryLock<T>(url: string, key: number, work: () => Promise<T>): Promise<T> {
  const lock = new Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    await lock.end(); // ending the session releases the lock
  }
}

/**
 * Applies the committed migrations to the database at `url`; returns the names it ran. Several APIs and workers
 * starting at once take turns: the first migrates, the others then find nothing to do.
 */
export async function runMigrations(url: string): Promise<string[]> {
  return withAdvisoryLock(url, MIGRATION_LOCK_KEY, async () => {
    // Without the app's statement and query timeouts: a migration may rewrite a large table.
    const orm = await MikroORM.init(ormOptions(url, { driverOptions: {} }));
    try {
      const ran = await orm.migrator.up();
      return ran.map((m) => m.name);
    } finally {
      await orm.close(true);
    }
  });
}
