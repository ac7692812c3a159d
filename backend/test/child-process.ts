import { spawn, type ChildProcess } from 'node:child_process';
import * as path from 'node:path';

const BACKEND = path.resolve(__dirname, '..');

/**
 * Settings that reach outside this machine, dropped from the environment a child inherits (a developer may have
 * them set); the barcode lookup is turned off. A test that needs one passes a local stand-in in `env`.
 */
const EXTERNAL_KEYS = ['SMTP_URL', 'STORAGE_S3_ENDPOINT', 'STORAGE_S3_BUCKET', 'STORAGE_S3_ACCESS_KEY_ID', 'STORAGE_S3_SECRET_ACCESS_KEY', 'STRIPE_SECRET_KEY'];

function hermetic(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy: NodeJS.ProcessEnv = { ...env, FOOD_LOOKUP_URL: 'off' };
  for (const key of EXTERNAL_KEYS) delete copy[key];
  return copy;
}

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
    env: { ...hermetic(process.env), NODE_OPTIONS: '', ...env },
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
