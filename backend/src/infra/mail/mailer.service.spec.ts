import * as net from 'node:net';
import { loadConfig } from '../../config/app-config';
import { MailerService, SMTP_TIMEOUTS, smtpTransport } from './mailer.service';

/** Accepts connections and never says a word, as a hung SMTP server (or a black-holed port behind a proxy) would. */
async function silentServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('SMTP waits', () => {
  it('a send to a server that never greets fails after the greeting timeout instead of waiting', async () => {
    const server = await silentServer();
    const transport = smtpTransport(server.url, { greetingTimeout: 300 });
    try {
      const started = Date.now();
      await expect(transport.sendMail({ from: 'a@example.com', to: 'b@example.com', subject: 's', text: 't' })).rejects.toThrow(/Greeting never received/i);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      transport.close();
      await server.close();
    }
  });

  it("the app's transport carries the bounded waits", () => {
    const mailer = new MailerService(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }));
    const options = (mailer as unknown as { transport: { options: Record<string, unknown> } }).transport.options;
    expect(options).toMatchObject(SMTP_TIMEOUTS);
    mailer.onModuleDestroy();
  });
});
