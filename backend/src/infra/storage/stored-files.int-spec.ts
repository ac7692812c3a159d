import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createClient, createClientUser } from '../../../test/client-factories';
import { clientFormAndOnboardingFiles } from '../../../test/form-file-factories';
import { eventually, registerUser, type SignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { JobQueue } from '../queues/job-queue.service';
import { ORPHAN_FILES_SWEEP_PATTERN } from './orphan-files.sweeper';
import { SAMPLE_FILES } from './testing/sample-files';

/** Every stored file under the local driver's root, as storage keys (`<kind>/<uuid>.<ext>`). */
const storedKeys = (root: string): string[] =>
  fs.existsSync(root)
    ? (fs.readdirSync(root, { recursive: true }) as string[])
        .filter((name) => fs.statSync(path.join(root, name)).isFile())
        .map((name) => name.split(path.sep).join('/'))
        .sort()
    : [];

/**
 * Stored files follow the rows that point at them (local storage driver): a replacement removes the file it replaced
 * once the new key is committed, whatever the concurrency, and the sweep job removes files no row points to.
 */
describe('stored files (local driver)', () => {
  let t: TestApp;
  let dataDir: string;
  let filesDir: string;
  let coach: SignedInUser;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachcore-stored-files-'));
    filesDir = path.join(dataDir, 'files');
    t = await createTestApp({ env: { DATA_DIR: dataDir, FOOD_LOOKUP_URL: '' }, withWorkers: true });
    coach = await registerUser(t);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const uploadImage = (route: string, content: Buffer) => t.http().post(route).set(coach.auth).attach('file', content, { filename: 'image.png' });
  const keysOf = (kind: string) => storedKeys(filesDir).filter((key) => key.startsWith(`${kind}/`));

  it('6 concurrent replacements of an exercise image leave exactly the one stored file the exercise points at', async () => {
    const exercise = (await t.http().post('/api/exercises').set(coach.auth).send({ name: 'Sled push', category: 'strength' }).expect(201)).body as {
      id: string;
    };
    await uploadImage(`/api/exercises/${exercise.id}/image`, SAMPLE_FILES.png).expect(200);
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => uploadImage(`/api/exercises/${exercise.id}/image`, i % 2 ? SAMPLE_FILES.jpeg : SAMPLE_FILES.png)),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const [row] = await t.sql<{ image_key: string }>('select image_key from exercises where id = $1', [exercise.id]);
      expect(keysOf('exercise-images')).toEqual([row!.image_key]);
    }
    // Deleting the exercise removes its file.
    await t.http().delete(`/api/exercises/${exercise.id}`).set(coach.auth).expect(204);
    expect(keysOf('exercise-images')).toEqual([]);
  });

  it('6 concurrent replacements of a meal image leave exactly the one stored file the meal points at', async () => {
    const meal = (await t.http().post('/api/meals').set(coach.auth).send({ name: 'Poke bowl', category: 'lunch' }).expect(201)).body as { id: string };
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => uploadImage(`/api/meals/${meal.id}/image`, i % 2 ? SAMPLE_FILES.jpeg : SAMPLE_FILES.png)),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const [row] = await t.sql<{ image_key: string }>('select image_key from meals where id = $1', [meal.id]);
      expect(keysOf('meal-images')).toEqual([row!.image_key]);
    }
    await t.http().delete(`/api/meals/${meal.id}`).set(coach.auth).expect(204);
    expect(keysOf('meal-images')).toEqual([]);
  });

  it('the sweep job removes files no row points to (a deleted client’s photos, attachments, form and onboarding files too), and keeps the rest', async () => {
    const client = await createClient(t, coach);
    const kept = await createClient(t, coach);
    const photo = async (clientId: string) =>
      (await t.http().post(`/api/clients/${clientId}/progress-photos`).set(coach.auth).attach('file', SAMPLE_FILES.png, { filename: 'photo.png' }).expect(201))
        .body as { id: string };
    const attachment = (clientId: string) =>
      t
        .http()
        .post('/api/messages/attachments')
        .set(coach.auth)
        .field('receiverId', clientId)
        .attach('file', SAMPLE_FILES.pdf, { filename: 'plan.pdf' })
        .expect(201);
    await photo(client.id);
    await attachment(client.id);
    const keptPhoto = await photo(kept.id);
    await attachment(kept.id);
    const meal = (await t.http().post('/api/meals').set(coach.auth).send({ name: 'Oats', category: 'breakfast' }).expect(201)).body as { id: string };
    await uploadImage(`/api/meals/${meal.id}/image`, SAMPLE_FILES.png).expect(200);
    // A client's form upload, drawn signature and onboarding upload (kept), and another's whose record is deleted.
    const signer = await createClientUser(t, coach);
    await clientFormAndOnboardingFiles(t, coach, signer);
    const leaving = await createClientUser(t, coach);
    await clientFormAndOnboardingFiles(t, coach, leaving);
    await t.http().delete(`/api/clients/${client.id}`).set(coach.auth).expect(204);
    await t.http().delete(`/api/clients/${leaving.clientId}`).set(coach.auth).expect(204);

    // Files of no row: left by a crash between the write and the commit, say (one of each kind we own).
    const strays = ['exercise-images', 'meal-images', 'progress-photos', 'message-attachments', 'form-files', 'onboarding-files'].map(
      (kind) => `${kind}/${randomUUID()}.png`,
    );
    for (const key of strays) {
      fs.mkdirSync(path.dirname(path.join(filesDir, key)), { recursive: true });
      fs.writeFileSync(path.join(filesDir, key), SAMPLE_FILES.png);
    }
    // A file just written (its row may still be on its way) is left alone by the scheduled sweep's grace period.
    const referenced = async () => {
      const rows = await t.sql<{ key: string }>(
        `select image_key as key from progress_photos union all select file_key from messages where file_key is not null
         union all select image_key from meals where image_key is not null union all select image_key from exercises where image_key is not null
         union all select file_key from form_files union all select signature from form_submissions where signature is not null
         union all select file_key from client_onboarding_responses where file_key is not null`,
      );
      return rows.map((r) => r.key).sort();
    };
    const expected = await referenced();
    // The kept client's photo and attachment, the meal's image, and the signer's upload, signature and onboarding upload.
    expect(expected).toHaveLength(6);
    expect(storedKeys(filesDir)).toHaveLength(6 + 2 + 3 + strays.length);

    // The scheduled sweep keeps recent files (the grace period): nothing goes yet.
    await t.app.get(JobQueue).enqueue('storage', 'sweep-orphan-files', {}, { jobId: `test-grace-${randomUUID()}` });
    const graceJob = await eventually(async () => {
      const jobs = await t.app.get(JobQueue).queue('storage').getCompleted();
      return jobs.find((job) => job.id?.startsWith('test-grace-')) ?? null;
    });
    expect(graceJob.returnvalue).toMatchObject({ removed: 0 });
    expect(storedKeys(filesDir)).toHaveLength(6 + 2 + 3 + strays.length);

    // Past the grace period: the orphans go, every referenced file stays.
    await t.app.get(JobQueue).enqueue('storage', 'sweep-orphan-files', { graceMs: 0 }, { jobId: `test-now-${randomUUID()}` });
    await eventually(async () => (storedKeys(filesDir).length === expected.length ? true : null));
    expect(storedKeys(filesDir)).toEqual(expected);
    // The kept photo still serves its image.
    await t.http().get(`/api/progress-photos/${keptPhoto.id}/image`).set(coach.auth).expect(200);

    const scheduler = await t.app.get(JobQueue).queue('storage').getJobScheduler('sweep-orphan-files');
    expect(scheduler?.pattern).toBe(ORPHAN_FILES_SWEEP_PATTERN);
  });
});
