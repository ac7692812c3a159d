import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { FailedJobsCounter } from './failed-jobs.counter';
import { HttpMetricsMiddleware } from './http-metrics.middleware';
import { createMetricsRegistry, METRICS_REGISTRY } from './metrics-registry';
import { MetricsController } from './metrics.controller';
import { MetricsTokenGuard } from './metrics-token.guard';
import { QueueMetrics } from './queue-metrics';
import { QueueStatsReader } from './queue-stats.reader';

/** Prometheus metrics of the API at /api/metrics: process, HTTP durations by route, BullMQ queues. */
@Module({
  controllers: [MetricsController],
  providers: [{ provide: METRICS_REGISTRY, useFactory: createMetricsRegistry }, QueueStatsReader, QueueMetrics, FailedJobsCounter, MetricsTokenGuard],
  // The admin area's System section reads the same figures.
  exports: [METRICS_REGISTRY, QueueStatsReader],
})
export class MetricsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // Without a leading slash the global prefix is applied as /api{/*splat}, which also matches /api itself.
    consumer.apply(HttpMetricsMiddleware).forRoutes({ path: '{/*splat}', method: RequestMethod.ALL });
  }
}
