import { startTestServices } from './test-services';

export default async function globalSetup(): Promise<void> {
  (globalThis as { __coachcoreServices?: unknown }).__coachcoreServices = await startTestServices();
}
