import type { Queue } from 'bullmq';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { eventually, registerUser } from '../../../test/factories';
import { JobQueue } from '../queues/job-queue.service';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one sample line, e.g. `bullmq_queue_jobs{queue="billing",state="waiting"}`, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('Prometheus metrics', () => {
  let t: TestApp;
  const queue = (name: 'notifications'): Queue => t.app.get(JobQueue).queue(name);
  const scrape = async () => (await t.http().get('/api/metrics').expect(200)).text;

  beforeAll(async () => {
    t = await createTestApp({ withWorkers: true });
  });
  afterAll(() => t.close());

  it('serves the Prometheus text format with the process metrics, without a session', async () => {
    const response = await t.http().get('/api/metrics').expect(200);
    expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(response.text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(response.text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('times requests by route pattern and status, never by raw URL', async () => {
    await t.http().get('/api/health').expect(200);
    const user = await registerUser(t);
    const missingId = '00000000-0000-4000-8000-000000000000';
    await t.http().get(`/api/clients/${missingId}`).set(user.auth).expect(404);
    await t.http().get('/api/no-such-route-xyz').expect(404);

    const text = await scrape();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/clients/:id",status="404"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(missingId);
    expect(text).not.toContain('no-such-route-xyz');
  });

  it('counts jobs that failed for good', async () => {
    expect(sample(await scrape(), 'bullmq_jobs_failed_total{queue="notifications"}')).toBe(0);
    // The notifications worker has no handler for this job name, so its only attempt fails.
    await queue('notifications').add('no-such-job', {}, { jobId: 'metrics-failing-probe', attempts: 1 });

    const text = await eventually(async () => {
      const current = await scrape();
      return sample(current, 'bullmq_jobs_failed_total{queue="notifications"}') === 1 ? current : null;
    });
    expect(sample(text, 'bullmq_queue_jobs{queue="notifications",state="failed"}')).toBe(1);
  });
});

describe('Prometheus metrics behind METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN }, withWorkers: false });
  });
  afterAll(() => t.close());

  it('refuses a scrape without the token or with a wrong one', async () => {
    await t.http().get('/api/metrics').expect(401);
    await t.http().get('/api/metrics').set('Authorization', 'Bearer wrong-token-0123456789').expect(401);
  });

  it('reports each queue depth by state, read when scraped', async () => {
    // This app runs no workers: the job stays waiting. The delayed one waits an hour.
    await t.app.get(JobQueue).queue('billing').add('probe', {}, { jobId: 'metrics-waiting-probe' });
    await t.app.get(JobQueue).queue('billing').add('probe', {}, { jobId: 'metrics-delayed-probe', delay: 3_600_000 });

    const text = (await t.http().get('/api/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200)).text;
    expect(text).toContain('# TYPE bullmq_queue_jobs gauge');
    expect(sample(text, 'bullmq_queue_jobs{queue="billing",state="waiting"}')).toBe(1);
    expect(sample(text, 'bullmq_queue_jobs{queue="billing",state="delayed"}')).toBe(1);
    expect(sample(text, 'bullmq_queue_jobs{queue="billing",state="active"}')).toBe(0);
    expect(sample(text, 'bullmq_queue_stats_up')).toBe(1);
  });

  it('serves the metrics with the bearer token', async () => {
    const response = await t.http().get('/api/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200);
    expect(response.text).toContain('http_request_duration_seconds');
  });
});
