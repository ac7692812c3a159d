// One autocannon run (programmatic API) with a warm-up, reduced to the figures the table shows.
import autocannon from 'autocannon';
import { processCpuMs } from './cpu.mjs';

export const LOAD = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
  duration: Number(process.env.BENCH_DURATION ?? 10),
  warmup: Number(process.env.BENCH_WARMUP ?? 2),
};

/**
 * @param {{ url: string, method?: string, headers?: object, pid?: number, setupRequest?: (request: object) => object }} target  pid: the server process, for CPU per
 *   request; setupRequest: builds each request (a new body per request)
 * @returns {Promise<{ rps: number, p99: number, p50: number, latencyAvg: number, requests: number, non2xx: number, errors: number, timeouts: number, cpuUsPerRequest: number | null }>}
 */
export async function runLoad({ url, method = 'GET', headers = {}, pid, setupRequest }) {
  const cpuBefore = pid ? processCpuMs(pid) : null;
  const result = await autocannon({
    url,
    method,
    headers,
    ...(setupRequest ? { requests: [{ method, setupRequest }] } : {}),
    connections: LOAD.connections,
    duration: LOAD.duration,
    warmup: LOAD.warmup > 0 ? { connections: LOAD.connections, duration: LOAD.warmup } : undefined,
    timeout: 10,
  });
  const cpuAfter = pid ? processCpuMs(pid) : null;
  // The CPU reading spans warm-up and run, so divide by the requests of both.
  const served = result.requests.total + (result.warmup?.requests?.total ?? 0);
  return {
    cpuUsPerRequest: cpuBefore !== null && cpuAfter !== null && served > 0 ? ((cpuAfter - cpuBefore) * 1000) / served : null,
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
