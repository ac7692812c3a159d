// Starts ceiling-server.mjs in its own process, like the app. The IPC channel stays open: should the bench
// die without cleaning up, the child sees the disconnect and exits.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { captureOutput, hasExited, stopChild } from './processes.mjs';

const SERVER = fileURLToPath(new URL('../ceiling-server.mjs', import.meta.url));

export function startCeiling({ databaseUrl, timeoutMs = 30_000 }) {
  const child = fork(SERVER, [], {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    execPath: process.execPath,
    // BENCH_CEILING_NODE_ARGS: extra Node flags for the ceiling server, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
    execArgv: (process.env.BENCH_CEILING_NODE_ARGS ?? '').split(/\s+/).filter(Boolean),
  });
  const output = captureOutput(child);
  return new Promise((resolve, reject) => {
    const fail = (why) => {
      clearTimeout(timer);
      void stopChild(child, 5000);
      const error = new Error(`ceiling server: ${why}`);
      error.output = output();
      reject(error);
    };
    const timer = setTimeout(() => fail('not ready in time'), timeoutMs);
    child.once('exit', (code, signal) => fail(`exited (${code ?? signal}) before it was ready`));
    child.on('message', (message) => {
      if (!message?.ready) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({
        child,
        baseUrl: `http://127.0.0.1:${message.ready}`,
        output,
        stop: () => (hasExited(child) ? Promise.resolve({ forced: false }) : stopChild(child, 5000)),
      });
    });
  });
}
