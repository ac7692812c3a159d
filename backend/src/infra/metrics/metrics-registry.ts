import { collectDefaultMetrics, Registry } from 'prom-client';

/** The app's own prom-client registry (never the global one, so several apps in one process do not clash). */
export const METRICS_REGISTRY = Symbol('METRICS_REGISTRY');

export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}
