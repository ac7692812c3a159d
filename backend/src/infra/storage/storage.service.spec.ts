import { BadRequestException, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Readable } from 'node:stream';
import { LocalDiskStorageDriver } from './local-disk.driver';
import { S3StorageDriver } from './s3.driver';
import type { StorageDriver } from './storage-driver';
import { StorageService } from './storage.service';
import { DOCUMENT_TYPES, IMAGE_TYPES, type UploadPolicy } from './storage-types';
import { LOCAL_S3_CREDENTIALS, startLocalS3, type LocalS3 } from './testing/local-s3';
import { oversizedPng, SAMPLE_FILES } from './testing/sample-files';

const IMAGES: UploadPolicy = { maxBytes: 1024, allowedTypes: IMAGE_TYPES };

const readAll = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};

/** A driver and what it holds, so a test can check what was (not) written. */
interface DriverUnderTest {
  driver: StorageDriver;
  storedPaths(): string[];
  close(): Promise<void>;
}

const listFiles = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.join(e.parentPath, e.name))
    : [];

async function localDisk(): Promise<DriverUnderTest> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'coachcore-files-'));
  return { driver: new LocalDiskStorageDriver(root), storedPaths: () => listFiles(root), close: async () => fs.rmSync(root, { recursive: true, force: true }) };
}

async function s3(): Promise<DriverUnderTest> {
  const server: LocalS3 = await startLocalS3();
  const driver = new S3StorageDriver({
    bucket: server.bucket,
    endpoint: server.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: LOCAL_S3_CREDENTIALS,
  });
  return {
    driver,
    storedPaths: () => server.keys(),
    close: async () => {
      driver.onModuleDestroy();
      await server.stop();
    },
  };
}

describe.each([
  ['local disk', localDisk],
  ['S3 (s3rver)', s3],
])(`${StorageService.name} on %s`, (_name, start) => {
  let target: DriverUnderTest;
  let sut: StorageService;

  beforeAll(async () => {
    target = await start();
    sut = new StorageService(target.driver);
  });
  afterAll(() => target.close());

  it('stores a file under a generated key in its kind folder and gives it back with the detected type', async () => {
    const stored = await sut.put('progress-photos', SAMPLE_FILES.png, IMAGES);

    expect(stored).toEqual({ key: expect.stringMatching(/^progress-photos\/[0-9a-f-]{36}\.png$/), contentType: 'image/png', size: SAMPLE_FILES.png.length });
    const download = await sut.get(stored.key);
    expect(download.contentType).toBe('image/png');
    expect(download.size).toBe(SAMPLE_FILES.png.length);
    expect(await readAll(download.stream)).toEqual(SAMPLE_FILES.png);
  });

  it('names each upload anew, so the same bytes twice are two files', async () => {
    const first = await sut.put('meal-images', SAMPLE_FILES.jpeg, IMAGES);
    const second = await sut.put('meal-images', SAMPLE_FILES.jpeg, IMAGES);

    expect(first.key).not.toBe(second.key);
    expect(first.key).toMatch(/\.jpg$/);
  });

  it.each([
    ['webp', SAMPLE_FILES.webp, 'image/webp'],
    ['gif', SAMPLE_FILES.gif, 'image/gif'],
  ])('accepts a %s image', async (_label, content, type) => {
    expect((await sut.put('exercise-images', content, IMAGES)).contentType).toBe(type);
  });

  it('accepts a PDF where documents are allowed, and refuses it where only images are', async () => {
    const stored = await sut.put('form-files', SAMPLE_FILES.pdf, { maxBytes: 1024, allowedTypes: DOCUMENT_TYPES });
    expect(stored.key).toMatch(/^form-files\/.+\.pdf$/);
    const download = await sut.get(stored.key);
    download.stream.destroy(); // closes its file handle: only the type is of interest here
    expect(download.contentType).toBe('application/pdf');

    await expect(sut.put('progress-photos', SAMPLE_FILES.pdf, IMAGES)).rejects.toThrow(
      new BadRequestException('Only JPEG, PNG, WebP or GIF files are accepted'),
    );
  });

  it.each([
    ['a text file (whatever it is called)', SAMPLE_FILES.text],
    ['an SVG', SAMPLE_FILES.svg],
  ])('refuses %s and writes nothing', async (_label, content) => {
    const before = target.storedPaths().length;

    await expect(sut.put('progress-photos', content, IMAGES)).rejects.toThrow(new BadRequestException('Only JPEG, PNG, WebP or GIF files are accepted'));
    expect(target.storedPaths()).toHaveLength(before);
  });

  it('refuses a file over the size limit with 413 and writes nothing', async () => {
    const before = target.storedPaths().length;

    const error = await sut.put('progress-photos', oversizedPng(1025), IMAGES).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayloadTooLargeException);
    expect((error as Error).message).toBe('The file is too large: at most 1 KB is allowed');
    expect(target.storedPaths()).toHaveLength(before);
  });

  it('accepts a file of exactly the size limit', async () => {
    expect((await sut.put('progress-photos', oversizedPng(1024), IMAGES)).size).toBe(1024);
  });

  it('refuses an empty file', async () => {
    await expect(sut.put('progress-photos', Buffer.alloc(0), IMAGES)).rejects.toThrow(new BadRequestException('The file is empty'));
  });

  it('deletes a file, after which it is not found; deleting again is fine', async () => {
    const stored = await sut.put('message-attachments', SAMPLE_FILES.gif, IMAGES);

    await sut.delete(stored.key);

    await expect(sut.get(stored.key)).rejects.toThrow(NotFoundException);
    await expect(sut.delete(stored.key)).resolves.toBeUndefined();
  });

  it('lists the files of one kind with when they were written (for the orphan-files sweep)', async () => {
    const listAll = async (kind: 'form-files' | 'meal-images') => {
      const entries = [];
      for await (const entry of sut.list(kind)) entries.push(entry);
      return entries;
    };
    const earlier = (await listAll('form-files')).map((entry) => entry.key);
    const before = Date.now() - 60_000;
    const stored = [await sut.put('form-files', SAMPLE_FILES.png, IMAGES), await sut.put('form-files', SAMPLE_FILES.jpeg, IMAGES)];
    await sut.put('meal-images', SAMPLE_FILES.png, IMAGES);
    const listed = (await listAll('form-files')).filter((entry) => !earlier.includes(entry.key));
    expect(listed.map((entry) => entry.key).sort()).toEqual(stored.map((file) => file.key).sort());
    for (const entry of listed) expect(entry.modifiedAt.getTime()).toBeGreaterThan(before);
    expect((await listAll('meal-images')).every((entry) => entry.key.startsWith('meal-images/'))).toBe(true);
  });

  it('answers 404 for a well-formed key with nothing stored', async () => {
    await expect(sut.get('progress-photos/00000000-0000-4000-8000-000000000000.png')).rejects.toThrow(new NotFoundException('File not found'));
  });

  it.each([
    '../../../etc/passwd',
    'progress-photos/../../secret.png',
    '/etc/passwd',
    'progress-photos/..%2f..%2fsecret.png',
    'other-kind/00000000-0000-4000-8000-000000000000.png',
    'progress-photos/00000000-0000-4000-8000-000000000000.exe',
    'progress-photos/00000000-0000-4000-8000-000000000000.png/../../x.png',
    '',
  ])('refuses the key %p for reading and deleting', async (key) => {
    await expect(sut.get(key)).rejects.toThrow(new NotFoundException('File not found'));
    await expect(sut.delete(key)).rejects.toThrow(new NotFoundException('File not found'));
  });
});

describe(LocalDiskStorageDriver.name, () => {
  it('keeps files inside its root even when asked for a path outside it', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'coachcore-files-'));
    const outside = path.join(path.dirname(root), `outside-${path.basename(root)}.png`);
    const sut = new LocalDiskStorageDriver(root);
    try {
      await expect(sut.write(`../${path.basename(outside)}`, SAMPLE_FILES.png)).rejects.toThrow(NotFoundException);
      await expect(sut.read('../../etc/passwd')).rejects.toThrow(NotFoundException);
      await expect(sut.remove(root)).rejects.toThrow(NotFoundException);
      expect(fs.existsSync(outside)).toBe(false);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('never overwrites an existing file', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'coachcore-files-'));
    const sut = new LocalDiskStorageDriver(root);
    try {
      await sut.write('progress-photos/a.png', SAMPLE_FILES.png);
      await expect(sut.write('progress-photos/a.png', SAMPLE_FILES.gif)).rejects.toThrow(/EEXIST/);
      expect(fs.readFileSync(path.join(root, 'progress-photos/a.png'))).toEqual(SAMPLE_FILES.png);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
