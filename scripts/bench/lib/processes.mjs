// Child-process and HTTP plumbing shared by the bench steps.
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A free TCP port on the loopback (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Keeps the last `max` characters a child wrote, to show them when it fails. */
export function captureOutput(child, max = 20_000) {
  let text = '';
  const keep = (chunk) => {
    text = (text + chunk.toString()).slice(-max);
    if (process.env.BENCH_VERBOSE) process.stderr.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => text;
}

export const hasExited = (child) => child.exitCode !== null || child.signalCode !== null;

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the child is gone. */
export function stopChild(child, graceMs = 30_000) {
  if (!child || hasExited(child)) return Promise.resolve({ forced: false });
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      child.kill('SIGKILL');
      resolve({ forced: true });
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve({ forced: false });
    });
    child.kill('SIGTERM');
  });
}

/** Polls `url` until it answers 200; fails early when `child` exits. */
export async function waitForOk(url, { child, timeoutMs = 180_000, what = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child && hasExited(child)) throw new Error(`${what} exited (code ${child.exitCode ?? child.signalCode}) before ${url} answered 200`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await sleep(250);
  }
  throw new Error(`${what}: ${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`);
}
