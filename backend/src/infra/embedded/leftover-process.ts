import * as fs from 'node:fs';

export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The command line of a running process (Linux /proc); undefined when it cannot be read. */
function commandLine(pid: number): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return undefined;
  }
}

/** True when `pid` is alive and (where the OS lets us check) runs a program whose command line contains `program`. */
export function isRunning(pid: number, program: string): boolean {
  if (!isAlive(pid)) return false;
  const command = commandLine(pid);
  return command === undefined ? true : command.includes(program);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a leftover may take to go once the start is being stopped (it is then killed: the stop must end soon). */
const ABORTED_GRACE_MS = 2_000;

async function waitGone(pid: number, ms: number, abort?: AbortSignal): Promise<boolean> {
  const started = Date.now();
  const deadline = () => started + (abort?.aborted ? Math.min(ms, ABORTED_GRACE_MS) : ms);
  while (Date.now() < deadline()) {
    if (!isAlive(pid)) return true;
    await sleep(50);
  }
  return !isAlive(pid);
}

/**
 * Stops a server a crashed run left behind (its parent was killed with SIGKILL, so nobody stopped it):
 * `signal` first (a clean shutdown), SIGKILL when it does not go within `graceMs` (2 s once `abort` fires: the start
 * that took it over is being stopped). A frozen one (SIGSTOP) is woken to handle the signal.
 */
export async function stopLeftover(pid: number, signal: NodeJS.Signals, graceMs = 15_000, abort?: AbortSignal): Promise<void> {
  try {
    process.kill(pid, signal);
    process.kill(pid, 'SIGCONT');
  } catch {
    return;
  }
  if (await waitGone(pid, graceMs, abort)) return;
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    return;
  }
  await waitGone(pid, 5_000);
}
