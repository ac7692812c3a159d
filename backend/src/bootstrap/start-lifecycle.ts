import { isUnavailableDependency } from '../common/filters/unavailable-dependency';
import { StartAborted } from '../infra/embedded/server-process';

/** A step refused, or whose result is dropped, because the start is being stopped. */
export class StopRequested extends Error {
  constructor(what: string) {
    super(`${what}: not done, the start is being stopped`);
    this.name = 'StopRequested';
  }
}

/** Errors that the stop itself causes in what is still running: servers going away, steps being cut short. */
export function causedByStop(error: unknown): boolean {
  return (
    error instanceof StopRequested || error instanceof StartAborted || (error as Error | undefined)?.name === 'AbortError' || isUnavailableDependency(error)
  );
}

export interface StopBudget {
  /** The whole stop: what is not stopped by then is left to the process's exit (the servers are killed). */
  totalMs: number;
  /** At most this long for the step running when the stop came, before what was started is stopped under it. */
  stepMs: number;
}

export const DEFAULT_STOP_BUDGET: StopBudget = { totalMs: 8_500, stepMs: 3_000 };

interface Started {
  what: string;
  /** Stops it within `withinMs` (a server is killed when it has not stopped by then). */
  stop: (withinMs: number) => Promise<void>;
  /** The share of what remains of the budget it may take; the rest is kept for what was started before it. */
  share: number;
}

/**
 * The steps of a start, and what they started. A stop (a signal, or a failed step) cancels the steps that remain,
 * gives the running one a moment to end (its AbortSignal fires), then stops what was started in reverse order, within
 * a budget: a stop at any moment of a start leaves nothing of it running.
 */
export class StartLifecycle {
  private readonly controller = new AbortController();
  private readonly started: Started[] = [];
  private running?: Promise<unknown>;
  private stopped?: Promise<string[]>;
  private stoppingStarted = false;

  constructor(
    private readonly budget: StopBudget = DEFAULT_STOP_BUDGET,
    private readonly now: () => number = Date.now,
  ) {}

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get stopping(): boolean {
    return this.controller.signal.aborted;
  }

  /**
   * Runs one step. `stop` is how to stop what it returns (registered as soon as it returns, even when the stop came
   * meanwhile); `share` is the part of the remaining budget that stop may take. Rejects with StopRequested when the
   * start is being stopped, before or after the step.
   */
  async step<T>(what: string, run: (signal: AbortSignal) => Promise<T>, stop?: (value: T, withinMs: number) => Promise<void>, share = 0.5): Promise<T> {
    if (this.stopping) throw new StopRequested(what);
    const running = run(this.signal);
    this.running = running.catch(() => undefined);
    let value: T;
    try {
      value = await running;
    } catch (error) {
      if (this.stopping && causedByStop(error)) throw new StopRequested(what);
      throw error;
    } finally {
      this.running = undefined;
    }
    if (stop) {
      const started: Started = { what, stop: (withinMs) => stop(value, withinMs), share };
      // Too late for the stop's turn (it gave up waiting for this step): stopped right away.
      if (this.stoppingStarted) void started.stop(1_000).catch(() => undefined);
      else this.started.push(started);
    }
    if (this.stopping) throw new StopRequested(what);
    return value;
  }

  /**
   * Cancels the remaining steps and stops what was started, last first. Resolves (once, whoever asks again) with the
   * things that did not stop cleanly, described; never rejects.
   */
  stop(): Promise<string[]> {
    this.stopped ??= this.stopAll();
    return this.stopped;
  }

  private async stopAll(): Promise<string[]> {
    const deadline = this.now() + this.budget.totalMs;
    this.controller.abort();
    const problems: string[] = [];
    if (this.running) await within(this.running, Math.min(this.budget.stepMs, deadline - this.now()));
    this.stoppingStarted = true;
    for (let thing = this.started.pop(); thing; thing = this.started.pop()) {
      const remaining = Math.max(deadline - this.now(), 500);
      const withinMs = this.started.length === 0 ? remaining : Math.max(Math.floor(remaining * thing.share), 500);
      const outcome = await within(
        thing.stop(withinMs).then(
          () => undefined,
          (error: unknown) => (causedByStop(error) ? undefined : `${thing.what}: ${(error as Error)?.message ?? String(error)}`),
        ),
        withinMs,
      );
      if (outcome === TIMED_OUT) problems.push(`${thing.what}: did not stop within ${(withinMs / 1000).toFixed(1)} s`);
      else if (outcome) problems.push(outcome);
    }
    return problems;
  }
}

const TIMED_OUT = Symbol('timed out');

function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([promise, new Promise<typeof TIMED_OUT>((resolve) => (timer = setTimeout(() => resolve(TIMED_OUT), Math.max(ms, 0))))]).finally(() =>
    clearTimeout(timer),
  );
}
