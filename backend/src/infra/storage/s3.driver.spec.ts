import * as net from 'node:net';
import type { Readable } from 'node:stream';
import { isUnavailableDependency } from '../../common/filters/unavailable-dependency';
import { S3StorageDriver, StorageTimeoutError } from './s3.driver';
import { LOCAL_S3_CREDENTIALS, startLocalS3 } from './testing/local-s3';

/** Accepts connections and never answers, as an object store that hangs (or a partitioned one) would. */
async function silentServer(): Promise<{ endpoint: string; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.resume(); // reads the request, answers nothing
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const driverFor = (endpoint: string, bucket = 'coachcore-files') =>
  new S3StorageDriver({
    bucket,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: LOCAL_S3_CREDENTIALS,
    waits: { deadlineMs: 300, uploadMsPerMb: 0 },
  });

describe('S3 waits', () => {
  it('gives up a write, a read and a removal the store does not answer at its deadline, as an unavailable dependency', async () => {
    const server = await silentServer();
    const driver = driverFor(server.endpoint);
    try {
      for (const operation of [
        () => driver.write('progress-photos/a.png', Buffer.from('x'), 'image/png'),
        () => driver.read('progress-photos/a.png'),
        () => driver.remove('progress-photos/a.png'),
      ]) {
        const started = Date.now();
        const error = await operation().then(
          () => null,
          (failure: unknown) => failure,
        );
        expect(error).toBeInstanceOf(StorageTimeoutError);
        expect(isUnavailableDependency(error)).toBe(true);
        expect(Date.now() - started).toBeLessThan(2000);
      }
    } finally {
      driver.onModuleDestroy();
      await server.close();
    }
  });

  it('a download read after the deadline is not cut short (the deadline ends with the answer)', async () => {
    const store = await startLocalS3();
    const driver = driverFor(store.endpoint, store.bucket);
    try {
      const content = Buffer.alloc(256 * 1024, 7);
      await driver.write('progress-photos/b.png', content, 'image/png');
      const found = await driver.read('progress-photos/b.png');
      await new Promise((resolve) => setTimeout(resolve, 500)); // past the 300 ms deadline
      const chunks: Buffer[] = [];
      for await (const chunk of found!.stream as Readable) chunks.push(Buffer.from(chunk));
      expect(Buffer.concat(chunks).equals(content)).toBe(true);
    } finally {
      driver.onModuleDestroy();
      await store.stop();
    }
  });
});
