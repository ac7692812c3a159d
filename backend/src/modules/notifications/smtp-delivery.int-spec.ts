import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { eventually, registerUser } from '../../../test/factories';
import { createClient } from '../../../test/client-factories';
import { OutboxRelay } from '../../common/events/outbox-relay.service';
import { JobQueue } from '../../infra/queues/job-queue.service';

interface Received {
  from: string;
  to: string[];
  data: string;
}

describe('e-mail through SMTP (SMTP_URL set)', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  const received: Received[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      // Hermetic: no reverse DNS query of the client's address to the machine's resolver.
      disableReverseLookup: true,
      authOptional: true,
      logger: false,
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({ withWorkers: true, env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'CoachCore <hello@coachcore.app>' } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  /** At a wait's deadline: the e-mails, events and jobs as they were (this file timed out in two CI runs). */
  const mailState = (address: string) => async () => {
    const queues = t.app.get(JobQueue);
    const jobs = async (name: 'events' | 'event-subscribers') => {
      const queue = queues.queue(name);
      const unfinished = await queue.getJobs(['failed', 'delayed', 'waiting', 'active'], 0, 20);
      return {
        counts: await queue.getJobCounts(),
        unfinished: unfinished.map((job) => ({ id: job.id, attempts: job.attemptsMade, failedReason: job.failedReason })),
      };
    };
    return {
      smtpReceived: received.map((mail) => mail.to),
      emails: await t.sql('select dedupe_key, status, attempts, last_error from email_outbox where to_address = $1', [address]),
      events: await t.sql('select name, created_at, dispatched_at from outbox_events order by created_at desc limit 10'),
      events_queue: await jobs('events'),
      subscribers_queue: await jobs('event-subscribers'),
    };
  };

  it('sends the welcome e-mail and marks the outbox row sent', async () => {
    const user = await registerUser(t, { firstName: 'Sky' });
    const row = await eventually(
      async () => {
        const rows = await t.sql<{ status: string; sent_at: Date | null; attempts: number }>(
          'select status, sent_at, attempts from email_outbox where to_address = $1',
          [user.email],
        );
        return rows[0]?.status === 'sent' ? rows[0] : null;
      },
      undefined,
      mailState(user.email),
    );
    expect(row.sent_at).not.toBeNull();
    expect(row.attempts).toBe(1);
    const mail = received.find((m) => m.to.includes(user.email));
    expect(mail?.from).toBe('hello@coachcore.app');
    expect(mail?.data).toContain('Subject: Welcome to CoachCore');
    expect(mail?.data).toContain('Hi Sky');
  });

  it('sends the invitation e-mail from the client_invited subscriber, once even when the event is delivered again', async () => {
    const coach = await registerUser(t, { businessName: 'Peak Performance' });
    const client = await createClient(t, coach, { firstName: 'Avery' });
    await t.http().post(`/api/clients/${client.id}/invite`).set(coach.auth).expect(201);
    const sentTo = () => received.filter((m) => m.to.includes(client.email));
    await eventually(async () => sentTo().length === 1, undefined, mailState(client.email));
    expect(sentTo()[0]!.data).toContain('Subject: Peak Performance invited you to CoachCore');
    const [event] = await t.sql<{ id: string; invitation_id: string }>(
      `select id, payload->>'invitationId' as invitation_id from outbox_events where name = 'client_invited' and payload->>'clientId' = $1`,
      [client.id],
    );
    const row = async () =>
      (
        await t.sql<{ status: string; attempts: number }>('select status, attempts from email_outbox where dedupe_key = $1', [
          `client-invitation:${event!.invitation_id}`,
        ])
      )[0];
    await eventually(async () => (await row())?.status === 'sent', undefined, mailState(client.email));

    // Delivered again after its jobs were trimmed from Redis: the relay hands it on, the subscriber runs, nothing is sent.
    const subscriberJobId = `${event!.id}.send-invitation-email`;
    const queues = t.app.get(JobQueue);
    await queues.queue('events').remove(event!.id);
    await queues.queue('event-subscribers').remove(subscriberJobId);
    await t.sql('update outbox_events set dispatched_at = null where id = $1', [event!.id]);
    await t.app.get(OutboxRelay).wake();
    await eventually(async () => (await queues.queue('event-subscribers').getJob(subscriberJobId))?.finishedOn);
    expect((await queues.queue('event-subscribers').getJob(subscriberJobId))?.failedReason).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sentTo()).toHaveLength(1);
    expect(await row()).toEqual({ status: 'sent', attempts: 1 });
  });
});
