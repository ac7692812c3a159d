import { stopTestServices, type StartedServices } from './test-services';

export default async function globalTeardown(): Promise<void> {
  const started = (globalThis as { __coachcoreServices?: StartedServices }).__coachcoreServices;
  if (started) await stopTestServices(started);
}
