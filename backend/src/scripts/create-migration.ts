import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ormOptions } from '../infra/database/mikro-orm.config';
import { startEmbeddedPostgres } from '../infra/embedded/embedded-postgres';

/**
 * `npm run migration:create -w backend [name]`: applies the committed migrations to a scratch database,
 * then writes the difference to the entities as a new TypeScript migration in src/infra/database/migrations.
 */
async function main(): Promise<void> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'coachcore-migration-'));
  fs.chmodSync(scratch, 0o755);
  const pg = process.env.DATABASE_URL ? null : await startEmbeddedPostgres({ dir: path.join(scratch, 'pg'), database: 'scratch', fast: true });
  const url = process.env.DATABASE_URL ?? pg!.url;
  const sourcePath = path.resolve(__dirname, '../../src/infra/database/migrations');
  const orm = await MikroORM.init(
    ormOptions(url, { migrations: { path: path.join(__dirname, '../infra/database/migrations'), pathTs: sourcePath, emit: 'ts', snapshot: false } }),
  );
  try {
    await orm.migrator.up();
    const result = await orm.migrator.create(sourcePath, false, false, process.argv[2]);
    if (!result.diff.up.length) console.log('No changes: the entities match the migrations.');
    else console.log(`Created ${path.join(sourcePath, result.fileName)}`);
  } finally {
    await orm.close(true);
    await pg?.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
