import type { Job } from 'bullmq';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { JobQueue } from '../../infra/queues/job-queue.service';
import { runTypeScript, type RunningChild } from '../../../test/child-process';
import { freshDataDir, removeDataDir } from '../../../test/data-dirs';
import { createTestApp, createTestDatabase, type TestApp } from '../../../test/test-app';
import { eventually, registerUser, type SignedInUser } from '../../../test/factories';
import { createClient } from '../../../test/client-factories';
import { createWorkout } from '../../../test/workout-factories';
import { ENV } from '../../../test/test-services';
import { AUTOMATION_TURNED_OFF, AUTOMATION_WORKER_LOST } from './automation-run-reasons';

/**
 * Exactly once per event, action and client with two real worker processes (src/worker.ts) on one database and one
 * Redis prefix, one of them killed with SIGKILL in the middle of an action. The survivor takes the dead worker's jobs
 * over once their hold runs out (JOB_LOCK_DURATION, short here) and re-runs them: what the dead one already did (an
 * e-mail written, a text sent, a workout assigned) must not happen again, and nothing may be lost.
 */

const CLIENTS = 30;
const ACTIONS = ['send_email', 'send_sms', 'assign_workout'] as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Settings of the worker processes: a dead worker's jobs are taken over within about 6 s instead of a minute. */
const WORKER_ENV = { NODE_ENV: 'test', LOG_LEVEL: 'log', SEED_DEMO: 'false', JOB_LOCK_DURATION: '5s', JOB_STALLED_CHECK_INTERVAL: '1s' };

describe('automations with two worker processes, one killed mid-action', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  let t: TestApp;
  const workers: RunningChild[] = [];

  const startWorker = (env: Record<string, string>) => {
    const worker = runTypeScript('src/worker.ts', [], env);
    workers.push(worker);
    return worker;
  };
  const count = async (sql: string, params: unknown[] = []) => Number((await t.sql<{ n: string }>(sql, params))[0]!.n);

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = freshDataDir('automations-crash-');
    const prefix = `test-crash-${randomBytes(5).toString('hex')}`;
    // This process is the API only: the events are relayed and the jobs run by the two workers.
    t = await createTestApp({ database: database.name, env: { REDIS_PREFIX: prefix } });
    const env = { ...WORKER_ENV, DATABASE_URL: database.url, REDIS_URL: process.env[ENV.redisUrl]!, REDIS_PREFIX: prefix, DATA_DIR: dataDir };
    await Promise.all([startWorker(env), startWorker(env)].map((worker) => worker.waitFor(/Worker started/, 90_000)));
  }, 120_000);

  afterAll(async () => {
    for (const { child } of workers) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await Promise.all(workers.map((worker) => worker.exited()));
    await t?.close();
    await database?.drop();
    if (dataDir) removeDataDir(dataDir);
  });

  it('runs each action once per client although a worker died holding some of them, and loses none', async () => {
    const [doomed, survivor] = workers as [RunningChild, RunningChild];
    const coach = await registerUser(t);
    const workout = await createWorkout(t, coach, { name: 'First Session' });
    const automation = await t
      .http()
      .post('/api/automations')
      .set(coach.auth)
      .send({
        name: 'Welcome',
        isActive: true,
        trigger: { type: 'client_signup' },
        actions: [
          { type: 'send_email', settings: { subject: 'Welcome aboard', message: 'Hi {firstName}!' } },
          { type: 'send_sms', settings: { message: 'Hi {firstName}, welcome!' } },
          { type: 'assign_workout', settings: { workoutId: workout.id } },
        ],
      })
      .expect(201);

    // The clients sign up one after the other while the workers run the actions of the earlier ones.
    const signingUp = (async () => {
      const clients: { id: string; email: string }[] = [];
      for (let i = 0; i < CLIENTS; i++) clients.push(await createClient(t, coach, { firstName: `C${i}`, phone: `+44 7700 9000${String(i).padStart(2, '0')}` }));
      return clients;
    })();

    // Freeze the doomed worker at moments when some runs are done, until it is caught holding actions it has claimed
    // (their run says running: it is in them), then kill it there. Preferred: a moment when one of them has already
    // done its side effect (the e-mail or text written, the workout assigned) but its run is not recorded yet, the
    // window a re-run must not repeat; after a few tries, or half the work, any claimed action will do. Each freeze is
    // far shorter than the jobs' hold, so a worker let go on keeps its jobs.
    const automations = t.app.get(JobQueue).queue('automations');
    const isDoomed = (job: Job) => job.processedBy?.endsWith(`:${doomed.child.pid}`) === true;
    let interrupted: { id: string; done: boolean }[] = [];
    let doneAtKill = 0;
    let freezes = 0;
    const deadline = Date.now() + 60_000;
    while (!interrupted.length) {
      if (Date.now() > deadline) throw new Error('The doomed worker was never caught in the middle of an action');
      doneAtKill = await count(`select count(*) as n from automation_executions where status = 'completed'`);
      if (doneAtKill >= 10) {
        doomed.child.kill('SIGSTOP');
        freezes += 1;
        // A query it sent just before it stopped still completes in PostgreSQL: read once those have.
        await sleep(150);
        const held = (await automations.getJobs(['active'])).filter(isDoomed).map((job) => (job.data as { executionId: string }).executionId);
        const claimed = held.length
          ? await t.sql<{ id: string; done: boolean }>(
              `select e.id, (exists (select 1 from email_outbox m where m.dedupe_key like 'automation:' || e.id || '%')
                             or exists (select 1 from sms_outbox s where s.dedupe_key like 'automation:' || e.id || '%' and s.status = 'sent')
                             or (a.action_type = 'assign_workout' and exists (select 1 from client_workouts w where w.client_id = e.client_id and w.workout_id = $2))) as done
                 from automation_executions e join automation_actions a on a.id = e.action_id
                where e.id = any($1::uuid[]) and e.status = 'running'`,
              [held, workout.id],
            )
          : [];
        const settleForAny = freezes > 5 || doneAtKill > (CLIENTS * ACTIONS.length) / 2;
        if (claimed.some((run) => run.done) || (claimed.length && settleForAny)) {
          doomed.child.kill('SIGKILL');
          interrupted = claimed;
        } else doomed.child.kill('SIGCONT');
      }
      if (!interrupted.length) await sleep(20);
    }
    process.stdout.write(
      `[automations crash] killed after ${freezes} freeze(s) with ${doneAtKill} of ${CLIENTS * ACTIONS.length} runs done, holding ${interrupted.length} claimed run(s), ${interrupted.filter((run) => run.done).length} past their side effect\n`,
    );
    expect(await doomed.exited()).toEqual({ code: null, signal: 'SIGKILL' });
    expect(doneAtKill).toBeLessThan(CLIENTS * ACTIONS.length);

    const clients = await signingUp;
    const expected = CLIENTS * ACTIONS.length;
    const explain = async () => ({
      runs: await t.sql(`select status, count(*) from automation_executions group by status`),
      jobs: await automations.getJobCounts(),
      survivor: survivor.output().slice(-2_000),
    });
    await eventually(async () => (await count(`select count(*) as n from automation_executions where status = 'completed'`)) === expected, 45_000, explain);
    // Nothing left to run anywhere (a late duplicate would still be queued or running).
    const queues = t.app.get(JobQueue);
    await eventually(async () => {
      for (const name of ['events', 'event-subscribers', 'automations'] as const) {
        const counts = await queues.queue(name).getJobCounts('active', 'wait', 'delayed', 'prioritized', 'waiting-children');
        if (Object.values(counts).some((n) => n > 0)) return false;
      }
      return true;
    }, 15_000);

    // One run per (workflow, action, client), completed; none failed.
    const runs = await t.sql<{ action_type: string; client_id: string; status: string; attempts: number; id: string }>(
      `select a.action_type, e.client_id, e.status, e.attempts, e.id
         from automation_executions e join automation_actions a on a.id = e.action_id where e.workflow_id = $1`,
      [automation.body.id],
    );
    expect(runs).toHaveLength(expected);
    expect(new Set(runs.map((run) => `${run.action_type}/${run.client_id}`)).size).toBe(expected);
    expect(runs.filter((run) => run.status !== 'completed')).toEqual([]);
    // The actions the dead worker held were run again by the survivor, and completed.
    const rerun = new Set(interrupted.map((run) => run.id));
    expect(runs.filter((run) => rerun.has(run.id) && run.attempts < 2)).toEqual([]);

    // Each side effect once per client: one e-mail, one text message, one assigned workout.
    const ids = clients.map((client) => client.id);
    const emails = await t.sql<{ to_address: string; n: string }>(
      `select to_address, count(*) as n from email_outbox where subject = 'Welcome aboard' group by to_address`,
    );
    expect(emails.map((row) => [row.to_address, Number(row.n)]).sort()).toEqual(clients.map((client) => [client.email, 1]).sort());
    const texts = await t.sql<{ client_id: string; n: string; sent: string }>(
      `select client_id, count(*) as n, count(*) filter (where status = 'sent') as sent from sms_outbox group by client_id`,
    );
    expect(texts.map((row) => [row.client_id, Number(row.n), Number(row.sent)]).sort()).toEqual(ids.map((id) => [id, 1, 1]).sort());
    const assigned = await t.sql<{ client_id: string; n: string }>(
      `select client_id, count(*) as n from client_workouts where workout_id = $1 group by client_id`,
      [workout.id],
    );
    expect(assigned.map((row) => [row.client_id, Number(row.n)]).sort()).toEqual(ids.map((id) => [id, 1]).sort());

    // The counts the coach sees agree: 30 runs, every action succeeded 30 times.
    const [listed] = (await t.http().get('/api/automations').set(coach.auth).expect(200)).body;
    expect(listed.totalExecutions).toBe(CLIENTS);
    expect(listed.actions.map((action: { successCount: number; failureCount: number }) => [action.successCount, action.failureCount])).toEqual(
      ACTIONS.map(() => [CLIENTS, 0]),
    );
    expect((await t.http().get('/api/automations/stats').set(coach.auth).expect(200)).body).toMatchObject({ successRate: 100, clientsReached: CLIENTS });
  }, 150_000);

  /** A business whose automation e-mails a new client in an hour, and that client's run: pending, its job delayed. */
  const delayedRun = async () => {
    const coach: SignedInUser = await registerUser(t);
    const automation = await t
      .http()
      .post('/api/automations')
      .set(coach.auth)
      .send({
        name: 'Later',
        isActive: true,
        trigger: { type: 'client_signup' },
        actions: [{ type: 'send_email', settings: { subject: 'In an hour', message: 'Hi' }, delay: 1 }],
      })
      .expect(201);
    const client = await createClient(t, coach);
    const run = await eventually(
      async () => (await t.sql<{ id: string }>(`select id from automation_executions where workflow_id = $1`, [automation.body.id]))[0],
    );
    const job = await eventually(() => t.app.get(JobQueue).queue('automations').getJob(`automation.${run.id}`));
    return { coach, automationId: automation.body.id as string, client, run, job };
  };
  /** The run once its status is `status`. */
  const runWhen = (id: string, status: string) =>
    eventually(async () => {
      const [row] = await t.sql<{ status: string; error_message: string }>(`select status, error_message from automation_executions where id = $1`, [id]);
      return row?.status === status ? row : null;
    }, 20_000);

  it('shows a run as failed, not running for ever, when BullMQ fails its job unrun (its worker died in it too often)', async () => {
    const { coach, client, run, job } = await delayedRun();
    // What BullMQ's stalled check does to a job past maxStalledCount: it marks it to fail without running (its reason
    // in `defa`), and the next worker to take it fails it. Marked by hand here, then brought forward.
    const redis = new Redis(process.env[ENV.redisUrl]!);
    try {
      await redis.hset(`${job.queueQualifiedName}:${job.id}`, 'defa', 'job stalled more than allowable limit');
    } finally {
      redis.disconnect();
    }
    await job.promote();

    expect((await runWhen(run.id, 'failed')).error_message).toBe(AUTOMATION_WORKER_LOST);
    expect(await job.getState()).toBe('failed');
    expect(await t.sql(`select 1 from email_outbox where to_address = $1`, [client.email])).toEqual([]);
    const [listed] = (await t.http().get('/api/automations').set(coach.auth).expect(200)).body;
    expect(listed.actions[0]).toMatchObject({ successCount: 0, failureCount: 1 });
  }, 60_000);

  it('cancels, instead of running or leaving running, a run its dead worker left behind once the workflow is turned off', async () => {
    const { coach, automationId, client, run, job } = await delayedRun();
    // As a worker that claimed it and died would leave it: running, its job to be taken over.
    await t.sql(`update automation_executions set status = 'running', attempts = 1, started_at = now() where id = $1`, [run.id]);
    await t.http().put(`/api/automations/${automationId}`).set(coach.auth).send({ isActive: false }).expect(200);
    await job.promote();

    expect((await runWhen(run.id, 'cancelled')).error_message).toBe(AUTOMATION_TURNED_OFF);
    expect(await t.sql(`select 1 from email_outbox where to_address = $1`, [client.email])).toEqual([]);
  }, 60_000);
});
