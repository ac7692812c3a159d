import { spawn, type ChildProcess } from 'node:child_process';
import type { RunAs } from './os-user';

/** The last lines a server printed: the real cause when it fails to start or dies. */
export class OutputTail {
  private lines: string[] = [];
  constructor(private readonly size = 40) {}
  push(chunk: Buffer | string): void {
    this.lines.push(
      ...chunk
        .toString()
        .split('\n')
        .filter((line) => line.trim() !== ''),
    );
    this.lines = this.lines.slice(-this.size);
  }
  text(): string {
    return this.lines.map((line) => `    ${line}`).join('\n');
  }
}

export interface ChildOptions {
  runAs?: RunAs;
  env?: NodeJS.ProcessEnv;
}

/** spawn() whose failure to start (EACCES, ENOENT) is an error we can report, never an unhandled event. */
export function spawnServer(binary: string, args: string[], options: ChildOptions): ChildProcess {
  return spawn(binary, args, {
    // The postgres user may not be able to enter our working directory (a private home): start it at /.
    cwd: '/',
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: Ctrl-C in a terminal reaches only Node, which stops the servers in order.
    detached: true,
    ...(options.runAs ? { uid: options.runAs.uid, gid: options.runAs.gid } : {}),
  });
}

/** The error a step of the start ends with when a stop was requested meanwhile (see StartLifecycle). */
export class StartAborted extends Error {
  constructor(what: string) {
    super(`${what}: stopped before it was up`);
    this.name = 'StartAborted';
  }
}

/** Runs a command to its end; rejects with its output when it fails or cannot be started. `signal` ends it (SIGTERM). */
export function runToEnd(binary: string, args: string[], options: ChildOptions & { signal?: AbortSignal }): Promise<void> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(new StartAborted(binary));
    const tail = new OutputTail();
    const child = spawnServer(binary, args, options);
    const abort = () => child.kill('SIGTERM');
    options.signal?.addEventListener('abort', abort, { once: true });
    child.stdout?.on('data', (chunk: Buffer) => tail.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => tail.push(chunk));
    child.once('error', (error) => reject(new Error(`Could not run ${binary}: ${error.message}`)));
    child.once('close', (code, signal) => {
      options.signal?.removeEventListener('abort', abort);
      if (options.signal?.aborted) reject(new StartAborted(binary));
      else if (code === 0) resolve();
      else reject(new Error(`${binary} failed (${signal ?? `exit code ${code}`}):\n${tail.text()}`));
    });
  });
}

/**
 * Resolves once the server printed `ready`; rejects with its output if it exits (or cannot start) first, and with
 * StartAborted when `signal` aborts (the caller stops the child).
 */
export function waitUntilReady(child: ChildProcess, tail: OutputTail, ready: string, what: string, timeoutMs = 60_000, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const done = (error?: Error) => {
      clearTimeout(timer);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
      child.off('error', onError);
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    };
    const onData = (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-4096);
      if (seen.includes(ready)) done();
    };
    const onExit = (code: number | null, signal: string | null) =>
      done(new Error(`${what} stopped while starting (${signal ?? `exit code ${code}`}):\n${tail.text()}`));
    const onError = (error: Error) => done(new Error(`Could not start ${what}: ${error.message}`));
    const onAbort = () => done(new StartAborted(what));
    const timer = setTimeout(() => done(new Error(`${what} did not start within ${timeoutMs / 1000} s:\n${tail.text()}`)), timeoutMs);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
    child.once('error', onError);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Stops a child: `signal` (a clean shutdown), SIGKILL after `graceMs`. A server that was frozen (SIGSTOP) is woken, so
 * it handles the signal instead of holding the stop until the grace runs out.
 */
export function stopChild(child: ChildProcess, signal: NodeJS.Signals, graceMs = 20_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
    child.kill('SIGCONT');
  });
}
