import { NestFactory } from '@nestjs/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { eventually, registerUser } from '../../../test/factories';
import { ENV } from '../../../test/test-services';
import { WorkerModule } from '../../worker.module';
import { NotificationsService } from './notifications.service';

describe('notifications jobs (API → BullMQ → worker)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withWorkers: true });
  });
  afterAll(() => t.close());

  it('registration enqueues a welcome e-mail that the worker writes to the outbox exactly once', async () => {
    const user = await registerUser(t, { firstName: 'Robin', businessName: 'Robin Runs' });
    const [mail] = await eventually(async () => {
      const rows = await t.sql<{ to_address: string; subject: string; text_body: string; status: string }>(
        'select to_address, subject, text_body, status from email_outbox where to_address = $1',
        [user.email],
      );
      // The worker writes the row (pending), then marks it stored: a busy machine can show the moment between.
      return rows.length && rows[0]!.status !== 'pending' ? rows : null;
    });
    expect(mail).toMatchObject({ to_address: user.email, subject: 'Welcome to CoachCore', status: 'stored' });
    expect(mail!.text_body).toContain('Hi Robin');
    expect(mail!.text_body).toContain('Robin Runs');
  });

  it('re-running the same job does not send twice (idempotent by job id and dedupe key)', async () => {
    const user = await registerUser(t);
    await eventually(async () => (await t.sql('select 1 from email_outbox where to_address = $1', [user.email])).length > 0);
    await t.app.get(NotificationsService).sendWelcomeEmail(user.id);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rows = await t.sql('select 1 from email_outbox where to_address = $1', [user.email]);
    expect(rows).toHaveLength(1);
  });
});

describe('a separate worker process (npm run start:worker)', () => {
  it('processes jobs the API enqueued when the API runs without workers', async () => {
    const api = await createTestApp({ withWorkers: false });
    try {
      const user = await registerUser(api);
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(await api.sql('select 1 from email_outbox where to_address = $1', [user.email])).toHaveLength(0);

      const worker = await NestFactory.createApplicationContext(
        WorkerModule.forRoot({ config: api.config, databaseUrl: api.databaseUrl, redisUrl: process.env[ENV.redisUrl]! }),
        { logger: ['error'] },
      );
      try {
        await eventually(async () => (await api.sql('select 1 from email_outbox where to_address = $1', [user.email])).length > 0);
      } finally {
        await worker.close();
      }
    } finally {
      await api.close();
    }
  });
});
