// Automations: how fast a send_email workflow runs on client_signup events, against a bare BullMQ worker.
//   app:     N client_signup events are written to the outbox at once (as N sign-ups would be); the whole path runs as
//            in production: NOTIFY → relay → events queue → the automations subscriber (run log rows) → the automations
//            queue → send_email (a rendered e-mail in the notification outbox). Measured: executions per second from
//            the insert to the last completed run, and each run's latency from its event's insert to its execution.
//   ceiling: a no-op BullMQ worker on the same Redis with the automations worker's concurrency, fed N jobs at once:
//            the least any queue-driven action costs here. Figures only; nothing passes or fails.
import { randomUUID } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import pg from 'pg';
import { registerCoach, seedClients } from '../lib/seed.mjs';

const EVENTS = Number(process.env.BENCH_AUTOMATION_EVENTS ?? 2000);
/** The automations processor's concurrency (backend/src/modules/automations/automations.processor.ts). */
const CONCURRENCY = 5;
const TIMEOUT_MS = 10 * 60_000;

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);

function figures(phase, latencies, expected, elapsedMs) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    phase,
    sent: expected,
    delivered: sorted.length,
    expected,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    perSecond: sorted.length / (elapsedMs / 1000),
  };
}

async function createWorkflow(baseUrl, token) {
  const response = await fetch(`${baseUrl}/api/automations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench welcome',
      trigger: { type: 'client_signup' },
      actions: [{ type: 'send_email', settings: { subject: 'Welcome', message: 'Hi {firstName}, from {businessName}.' }, delay: 0 }],
    }),
  });
  const body = await response.json();
  if (response.status !== 201) throw new Error(`create automation: ${response.status} ${JSON.stringify(body)}`);
  return body.id;
}

async function waitFor(check, what) {
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`automations: ${what} did not finish within ${TIMEOUT_MS / 60_000} minutes`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function runApp({ baseUrl, pool }) {
  const coach = await registerCoach(baseUrl, 'automations');
  const workflowId = await createWorkflow(baseUrl, coach.token);
  await seedClients(pool, coach.id, EVENTS);
  const started = Date.now();
  await pool.query(
    `insert into outbox_events (id, name, payload, created_at)
     select gen_random_uuid(), 'client_signup', jsonb_build_object('businessId', $1::text, 'clientId', id::text), clock_timestamp()
       from clients where coach_id = $1::uuid`,
    [coach.id],
  );
  await waitFor(async () => {
    const { rows } = await pool.query(`select count(*)::int as done from automation_executions where workflow_id = $1 and status in ('completed', 'failed')`, [
      workflowId,
    ]);
    return rows[0].done >= EVENTS;
  }, 'the app');
  const { rows } = await pool.query(
    `select extract(epoch from (x.executed_at - o.created_at)) * 1000 as latency, x.status, x.executed_at
       from automation_executions x join outbox_events o on o.id = x.event_id
      where x.workflow_id = $1`,
    [workflowId],
  );
  // Where the time goes: the last event relayed, the last run recorded by the subscriber, the last action executed.
  const { rows: stages } = await pool.query(
    `select extract(epoch from (max(o.dispatched_at) - min(o.created_at))) * 1000 as relayed,
            extract(epoch from (max(x.created_at) - min(o.created_at))) * 1000 as recorded,
            extract(epoch from (max(x.executed_at) - min(o.created_at))) * 1000 as executed
       from automation_executions x join outbox_events o on o.id = x.event_id
      where x.workflow_id = $1`,
    [workflowId],
  );
  const ms = (value) => `${(Number(value) / 1000).toFixed(1)} s`;
  console.log(
    `automations stages (from the first event written): all relayed to BullMQ after ${ms(stages[0].relayed)}, all runs recorded after ${ms(stages[0].recorded)}, all executed after ${ms(stages[0].executed)}`,
  );
  const failed = rows.filter((row) => row.status !== 'completed').length;
  if (failed) console.log(`warning: automations: ${failed} of ${rows.length} runs failed`);
  const last = Math.max(...rows.map((row) => new Date(row.executed_at).getTime()));
  return figures(
    'automations: send_email on client_signup',
    rows.filter((row) => row.status === 'completed').map((row) => Number(row.latency)),
    EVENTS,
    last - started,
  );
}

async function runBareWorker(redisUrl) {
  const connection = { url: redisUrl, maxRetriesPerRequest: null };
  const name = `bench-noop-${randomUUID().slice(0, 8)}`;
  const queue = new Queue(name, { connection });
  const latencies = [];
  let last = 0;
  const worker = new Worker(name, async () => undefined, { connection, concurrency: CONCURRENCY });
  worker.on('completed', (job) => {
    last = Date.now();
    latencies.push(last - job.timestamp);
  });
  await worker.waitUntilReady();
  try {
    const started = Date.now();
    await queue.addBulk(Array.from({ length: EVENTS }, (_, i) => ({ name: 'noop', data: { i }, opts: { removeOnComplete: true } })));
    await waitFor(async () => latencies.length >= EVENTS, 'the bare worker');
    return figures(`ceiling: no-op BullMQ worker (concurrency ${CONCURRENCY})`, latencies, EVENTS, last - started);
  } finally {
    await worker.close();
    await queue.obliterate({ force: true });
    await queue.close();
  }
}

export default {
  name: 'automations',
  note:
    'automations latency: from the event row written to the outbox to the action executed (relay, events queue, run log, automations queue,\n' +
    'e-mail rendered into the notification outbox); deliveries/s: executions per second from the insert to the last run (aim: at least 50 % of the ceiling).',
  async run({ baseUrl, databaseUrl, redisUrl, log }) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    try {
      log(`${EVENTS} client_signup events at once, one send_email workflow; then ${EVENTS} no-op jobs on the same Redis`);
      const app = await runApp({ baseUrl, pool });
      const ceiling = await runBareWorker(redisUrl);
      log(`app/ceiling: ${((app.perSecond / ceiling.perSecond) * 100).toFixed(1)} % of the bare worker's executions per second`);
      return [app, ceiling];
    } finally {
      await pool.end();
    }
  },
};
