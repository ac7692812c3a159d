import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  path: string;
  headers: IncomingHttpHeaders;
  raw: Buffer;
  body: { id: string; type: string; createdAt: string; data: Record<string, unknown> };
}

/** How a path answers its n-th delivery (0-based): a status and a body. */
export type Answer = (n: number) => { status: number; body: string };

/** A partner's endpoint for the tests: node:http on 127.0.0.1 at a random port, recording every delivery it gets. */
export class WebhookReceiver {
  readonly received: ReceivedDelivery[] = [];
  private readonly answers = new Map<string, Answer>();
  private readonly server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const path = request.url ?? '/';
      const n = this.at(path).length;
      this.received.push({ path, headers: request.headers, raw, body: JSON.parse(raw.toString('utf8')) });
      const answer = (this.answers.get(path) ?? (() => ({ status: 200, body: 'ok' })))(n);
      response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body);
    });
  });
  origin = '';

  static async start(): Promise<WebhookReceiver> {
    const receiver = new WebhookReceiver();
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    receiver.origin = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}`;
    return receiver;
  }

  /** Makes `path` answer as `answer` says (200 "ok" otherwise). */
  answer(path: string, answer: Answer): string {
    this.answers.set(path, answer);
    return `${this.origin}${path}`;
  }

  at(path: string): ReceivedDelivery[] {
    return this.received.filter((delivery) => delivery.path === path);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
