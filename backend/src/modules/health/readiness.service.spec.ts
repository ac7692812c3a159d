import { PROBE_TIMEOUT_MS, ReadinessService } from './readiness.service';

const up = () => Promise.resolve('PONG');
const refused = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }));

describe('ReadinessService', () => {
  it('is ok when PostgreSQL and Redis answer', async () => {
    await expect(new ReadinessService({ database: up, redis: up }).check()).resolves.toEqual({ status: 'ok', database: 'up', redis: 'up' });
  });

  it('names PostgreSQL when it does not answer', async () => {
    await expect(new ReadinessService({ database: refused, redis: up }).check()).resolves.toEqual({ status: 'error', database: 'down', redis: 'up' });
  });

  it('names Redis when it does not answer', async () => {
    await expect(new ReadinessService({ database: up, redis: refused }).check()).resolves.toEqual({ status: 'error', database: 'up', redis: 'down' });
  });

  it('counts a dependency that hangs as down once the probe times out', async () => {
    jest.useFakeTimers();
    try {
      const result = new ReadinessService({ database: up, redis: () => new Promise(() => undefined) }).check();
      await jest.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS);
      await expect(result).resolves.toEqual({ status: 'error', database: 'up', redis: 'down' });
    } finally {
      jest.useRealTimers();
    }
  });
});
