import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_HEADERS, WEBHOOK_LIMITS } from '@coachcore/domain';
import { WebhookSender } from './webhook-sender';
import { publicAddressLookup } from './webhook-url';

const delivery = (url: string) => ({ url, secret: 'whsec_test', deliveryId: 'd1', eventId: 'e1', eventType: 'client.created', body: { hello: 'world' } });

describe('WebhookSender', () => {
  let server: Server;
  let received: Array<{ headers: IncomingMessage['headers']; body: string }>;
  let answer: { status: number; body: string };
  let url: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://localhost:${(server.address() as AddressInfo).port}/hooks`;
  });
  beforeEach(() => {
    received = [];
    answer = { status: 200, body: 'thanks' };
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('posts the signed JSON body and keeps the start of the answer', async () => {
    answer = { status: 202, body: 'x'.repeat(WEBHOOK_LIMITS.responseBodyMax * 6) };
    const attempt = await new WebhookSender({ isProduction: false }).send(delivery(url));
    expect(attempt).toMatchObject({ ok: true, status: 202, error: null });
    expect(attempt.responseBody).toHaveLength(WEBHOOK_LIMITS.responseBodyMax);
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.body)).toEqual({ hello: 'world' });
    expect(received[0]!.headers[WEBHOOK_HEADERS.signature.toLowerCase()]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(received[0]!.headers[WEBHOOK_HEADERS.eventType.toLowerCase()]).toBe('client.created');
  });

  it('records a non-2xx answer as a failure with its status', async () => {
    answer = { status: 500, body: 'boom' };
    expect(await new WebhookSender({ isProduction: false }).send(delivery(url))).toMatchObject({
      ok: false,
      status: 500,
      responseBody: 'boom',
      error: 'The endpoint answered 500',
    });
  });

  it('in production, never connects to a name that resolves to an internal address', async () => {
    const attempt = await new WebhookSender({ isProduction: true }).send(delivery(url));
    expect(attempt).toMatchObject({ ok: false, status: null });
    expect(attempt.error).toMatch(/^The endpoint could not be reached: localhost resolves to an internal address \((127\.0\.0\.1|::1)\)$/);
    expect(received).toHaveLength(0);
  });
});

describe('publicAddressLookup', () => {
  const lookup = (hostname: string, all: boolean) =>
    new Promise<unknown>((resolve, reject) => publicAddressLookup(hostname, { all }, (error, address) => (error ? reject(error) : resolve(address))));

  it('refuses loopback and private addresses, however the name is written', async () => {
    await expect(lookup('localhost', false)).rejects.toThrow(/resolves to an internal address/);
    await expect(lookup('127.0.0.1', true)).rejects.toThrow('127.0.0.1 resolves to an internal address (127.0.0.1)');
    await expect(lookup('10.1.2.3', false)).rejects.toThrow(/internal address/);
    await expect(lookup('::ffff:192.168.0.1', false)).rejects.toThrow(/internal address/);
  });

  it('answers a public address as the system resolves it', async () => {
    await expect(lookup('93.184.216.34', false)).resolves.toBe('93.184.216.34');
    await expect(lookup('93.184.216.34', true)).resolves.toEqual([{ address: '93.184.216.34', family: 4 }]);
  });
});
