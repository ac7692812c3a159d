import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

// http_ece is web-push's payload encryption (the server sends with it): here it decrypts what the stand-in push service
// received, as the browser does with the subscription's private key and auth secret.
const require = createRequire(import.meta.url);
const ece = require('http_ece') as { decrypt: (body: Buffer, options: { version: string; privateKey: unknown; authSecret: string }) => Buffer };

/**
 * A stand-in for the browser vendor's push service, on this machine (Chromium here reaches no FCM): the server's
 * encrypted, VAPID-signed POSTs arrive here, and come out as the text the browser's push service would hand its service
 * worker. `subscription` is what a browser's PushManager would give the portal to register.
 */
export async function localPushService() {
  const received: Buffer[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(Buffer.concat(chunks));
      response.statusCode = 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16).toString('base64url');
  return {
    subscription: {
      endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/push/e2e-device`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret },
    },
    /** How many messages arrived. */
    count: () => received.length,
    /** The text of the nth message, decrypted. */
    text: (index: number) => ece.decrypt(received[index]!, { version: 'aes128gcm', privateKey: ecdh, authSecret }).toString('utf8'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
