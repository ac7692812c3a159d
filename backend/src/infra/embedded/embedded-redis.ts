import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import { freePort } from './free-port';
import { isRunning, stopLeftover } from './leftover-process';
import { generateSecret } from './secret-file';
import { OutputTail, stopChild } from './server-process';

export interface EmbeddedRedisHandle {
  /** redis://:<password>@127.0.0.1:<port> */
  url: string;
  pid(): number | undefined;
  stop(): Promise<void>;
}

export interface EmbeddedRedisOptions {
  dir: string;
  /** Keep an append-only file (npm start) or nothing on disk (tests). */
  persistent: boolean;
  log?: (line: string) => void;
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

/** Resolves once redis-server answers an authenticated PING; rejects with its output when it exits first. */
function waitForRedis(port: number, password: string, child: ChildProcess, tail: OutputTail, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    let failed: Error | undefined;
    child.once('error', (error) => (failed = new Error(`Could not start redis-server: ${error.message}`)));
    const attempt = () => {
      if (failed) return reject(failed);
      if (child.exitCode !== null) return reject(new Error(`redis-server stopped while starting (exit code ${child.exitCode}):\n${tail.text()}`));
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
async function stopLeftoverRedis(dir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(dir, PID_FILE);
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
  if (isRunning(pid, 'redis-server')) {
    log(`Stopping the redis-server (pid ${pid}) an earlier run left running on ${dir}...`);
    await stopLeftover(pid, 'SIGTERM');
  }
  fs.rmSync(pidFile, { force: true });
}

/**
 * Starts a private redis-server child bound to the loopback on a free port, with a generated password. The settings
 * go in on stdin, so the password never shows in the process list.
 */
export async function startEmbeddedRedis(options: EmbeddedRedisOptions): Promise<EmbeddedRedisHandle> {
  const log = options.log ?? (() => undefined);
  const binary = ensureRedisServerBinary(log);
  fs.mkdirSync(options.dir, { recursive: true, mode: 0o700 });
  await stopLeftoverRedis(options.dir, log);
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
  const tail = new OutputTail();
  const child = spawn(binary, ['-'], { cwd: options.dir, stdio: ['pipe', 'pipe', 'pipe'], detached: true }); // see spawnServer
  child.stdin?.on('error', () => undefined); // a binary that dies at once: reported by waitForRedis
  child.stdin?.end(`${settings.join('\n')}\n`);
  child.stdout?.on('data', (chunk: Buffer) => tail.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => tail.push(chunk));
  try {
    await waitForRedis(port, password, child, tail);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  let stopped = false;
  const killOnExit = () => child.kill('SIGTERM');
  process.on('exit', killOnExit); // an exception that ends Node still stops the server
  child.once('exit', (code, signal) => {
    process.off('exit', killOnExit);
    if (!stopped) log(`Embedded redis-server stopped unexpectedly (${signal ?? `exit code ${code}`}):\n${tail.text()}`);
  });

  return {
    url: `redis://:${password}@127.0.0.1:${port}`,
    pid: () => (child.exitCode === null && child.signalCode === null ? child.pid : undefined),
    stop() {
      if (stopped) return Promise.resolve();
      stopped = true;
      process.off('exit', killOnExit);
      return stopChild(child, 'SIGTERM', 5_000);
    },
  };
}
