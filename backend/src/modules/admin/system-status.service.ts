import { Inject, Injectable } from '@nestjs/common';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Registry } from 'prom-client';
import { METRICS_REGISTRY } from '../../infra/metrics/metrics-registry';
import { QueueStatsReader } from '../../infra/metrics/queue-stats.reader';
import { ReadinessService } from '../health/readiness.service';
import type { HttpFiguresDto, QueueStatusDto, SystemStatusResponseDto } from './dto/system-status.dto';

/** The backend's package version, read once from the nearest package.json of the backend (source or build). */
function backendVersion(): string {
  let dir = __dirname;
  for (let i = 0; i < 8; i++) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@coachcore/backend' && pkg.version) return pkg.version;
    }
    dir = path.dirname(dir);
  }
  return 'unknown';
}

/**
 * The admin's System section: the database's and Redis's health and latency, the queues' depths and failed jobs, and
 * this instance's request figures (from its Prometheus registry), uptime and version. Nothing is cached: every call
 * measures.
 */
@Injectable()
export class SystemStatusService {
  private readonly version = backendVersion();

  constructor(
    private readonly readiness: ReadinessService,
    @Inject(METRICS_REGISTRY) private readonly registry: Registry,
    private readonly queueStats: QueueStatsReader,
  ) {}

  async status(): Promise<SystemStatusResponseDto> {
    const [{ database, redis }, queues, http] = await Promise.all([this.readiness.latencies(), this.queues(), this.httpFigures()]);
    const uptimeSeconds = Math.floor(process.uptime());
    return {
      database,
      redis,
      queues: queues ?? [],
      queuesAvailable: queues !== null,
      http,
      uptimeSeconds,
      version: this.version,
      startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
      checkedAt: new Date().toISOString(),
    };
  }

  private async queues(): Promise<QueueStatusDto[] | null> {
    try {
      const stats = await this.queueStats.read();
      return Object.entries(stats).map(([name, counts]) => ({ name, ...counts }));
    } catch {
      return null;
    }
  }

  /** Totals of the request histogram over every route: the count, and the bucket holding the 95th percentile. */
  private async httpFigures(): Promise<HttpFiguresDto> {
    const metric = this.registry.getSingleMetric('http_request_duration_seconds');
    const values = metric ? (await metric.get()).values : [];
    const byBound = new Map<number, number>();
    let requests = 0;
    for (const value of values) {
      const name = (value as { metricName?: string }).metricName ?? '';
      if (name.endsWith('_count')) requests += value.value;
      else if (name.endsWith('_bucket') && value.labels.le !== '+Inf') {
        const bound = Number(value.labels.le);
        byBound.set(bound, (byBound.get(bound) ?? 0) + value.value);
      }
    }
    let p95Ms: number | null = null;
    if (requests > 0) {
      const bound = [...byBound.entries()].sort(([a], [b]) => a - b).find(([, cumulative]) => cumulative >= requests * 0.95)?.[0];
      // Beyond the largest bucket: the largest bound is all the histogram can say.
      p95Ms = Math.round((bound ?? Math.max(...byBound.keys())) * 1000);
    }
    const minutes = Math.max(process.uptime() / 60, 1 / 60);
    return { requests, requestsPerMinute: Math.round((requests / minutes) * 10) / 10, p95Ms };
  }
}
