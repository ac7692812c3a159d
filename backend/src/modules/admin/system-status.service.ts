import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Registry } from 'prom-client';
import { METRICS_REGISTRY } from '../../infra/metrics/metrics-registry';
import { QueueStatsReader } from '../../infra/metrics/queue-stats.reader';
import { ReadinessService } from '../health/readiness.service';
import type { HttpFiguresDto, QueueStatusDto, SystemStatusResponseDto } from './dto/system-status.dto';
import { figuresBetween, HistogramWindow, type HistogramSnapshot } from './http-figures-window';

/** The request rate and p95 cover the last five minutes, read from snapshots taken every 15 seconds. */
const HTTP_WINDOW_MS = 5 * 60_000;
const SNAPSHOT_EVERY_MS = 15_000;

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
 * this instance's request figures (from its Prometheus registry: the rate and p95 of the last five minutes), uptime
 * and version. Nothing is cached: every call measures.
 */
@Injectable()
export class SystemStatusService implements OnModuleInit, OnModuleDestroy {
  private readonly version = backendVersion();
  private readonly window = new HistogramWindow(HTTP_WINDOW_MS, { at: Date.now() - process.uptime() * 1000, count: 0, buckets: new Map() });
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly readiness: ReadinessService,
    @Inject(METRICS_REGISTRY) private readonly registry: Registry,
    private readonly queueStats: QueueStatsReader,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.snapshot().then((snapshot) => this.window.add(snapshot)), SNAPSHOT_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

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

  /** The request histogram summed over every route: its count and cumulative buckets. */
  private async snapshot(): Promise<HistogramSnapshot> {
    const metric = this.registry.getSingleMetric('http_request_duration_seconds');
    const values = metric ? (await metric.get()).values : [];
    const buckets = new Map<number, number>();
    let count = 0;
    for (const value of values) {
      const name = (value as { metricName?: string }).metricName ?? '';
      if (name.endsWith('_count')) count += value.value;
      else if (name.endsWith('_bucket') && value.labels.le !== '+Inf') {
        const bound = Number(value.labels.le);
        buckets.set(bound, (buckets.get(bound) ?? 0) + value.value);
      }
    }
    return { at: Date.now(), count, buckets };
  }

  private async httpFigures(): Promise<HttpFiguresDto> {
    const current = await this.snapshot();
    return { requests: current.count, ...figuresBetween(this.window.base(current.at), current) };
  }
}
