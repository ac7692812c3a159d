import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { eventually, registerUser } from '../../../test/factories';

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

  it('sends the welcome e-mail and marks the outbox row sent', async () => {
    const user = await registerUser(t, { firstName: 'Sky' });
    const row = await eventually(async () => {
      const rows = await t.sql<{ status: string; sent_at: Date | null; attempts: number }>(
        'select status, sent_at, attempts from email_outbox where to_address = $1',
        [user.email],
      );
      return rows[0]?.status === 'sent' ? rows[0] : null;
    });
    expect(row.sent_at).not.toBeNull();
    expect(row.attempts).toBe(1);
    const mail = received.find((m) => m.to.includes(user.email));
    expect(mail?.from).toBe('hello@coachcore.app');
    expect(mail?.data).toContain('Subject: Welcome to CoachCore');
    expect(mail?.data).toContain('Hi Sky');
  });
});
