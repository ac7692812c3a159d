import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as path from 'node:path';
import { Client } from 'pg';
import { createTestApp, createTestDatabase, type TestApp } from '../../../test/test-app';
import { eventually, registerUser } from '../../../test/factories';
import { ENV } from '../../../test/test-services';
import { DomainEvents } from './domain-events';
import { OutboxRelay } from './outbox-relay.service';

const backendRoot = path.resolve(__dirname, '../../..');

/** Runs the crash fixture in its own process and resolves with how it ended. */
function registerThenCrash(databaseUrl: string, email: string): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  const args = ['-r', path.join(backendRoot, '../scripts/register-backend-ts.cjs'), path.join(backendRoot, 'test/fixtures/register-then-crash.ts')];
  const child = spawn(process.execPath, [...args, databaseUrl, process.env[ENV.redisUrl]!, `test-crash-${randomBytes(4).toString('hex')}`, email], {
    cwd: backendRoot,
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, stderr })));
}

describe('domain events outbox', () => {
  let t: TestApp | undefined;
  let drop: (() => Promise<unknown>) | undefined;
  afterEach(async () => {
    await t?.close();
    await drop?.();
    t = drop = undefined;
  });

  // A second Node process loads and starts the whole app, then this one starts another: on a loaded 2-core machine that
  // has taken over 30 s, hence its own timeout.
  it('delivers the event of a change committed just before the process was killed, after the restart', async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    const email = `crash-${randomBytes(4).toString('hex')}@example.com`;

    const crashed = await registerThenCrash(database.url, email);
    expect({ signal: crashed.signal, stderr: crashed.stderr }).toEqual({ signal: 'SIGKILL', stderr: '' });

    // The account and its event committed together; nothing was handed to the queue, no e-mail exists.
    // (Read with plain SQL: starting the app here would start its relay.)
    const sql = new Client({ connectionString: database.url });
    await sql.connect();
    try {
      const { rows: users } = await sql.query<{ id: string }>('select id from users where email = $1', [email]);
      const { rows: events } = await sql.query('select name, payload, dispatched_at from outbox_events');
      expect(events).toEqual([{ name: 'user_registered', payload: { userId: users[0]?.id }, dispatched_at: null }]);
      expect((await sql.query('select 1 from email_outbox')).rows).toEqual([]);
    } finally {
      await sql.end();
    }

    // Restarted with workers: the relay finds the pending event and the welcome e-mail is written once.
    t = await createTestApp({ database: database.name, withWorkers: true });
    const mail = await eventually(async () => (await t!.sql<{ to_address: string }>('select to_address from email_outbox'))[0]);
    expect(mail.to_address).toBe(email);
    // Marked relayed in the transaction that enqueued it (which may commit just after the worker is done).
    await eventually(async () => (await t!.sql<{ dispatched: boolean }>('select dispatched_at is not null as dispatched from outbox_events'))[0]?.dispatched);
    expect(await t.sql('select 1 from email_outbox')).toHaveLength(1);
  }, 90_000);

  it('hands an event to the queue once even when two relays wake at the same time', async () => {
    t = await createTestApp({ withWorkers: true });
    const delivered: string[] = [];
    t.app.get(DomainEvents).subscribe('user_registered', 'test-delivery-probe', (event) => void delivered.push(event.id));
    const relay = t.app.get(OutboxRelay);
    const user = await registerUser(t);
    await Promise.all([relay.wake(), relay.wake(), relay.wake()]);
    await eventually(async () => delivered.length > 0);
    const rows = await t.sql<{ id: string }>(`select id from outbox_events where payload->>'userId' = $1`, [user.id]);
    expect(rows).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(delivered).toEqual([rows[0]!.id]);
  });
});
