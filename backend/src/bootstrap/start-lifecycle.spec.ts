import { StartAborted } from '../infra/embedded/server-process';
import { causedByStop, StartLifecycle, StopRequested } from './start-lifecycle';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('StartLifecycle', () => {
  it('stops what the steps started, last first, and refuses the steps after a stop', async () => {
    const lifecycle = new StartLifecycle();
    const stopped: string[] = [];
    await lifecycle.step(
      'database',
      () => Promise.resolve('db'),
      async (value) => void stopped.push(value),
    );
    await lifecycle.step(
      'redis',
      () => Promise.resolve('redis'),
      async (value) => void stopped.push(value),
    );

    expect(await lifecycle.stop()).toEqual([]);

    expect(stopped).toEqual(['redis', 'db']);
    await expect(lifecycle.step('app', () => Promise.resolve('app'))).rejects.toBeInstanceOf(StopRequested);
  });

  it('aborts the running step, waits for it, and stops what it started even though its result is not used', async () => {
    const lifecycle = new StartLifecycle();
    const stopped: string[] = [];
    const running = lifecycle.step(
      'services',
      async (signal) => {
        await new Promise((resolve) => signal.addEventListener('abort', resolve));
        await sleep(20); // ends what it began, then returns what is up
        return 'services';
      },
      async (value) => void stopped.push(value),
    );
    const stopping = lifecycle.stop();

    await expect(running).rejects.toBeInstanceOf(StopRequested);
    await stopping;
    expect(stopped).toEqual(['services']);
  });

  it('turns the errors a stop causes in the running step into StopRequested, and keeps the others', async () => {
    const lifecycle = new StartLifecycle();
    const cut = lifecycle.step('migrations', () =>
      sleep(10).then(() => Promise.reject(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))),
    );
    void lifecycle.stop();
    await expect(cut).rejects.toBeInstanceOf(StopRequested);

    const other = new StartLifecycle();
    await expect(other.step('seed', () => Promise.reject(new Error('duplicate key')))).rejects.toThrow('duplicate key');
  });

  it('bounds the stop: a part that does not stop in its share is reported, and the rest is still stopped', async () => {
    const lifecycle = new StartLifecycle({ totalMs: 1_500, stepMs: 100 });
    const stopped: string[] = [];
    await lifecycle.step(
      'services',
      () => Promise.resolve('services'),
      async (value) => void stopped.push(value),
    );
    await lifecycle.step(
      'app',
      () => Promise.resolve('app'),
      () => new Promise(() => undefined),
      0.5,
    );
    const started = Date.now();

    const problems = await lifecycle.stop();

    expect(problems).toEqual([expect.stringMatching(/^app: did not stop within 0\.\d s$/)]);
    expect(stopped).toEqual(['services']);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('counts connection losses and aborted starts as caused by the stop', () => {
    expect(causedByStop(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(causedByStop(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(causedByStop(new StartAborted('PostgreSQL'))).toBe(true);
    expect(causedByStop(new Error('relation "users" does not exist'))).toBe(false);
  });
});
