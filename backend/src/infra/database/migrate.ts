import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from './mikro-orm.config';

/** Applies the committed migrations to the database at `url`; returns the names it ran. */
export async function runMigrations(url: string): Promise<string[]> {
  const orm = await MikroORM.init(ormOptions(url));
  try {
    const ran = await orm.migrator.up();
    return ran.map((m) => m.name);
  } finally {
    await orm.close(true);
  }
}
