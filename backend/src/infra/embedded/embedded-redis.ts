import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import { freePort } from './free-port';
import { isRunning, stopLeftover } from './leftover-process';
import { generateSecret } from './secret-file';
import { OutputTail, StartAborted, stopChild } from './server-process';

export interface EmbeddedRedisHandle {
  /** redis://:<password>@127.0.0.1:<port> */
  url: string;
  pid(): number | undefined;
  /** SHUTDOWN (SIGTERM); the server is killed when it has not stopped within `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export interface EmbeddedRedisOptions {
  dir: string;
  /** Keep an append-only file (npm start) or nothing on disk (tests). */
  persistent: boolean;
  log?: (line: string) => void;
  /** The start is being stopped: a server coming up is killed and the promise rejects with StartAborted. */
  signal?: AbortSignal;
}

export class RedisNotInstalledError extends Error {
  constructor() {
    super(
      'redis-server is not installed and could not be installed automatically.\n' +
        '  Install it (Debian/Ubuntu: sudo apt-get install -y redis-server; macOS: brew install redis)\n' +
        '  or point CoachCore at a running Redis: REDIS_URL=redis://127.0.0.1:6379',
    );
  }
}

function which(command: string): string | null {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

/** Finds redis-server, installing Debian's package when we are root and apt-get exists. */
export function ensureRedisServerBinary(log: (line: string) => void = () => undefined): string {
  const existing = which('redis-server');
  if (existing) return existing;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && which('apt-get')) {
    log('redis-server not found: installing it with apt-get (one time)...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const install = () => spawnSync('apt-get', ['install', '-y', '-qq', 'redis-server'], { stdio: 'ignore', env }).status === 0;
    // A fresh machine may have no package lists yet: update them once and try again.
    if (!install()) {
      spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
      install();
    }
    const installed = which('redis-server');
    if (installed) return installed;
  }
  throw new RedisNotInstalledError();
}

/**
 * Resolves once redis-server answers an authenticated PING; rejects with its output when it exits first, and with
 * StartAborted when `signal` aborts.
 */
function waitForRedis(port: number, password: string, child: ChildProcess, tail: OutputTail, timeoutMs = 10_000, signal?: AbortSignal): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    let failed: Error | undefined;
    child.once('error', (error) => (failed = new Error(`Could not start redis-server: ${error.message}`)));
    const attempt = () => {
      if (signal?.aborted) return reject(new StartAborted('redis-server'));
      if (failed) return reject(failed);
      if (child.exitCode !== null || child.signalCode !== null)
        return reject(new Error(`redis-server stopped while starting (${child.signalCode ?? `exit code ${child.exitCode}`}):\n${tail.text()}`));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.write(`AUTH ${password}\r\nPING\r\n`);
        let answer = '';
        socket.on('data', (data) => {
          answer += data.toString();
          if (!answer.includes('PONG') && !answer.includes('-')) return;
          socket.destroy();
          if (answer.includes('PONG')) resolve();
          else retry();
        });
      });
      socket.once('error', () => {
        socket.destroy();
        retry();
      });
    };
    const retry = () => (Date.now() > deadline ? reject(new Error(`redis-server did not start in time:\n${tail.text()}`)) : setTimeout(attempt, 50));
    attempt();
  });
}

const PID_FILE = 'redis-server.pid';

/** A redis-server a killed run left behind still holds the data folder: stop it (SHUTDOWN on SIGTERM saves). */
export async function stopLeftoverRedis(dir: string, log: (line: string) => void, signal?: AbortSignal): Promise<void> {
  const pidFile = path.join(dir, PID_FILE);
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
  if (isRunning(pid, 'redis-server')) {
    log(`Stopping the redis-server (pid ${pid}) an earlier run left running on ${dir}...`);
    await stopLeftover(pid, 'SIGTERM', 15_000, signal);
  }
  fs.rmSync(pidFile, { force: true });
}

/**
 * Starts a private redis-server child bound to the loopback on a free port, with a generated password. The settings
 * go in on stdin, so the password never shows in the process list. When it dies on its own (a crash, an OOM kill, an
 * operator's kill -9) it is started again on the same port with the same password, so the clients reconnect to it,
 * and with the same folder, so a persistent one reads its append-only file back.
 */
export async function startEmbeddedRedis(options: EmbeddedRedisOptions): Promise<EmbeddedRedisHandle> {
  const log = options.log ?? (() => undefined);
  const binary = ensureRedisServerBinary(log);
  fs.mkdirSync(options.dir, { recursive: true, mode: 0o700 });
  await stopLeftoverRedis(options.dir, log, options.signal);
  if (options.signal?.aborted) throw new StartAborted('redis-server');
  const port = await freePort();
  const password = generateSecret();
  const settings = [
    `port ${port}`,
    'bind 127.0.0.1',
    `dir "${options.dir}"`,
    `pidfile "${path.join(options.dir, PID_FILE)}"`,
    'save ""',
    'maxmemory-policy noeviction',
    'daemonize no',
    `requirepass ${password}`,
    ...(options.persistent ? ['appendonly yes', 'appendfsync everysec'] : ['appendonly no']),
  ];
  const server = new SupervisedRedis(binary, settings, port, password, options.dir, log);
  await server.start(options.signal);
  return {
    url: `redis://:${password}@127.0.0.1:${port}`,
    pid: () => server.pid(),
    stop: (graceMs) => server.stop(graceMs),
  };
}

/** One redis-server child; started again when it dies on its own, as the embedded PostgreSQL is. */
class SupervisedRedis {
  private child?: ChildProcess;
  private stopping = false;
  private readonly tail = new OutputTail();
  private readonly killOnExit = () => {
    this.child?.kill('SIGTERM');
    this.child?.kill('SIGCONT');
  };

  constructor(
    private readonly binary: string,
    private readonly settings: string[],
    private readonly port: number,
    private readonly password: string,
    private readonly dir: string,
    private readonly log: (line: string) => void,
  ) {}

  pid(): number | undefined {
    return this.child?.exitCode === null && this.child.signalCode === null ? this.child.pid : undefined;
  }

  /** Starts the server; one that does not come up (it fails, takes too long, or `signal` aborts) is killed. */
  async start(signal?: AbortSignal): Promise<void> {
    if (this.stopping) throw new StartAborted('redis-server');
    const child = spawn(this.binary, ['-'], { cwd: this.dir, stdio: ['pipe', 'pipe', 'pipe'], detached: true }); // see spawnServer
    this.child = child;
    child.stdin?.on('error', () => undefined); // a binary that dies at once: reported by waitForRedis
    child.stdin?.end(`${this.settings.join('\n')}\n`);
    child.stdout?.on('data', (chunk: Buffer) => this.tail.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => this.tail.push(chunk));
    try {
      await waitForRedis(this.port, this.password, child, this.tail, 10_000, signal);
    } catch (error) {
      await stopChild(child, 'SIGKILL', 1_000);
      throw error;
    }
    process.on('exit', this.killOnExit); // an exception that ends Node still stops the server
    child.once('exit', (code, exitSignal) => {
      process.off('exit', this.killOnExit);
      if (!this.stopping) void this.restart(exitSignal ?? `exit code ${code}`);
    });
  }

  private async restart(reason: string): Promise<void> {
    this.log(`Embedded redis-server stopped unexpectedly (${reason}); starting it again.\n${this.tail.text()}`);
    for (let attempt = 1; !this.stopping; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(200 * attempt, 2_000)));
      if (this.stopping) return;
      try {
        fs.rmSync(path.join(this.dir, PID_FILE), { force: true });
        await this.start();
        this.log('Embedded redis-server is running again.');
        return;
      } catch (error) {
        if (this.stopping) return;
        this.log(`Embedded redis-server could not be started again (attempt ${attempt}): ${(error as Error).message}`);
      }
    }
  }

  async stop(graceMs = 5_000): Promise<void> {
    this.stopping = true;
    process.off('exit', this.killOnExit);
    if (this.child) await stopChild(this.child, 'SIGTERM', graceMs);
  }
}
