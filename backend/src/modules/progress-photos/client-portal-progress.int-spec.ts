import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import type { Test } from 'supertest';
import { createClientUser } from '../../../test/client-factories';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { SAMPLE_FILES } from '../../infra/storage/testing/sample-files';

const binary = (request: Test): Test =>
  request.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** Whether a (little-endian, as libvips writes it) EXIF block holds the GPS IFD pointer, tag 0x8825. */
const hasGpsIfd = (exif: Buffer | undefined) => !!exif?.includes(Buffer.from([0x25, 0x88]));

/** A phone photo: 3000 × 2000, rotated by its EXIF orientation, with the camera and a GPS position in its EXIF. */
const phonePhoto = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2640/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3960/100' },
    })
    .toBuffer();

/** The client portal's progress photos: GET and POST /api/client/progress, only ever the signed-in client's. */
describe('client portal progress photos (HTTP)', () => {
  let t: TestApp;
  let dataDir: string;
  let coach: SignedInUser;
  let client: SignedInUser & { clientId: string };
  let sibling: SignedInUser & { clientId: string };

  const upload = (auth: Record<string, string>, content: Buffer, fields: Record<string, string> = {}) => {
    let request = t.http().post('/api/client/progress').set(auth).attach('file', content, { filename: 'me.jpg', contentType: 'image/jpeg' });
    for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
    return request;
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachcore-portal-photos-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
    coach = await registerUser(t);
    client = await createClientUser(t, coach);
    sibling = await createClientUser(t, coach);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores the photo upright, scaled to fit 1600 px and without its EXIF (GPS position included)', async () => {
    const original = await phonePhoto();
    const before = await sharp(original).metadata();
    expect({ orientation: before.orientation, exif: !!before.exif, gps: hasGpsIfd(before.exif) }).toEqual({ orientation: 6, exif: true, gps: true });

    const photo = await upload(client.auth, original, { pose: 'front', weight: '180.5', bodyFat: '21', notes: 'Week 1' }).expect(201);

    expect(photo.body).toMatchObject({ clientId: client.clientId, pose: 'front', weight: 180.5, bodyFat: 21, notes: 'Week 1' });
    const image = await binary(t.http().get(photo.body.imageUrl).set(client.auth)).expect(200);
    const metadata = await sharp(image.body).metadata();
    // Orientation 6 turned the 3000 × 2000 landscape upright: 2000 × 3000, scaled to 1067 × 1600.
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'jpeg', width: 1067, height: 1600 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(image.body.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // The coach sees it on the client's profile, from the same API.
    const coachView = await t.http().get(`/api/clients/${client.clientId}/progress-photos`).set(coach.auth).expect(200);
    expect(coachView.body.map((p: { id: string }) => p.id)).toContain(photo.body.id);
    await binary(t.http().get(photo.body.imageUrl).set(coach.auth)).expect(200);
  });

  it('lists only the signed-in client’s photos; another client of the same coach sees none of them', async () => {
    const side = await upload(client.auth, SAMPLE_FILES.png, { pose: 'side' }).expect(201);
    const theirs = await upload(sibling.auth, SAMPLE_FILES.png, { pose: 'back' }).expect(201);

    const own = await t.http().get('/api/client/progress').set(client.auth).expect(200);
    expect(own.body.map((p: { id: string }) => p.id)).toContain(side.body.id);
    expect(own.body.map((p: { id: string }) => p.id)).not.toContain(theirs.body.id);
    expect(own.body.every((p: { clientId: string }) => p.clientId === client.clientId)).toBe(true);

    await t.http().get(side.body.imageUrl).set(sibling.auth).expect(404);
    await t.http().get(theirs.body.imageUrl).set(client.auth).expect(404);
    const siblingList = await t.http().get('/api/client/progress').set(sibling.auth).expect(200);
    expect(siblingList.body.map((p: { id: string }) => p.id)).toEqual([theirs.body.id]);
  });

  it('refuses what is not a photo, an unknown pose and business accounts', async () => {
    const text = await upload(client.auth, SAMPLE_FILES.text).expect(400);
    expect(text.body.message).toBe('Only JPEG, PNG, WebP or GIF files are accepted');
    const pose = await upload(client.auth, SAMPLE_FILES.png, { pose: 'top' }).expect(400);
    expect(pose.body.message).toBe('Pose must be one of front, side, back');
    await upload(coach.auth, SAMPLE_FILES.png).expect(403);
    await t.http().get('/api/client/progress').set(coach.auth).expect(403);
    await t.http().get('/api/client/progress').expect(401);
  });
});
