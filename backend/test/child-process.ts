import { spawn, type ChildProcess } from 'node:child_process';
import * as path from 'node:path';

const BACKEND = path.resolve(__dirname, '..');

export interface RunningChild {
  child: ChildProcess;
  output(): string;
  /** Resolves with the first output line matching `pattern`; rejects when the child exits first. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Runs a backend TypeScript entry (src/main.ts, src/worker.ts, a fixture) as a real Node process, without a build. */
export function runTypeScript(entry: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): RunningChild {
  const child = spawn(process.execPath, ['-r', path.join(BACKEND, '../scripts/register-backend-ts.cjs'), path.resolve(BACKEND, entry), ...args], {
    cwd: BACKEND,
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    output: () => output,
    exited: () => exit,
    waitFor(pattern, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = output.match(pattern);
          if (match) finish(() => resolve(match));
        };
        const finish = (settle: () => void) => {
          clearTimeout(timer);
          listeners.delete(check);
          settle();
        };
        const timer = setTimeout(() => finish(() => reject(new Error(`No ${pattern} within ${timeoutMs} ms. Output:\n${output}`))), timeoutMs);
        listeners.add(check);
        void exit.then(({ code, signal }) => finish(() => reject(new Error(`Exited (${signal ?? code}) before ${pattern}. Output:\n${output}`))));
        check();
      });
    },
  };
}
