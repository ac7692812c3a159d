import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Histogram, type Registry } from 'prom-client';
import { METRICS_REGISTRY } from './metrics-registry';

/** Requests that matched no route share one label, so scanners cannot blow up the series count. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Times every API request, labelled by the route pattern (`/api/clients/:id`), never the raw URL. */
@Injectable()
export class HttpMetricsMiddleware implements NestMiddleware {
  private readonly durations: Histogram<'method' | 'route' | 'status'>;

  constructor(@Inject(METRICS_REGISTRY) registry: Registry) {
    this.durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Duration of HTTP requests in seconds, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
  }

  use(req: Request, res: Response, next: NextFunction): void {
    const stop = this.durations.startTimer();
    // 'close' also fires for aborted requests, after 'finish' for completed ones; count each request once.
    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      stop({ method: req.method, route: routePattern(req), status: String(res.statusCode) });
    };
    res.once('finish', record);
    res.once('close', record);
    next();
  }
}

/**
 * Express sets req.route when a route matched; its path is the pattern with the global prefix. Nest's own
 * not-found handler is the catch-all route `*path`, which is no route of ours.
 */
function routePattern(req: Request): string {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' && path.startsWith('/') ? path : UNMATCHED_ROUTE;
}
