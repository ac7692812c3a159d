import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import { freePort } from './free-port';

export interface EmbeddedRedisHandle {
  url: string;
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
    let result = spawnSync('apt-get', ['install', '-y', '-qq', 'redis-server'], { stdio: 'ignore', env });
    if (result.status !== 0) {
      spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
      result = spawnSync('apt-get', ['install', '-y', '-qq', 'redis-server'], { stdio: 'ignore', env });
    }
    const installed = which('redis-server');
    if (installed) return installed;
  }
  throw new RedisNotInstalledError();
}

function waitForPort(port: number, child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`redis-server exited with code ${child.exitCode}`));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.write('PING\r\n');
        socket.once('data', (data) => {
          socket.destroy();
          if (data.toString().includes('PONG')) resolve();
          else retry();
        });
      });
      socket.once('error', () => {
        socket.destroy();
        retry();
      });
    };
    const retry = () => (Date.now() > deadline ? reject(new Error('redis-server did not start in time')) : setTimeout(attempt, 50));
    attempt();
  });
}

/** Starts a private redis-server child bound to the loopback on a free port. */
export async function startEmbeddedRedis(options: EmbeddedRedisOptions): Promise<EmbeddedRedisHandle> {
  const binary = ensureRedisServerBinary(options.log);
  fs.mkdirSync(options.dir, { recursive: true });
  const port = await freePort();
  const persistence = options.persistent ? ['--appendonly', 'yes', '--appendfsync', 'everysec'] : ['--appendonly', 'no'];
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', options.dir, '--save', '', '--maxmemory-policy', 'noeviction', '--daemonize', 'no', ...persistence],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  child.stderr?.on('data', (chunk: Buffer) => options.log?.(chunk.toString().trim()));
  await waitForPort(port, child);

  let stopped = false;
  return {
    url: `redis://127.0.0.1:${port}`,
    stop() {
      if (stopped || child.exitCode !== null) return Promise.resolve();
      stopped = true;
      return new Promise<void>((resolve) => {
        const force = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      });
    },
  };
}
