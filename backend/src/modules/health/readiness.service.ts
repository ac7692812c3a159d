import { Inject, Injectable } from '@nestjs/common';
import { DEPENDENCY_PROBES, type DependencyProbes } from './dependency-probes';
import type { HealthResponseDto, ServiceState } from './health.response';

/** A dependency slower than this counts as down: a readiness probe must answer quickly. */
export const PROBE_TIMEOUT_MS = 2000;

@Injectable()
export class ReadinessService {
  constructor(@Inject(DEPENDENCY_PROBES) private readonly probes: DependencyProbes) {}

  /** 'ok' when PostgreSQL and Redis both answer; otherwise says which one did not. */
  async check(): Promise<HealthResponseDto> {
    const [database, redis] = await Promise.all([probe(() => this.probes.database()), probe(() => this.probes.redis())]);
    return { status: database === 'up' && redis === 'up' ? 'ok' : 'error', database, redis };
  }

  /** Each dependency's state and round-trip time in milliseconds (null when it did not answer in time): the admin's System section. */
  async latencies(): Promise<Record<'database' | 'redis', { status: ServiceState; latencyMs: number | null }>> {
    const [database, redis] = await Promise.all([timed(() => this.probes.database()), timed(() => this.probes.redis())]);
    return { database, redis };
  }
}

async function timed(check: () => Promise<unknown>): Promise<{ status: ServiceState; latencyMs: number | null }> {
  const started = performance.now();
  const status = await probe(check);
  return { status, latencyMs: status === 'up' ? Math.round((performance.now() - started) * 10) / 10 : null };
}

async function probe(check: () => Promise<unknown>): Promise<ServiceState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
