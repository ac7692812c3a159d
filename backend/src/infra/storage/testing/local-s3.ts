import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import S3rver from 's3rver';

const OBJECT_SUFFIX = '._S3rver_object';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** Where s3rver keeps the objects (to check what was written). */
  directory: string;
  /** Whether s3rver holds an object under the key (it keeps each as `<key>._S3rver_object` on disk). */
  hasObject(key: string): boolean;
  /** Keys of every object in the bucket. */
  keys(): string[];
  stop(): Promise<void>;
}

/** A real S3 API (s3rver) on a free port with a temporary folder and one bucket, for tests of the S3 driver. */
export async function startLocalS3(bucket = 'coachcore-files'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'coachcore-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    directory,
    hasObject: (key) => fs.existsSync(path.join(directory, bucket, `${key}${OBJECT_SUFFIX}`)),
    keys: () =>
      (fs.readdirSync(path.join(directory, bucket), { recursive: true }) as string[])
        .filter((name) => name.endsWith(OBJECT_SUFFIX))
        .map((name) => name.slice(0, -OBJECT_SUFFIX.length)),
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Credentials s3rver accepts. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
