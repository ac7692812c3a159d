import type { Job } from 'bullmq';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { eventually, registerUser } from '../../../test/factories';
import { JobQueue } from '../../infra/queues/job-queue.service';
import type { DomainEvent } from './domain-event-map';
import { DomainEvents } from './domain-events';
import { EventsProcessor } from './events.processor';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('domain event subscribers (one job each)', () => {
  let t: TestApp;
  const steady: string[] = [];
  const flaky: { calls: string[]; done: string[] } = { calls: [], done: [] };

  beforeAll(async () => {
    t = await createTestApp({ withWorkers: true });
    const events = t.app.get(DomainEvents);
    events.subscribe('user_registered', 'test-steady', (event) => void steady.push(event.id));
    events.subscribe('user_registered', 'test-flaky', (event) => {
      flaky.calls.push(event.id);
      if (flaky.calls.filter((id) => id === event.id).length === 1) throw new Error('fails its first attempt');
      flaky.done.push(event.id);
    });
  });
  afterAll(() => t.close());

  const eventOf = async (userId: string): Promise<DomainEvent<'user_registered'>> => {
    const [row] = await t.sql<{ id: string; created_at: Date }>(`select id, created_at from outbox_events where payload->>'userId' = $1`, [userId]);
    return { id: row!.id, name: 'user_registered', occurredAt: row!.created_at.toISOString(), payload: { userId } };
  };

  it('retries a failing subscriber alone, with backoff, while another subscriber of the same event ran once', async () => {
    const user = await registerUser(t);
    const event = await eventOf(user.id);
    await eventually(async () => flaky.done.includes(event.id), 15_000);
    await pause(300);
    expect(flaky.calls.filter((id) => id === event.id)).toHaveLength(2);
    expect(steady.filter((id) => id === event.id)).toHaveLength(1);

    const subscribers = t.app.get(JobQueue).queue('event-subscribers');
    const [steadyJob, flakyJob] = await Promise.all([subscribers.getJob(`${event.id}.test-steady`), subscribers.getJob(`${event.id}.test-flaky`)]);
    expect({ name: steadyJob?.name, attempts: steadyJob?.attemptsStarted }).toEqual({ name: 'user_registered/test-steady', attempts: 1 });
    expect({ name: flakyJob?.name, attempts: flakyJob?.attemptsStarted, failedReason: flakyJob?.failedReason }).toEqual({
      name: 'user_registered/test-flaky',
      attempts: 2,
      failedReason: 'fails its first attempt',
    });
  });

  it('fans the same event out again without running any subscriber twice (job id = event id + subscriber)', async () => {
    const user = await registerUser(t);
    const event = await eventOf(user.id);
    await eventually(async () => flaky.done.includes(event.id) && steady.includes(event.id), 15_000);

    await t.app.get(EventsProcessor).process({ data: event } as Job<DomainEvent>);
    await pause(500);
    expect(steady.filter((id) => id === event.id)).toHaveLength(1);
    expect(flaky.done.filter((id) => id === event.id)).toHaveLength(1);
  });
});
