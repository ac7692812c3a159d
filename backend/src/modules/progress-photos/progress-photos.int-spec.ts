import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import type { Test } from 'supertest';
import { createClient, createClientUser, createStaff } from '../../../test/client-factories';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { LOCAL_S3_CREDENTIALS, startLocalS3, type LocalS3 } from '../../infra/storage/testing/local-s3';
import { oversizedPng, SAMPLE_FILES } from '../../infra/storage/testing/sample-files';

const TEN_MB = 10 * 1024 * 1024;

/** The server re-encodes every photo (upright, scaled, metadata removed): what it serves is the same picture in the same format. */
const expectImage = async (content: Buffer, format: 'png' | 'jpeg' | 'gif' | 'webp') => {
  const metadata = await sharp(content).metadata();
  expect({ format: metadata.format, width: metadata.width, height: metadata.height, exif: metadata.exif }).toEqual({
    format,
    width: 1,
    height: 1,
    exif: undefined,
  });
};

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.join(e.parentPath, e.name))
    : [];

/** Reads a binary answer (images) into a Buffer. */
const binary = (request: Test): Test =>
  request.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('progress photos (HTTP)', () => {
  let t: TestApp;
  let dataDir: string;
  let filesDir: string;
  let coach: SignedInUser;
  let clientId: string;

  const upload = (auth: Record<string, string>, id: string, content: Buffer, filename = 'photo.jpg', fields: Record<string, string> = {}) => {
    let request = t.http().post(`/api/clients/${id}/progress-photos`).set(auth).attach('file', content, { filename, contentType: 'image/jpeg' });
    for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
    return request;
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachcore-photos-'));
    filesDir = path.join(dataDir, 'files');
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
    coach = await registerUser(t);
    clientId = (await createClient(t, coach)).id;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('uploads, lists newest first, serves the image and deletes it with its file', async () => {
    const first = await upload(coach.auth, clientId, SAMPLE_FILES.png, 'before.png', { weight: '182.4', bodyFat: '18.5', notes: 'Week 1' }).expect(201);
    const second = await upload(coach.auth, clientId, SAMPLE_FILES.jpeg, 'after.jpg').expect(201);

    expect(first.body).toEqual({
      id: expect.any(String),
      clientId,
      imageUrl: `/api/progress-photos/${first.body.id}/image`,
      pose: null,
      weight: 182.4,
      bodyFat: 18.5,
      notes: 'Week 1',
      createdAt: expect.any(String),
    });
    expect(second.body).toMatchObject({ weight: null, bodyFat: null, notes: null });

    const list = await t.http().get(`/api/clients/${clientId}/progress-photos`).set(coach.auth).expect(200);
    expect(list.body.map((p: { id: string }) => p.id)).toEqual([second.body.id, first.body.id]);

    const image = await binary(t.http().get(first.body.imageUrl).set(coach.auth)).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, max-age=3600');
    await expectImage(image.body, 'png');

    // The stored name comes from us, never from the upload ("before.png").
    const [row] = await t.sql<{ image_key: string }>('select image_key from progress_photos where id = $1', [first.body.id]);
    expect(row!.image_key).toMatch(/^progress-photos\/[0-9a-f-]{36}\.png$/);
    const storedFile = path.join(filesDir, row!.image_key);
    expect(fs.readFileSync(storedFile)).toEqual(image.body);

    await t.http().delete(`/api/progress-photos/${first.body.id}`).set(coach.auth).expect(204);

    expect(fs.existsSync(storedFile)).toBe(false);
    await t.http().get(first.body.imageUrl).set(coach.auth).expect(404);
    await t.http().delete(`/api/progress-photos/${first.body.id}`).set(coach.auth).expect(404);
    const after = await t.http().get(`/api/clients/${clientId}/progress-photos`).set(coach.auth).expect(200);
    expect(after.body.map((p: { id: string }) => p.id)).toEqual([second.body.id]);
  });

  it('refuses a text file named .jpg (400) and stores nothing', async () => {
    const filesBefore = filesUnder(filesDir).length;

    const response = await upload(coach.auth, clientId, SAMPLE_FILES.text, 'photo.jpg', { notes: 'not a photo' }).expect(400);

    expect(response.body).toMatchObject({ statusCode: 400, message: 'Only JPEG, PNG, WebP or GIF files are accepted' });
    expect(filesUnder(filesDir)).toHaveLength(filesBefore);
    expect(await t.sql('select id from progress_photos where notes = $1', ['not a photo'])).toEqual([]);
  });

  it('refuses a file over 10 MB (413) and stores nothing; 10 MB itself is fine', async () => {
    const filesBefore = filesUnder(filesDir).length;

    const response = await upload(coach.auth, clientId, oversizedPng(TEN_MB + 1), 'huge.png', { notes: 'too big' }).expect(413);

    expect(response.body).toMatchObject({ statusCode: 413, message: 'The file is too large: at most 10 MB is allowed' });
    expect(filesUnder(filesDir)).toHaveLength(filesBefore);
    expect(await t.sql('select id from progress_photos where notes = $1', ['too big'])).toEqual([]);
    await upload(coach.auth, clientId, oversizedPng(TEN_MB), 'limit.png').expect(201);
  });

  it('wants a file and valid figures (400)', async () => {
    const noFile = await t.http().post(`/api/clients/${clientId}/progress-photos`).set(coach.auth).field('weight', '180').expect(400);
    expect(noFile.body.message).toBe('Please choose a photo to upload');

    const empty = await upload(coach.auth, clientId, Buffer.alloc(0)).expect(400);
    expect(empty.body.message).toBe('The file is empty');

    const badWeight = await upload(coach.auth, clientId, SAMPLE_FILES.png, 'p.png', { weight: 'heavy' }).expect(400);
    expect(badWeight.body.message).toBe('Measurements must be numbers');

    const badBodyFat = await upload(coach.auth, clientId, SAMPLE_FILES.png, 'p.png', { bodyFat: '101' }).expect(400);
    expect(badBodyFat.body.message).toBe('Measurements must be at most 100');

    const unknownField = await upload(coach.auth, clientId, SAMPLE_FILES.png, 'p.png', { imageUrl: 'https://evil.example/x.png' }).expect(400);
    expect(unknownField.body.statusCode).toBe(400);
  });

  it('lets staff with client_management upload and staff who may only view clients look', async () => {
    const manager = await createStaff(t, coach, ['client_management']);
    const viewer = await createStaff(t, coach, ['view_clients']);

    const photo = await upload(manager.auth, clientId, SAMPLE_FILES.webp, 'w.webp').expect(201);

    await upload(viewer.auth, clientId, SAMPLE_FILES.webp, 'w.webp').expect(403);
    await t.http().get(`/api/clients/${clientId}/progress-photos`).set(viewer.auth).expect(200);
    const image = await binary(t.http().get(photo.body.imageUrl).set(viewer.auth)).expect(200);
    expect(image.headers['content-type']).toBe('image/webp');
    await t.http().delete(`/api/progress-photos/${photo.body.id}`).set(viewer.auth).expect(403);
  });

  it('shows a client user their own photos and nobody else’s', async () => {
    const clientUser = await createClientUser(t, coach);
    const own = await upload(coach.auth, clientUser.clientId, SAMPLE_FILES.gif, 'g.gif').expect(201);
    const someoneElses = await upload(coach.auth, clientId, SAMPLE_FILES.png, 'p.png').expect(201);

    const list = await t.http().get(`/api/clients/${clientUser.clientId}/progress-photos`).set(clientUser.auth).expect(200);
    expect(list.body.map((p: { id: string }) => p.id)).toEqual([own.body.id]);
    const image = await binary(t.http().get(own.body.imageUrl).set(clientUser.auth)).expect(200);
    await expectImage(image.body, 'gif');

    await t.http().get(someoneElses.body.imageUrl).set(clientUser.auth).expect(404);
    await t.http().get(`/api/clients/${clientId}/progress-photos`).set(clientUser.auth).expect(404);
    await upload(clientUser.auth, clientUser.clientId, SAMPLE_FILES.png).expect(403);
    await t.http().delete(`/api/progress-photos/${own.body.id}`).set(clientUser.auth).expect(403);
  });

  it('answers 404 to another business and its staff, 401 to anonymous callers, on every id route, and changes nothing', async () => {
    const photo = await upload(coach.auth, clientId, SAMPLE_FILES.png, 'p.png', { notes: 'private' }).expect(201);
    const otherCoach = await registerUser(t);
    const otherStaff = await createStaff(t, otherCoach, ['client_management', 'view_clients']);
    const callers = [
      { name: 'another business', auth: otherCoach.auth, expected: 404 },
      { name: "another business's staff", auth: otherStaff.auth, expected: 404 },
      { name: 'an anonymous caller', auth: {}, expected: 401 },
    ];
    const routes: Array<{ label: string; send: (auth: Record<string, string>) => Test }> = [
      { label: 'POST photos', send: (auth) => upload(auth, clientId, SAMPLE_FILES.png) },
      { label: 'GET photos', send: (auth) => t.http().get(`/api/clients/${clientId}/progress-photos`).set(auth) },
      { label: 'GET image', send: (auth) => t.http().get(`/api/progress-photos/${photo.body.id}/image`).set(auth) },
      { label: 'DELETE photo', send: (auth) => t.http().delete(`/api/progress-photos/${photo.body.id}`).set(auth) },
    ];

    const mismatches: string[] = [];
    for (const caller of callers) {
      for (const route of routes) {
        const response = await route.send(caller.auth);
        if (response.status !== caller.expected) mismatches.push(`${caller.name}: ${route.label} → ${response.status}`);
      }
    }

    expect(mismatches).toEqual([]);
    expect(await t.sql('select notes from progress_photos where id = $1', [photo.body.id])).toEqual([{ notes: 'private' }]);
    expect(
      (await t.http().get(`/api/clients/${clientId}/progress-photos`).set(coach.auth).expect(200)).body.filter((p: { notes: string }) => p.notes === 'private'),
    ).toHaveLength(1);
  });

  it('answers 404 for ids that cannot name a photo or client', async () => {
    await t.http().get('/api/progress-photos/not-a-uuid/image').set(coach.auth).expect(404);
    await t.http().delete('/api/progress-photos/..%2F..%2Fetc%2Fpasswd').set(coach.auth).expect(404);
    await t.http().get('/api/progress-photos/00000000-0000-4000-8000-000000000000/image').set(coach.auth).expect(404);
    await upload(coach.auth, '00000000-0000-4000-8000-000000000000', SAMPLE_FILES.png).expect(404);
  });
});

describe('progress photos on S3-compatible storage (HTTP)', () => {
  let s3: LocalS3;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startLocalS3();
    t = await createTestApp({
      env: {
        STORAGE_S3_BUCKET: s3.bucket,
        STORAGE_S3_ENDPOINT: s3.endpoint,
        STORAGE_S3_FORCE_PATH_STYLE: 'true',
        STORAGE_S3_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
        STORAGE_S3_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  it('keeps the image in the bucket and serves it through the authorised route', async () => {
    const coach = await registerUser(t);
    const clientId = (await createClient(t, coach)).id;

    const photo = await t.http().post(`/api/clients/${clientId}/progress-photos`).set(coach.auth).attach('file', SAMPLE_FILES.jpeg, 'me.jpg').expect(201);

    const [row] = await t.sql<{ image_key: string }>('select image_key from progress_photos where id = $1', [photo.body.id]);
    expect(s3.hasObject(row!.image_key)).toBe(true);
    const image = await binary(t.http().get(photo.body.imageUrl).set(coach.auth)).expect(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    await expectImage(image.body, 'jpeg');

    await t.http().delete(`/api/progress-photos/${photo.body.id}`).set(coach.auth).expect(204);
    expect(s3.hasObject(row!.image_key)).toBe(false);
  });
});
