// One autocannon run (programmatic API) with a warm-up, reduced to the figures the table shows.
import autocannon from 'autocannon';

export const LOAD = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
  duration: Number(process.env.BENCH_DURATION ?? 10),
  warmup: Number(process.env.BENCH_WARMUP ?? 2),
};

/** @returns {Promise<{ rps: number, p99: number, p50: number, latencyAvg: number, requests: number, non2xx: number, errors: number, timeouts: number }>} */
export async function runLoad({ url, method = 'GET', headers = {} }) {
  const result = await autocannon({
    url,
    method,
    headers,
    connections: LOAD.connections,
    duration: LOAD.duration,
    warmup: LOAD.warmup > 0 ? { connections: LOAD.connections, duration: LOAD.warmup } : undefined,
    timeout: 10,
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    latencyAvg: result.latency.average,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
