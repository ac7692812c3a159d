import { EntityManager } from '@mikro-orm/postgresql';
import { ACCOUNT_DELETION_MESSAGES, DATA_EXPORT_MESSAGES } from '@coachcore/domain';
import { parse } from 'csv-parse/sync';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import type { Test } from 'supertest';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import { createClientUser } from '../../../test/client-factories';
import { clientFormAndOnboardingFiles } from '../../../test/form-file-factories';
import { eventually, registerUser, type SignedInUser } from '../../../test/factories';
import { createGroupSession } from '../../../test/meeting-factories';
import { connectSocket } from '../../../test/sockets';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { assignHabit, assignWorkout, createWorkout, libraryExerciseIds } from '../../../test/workout-factories';
import { Injectable, Module } from '@nestjs/common';
import { ClientDataSource, type ClientDataPart, type ClientDataSection } from '../../common/client-data/client-data-source';
import { runInContext } from '../../infra/queues/run-in-context';
import { SAMPLE_FILES } from '../../infra/storage/testing/sample-files';
import { DataExportsExpiry } from './data-exports.expiry';

type ClientUser = SignedInUser & { clientId: string };

/** A last section of every export that waits while the gate is closed: an export can be watched while it is built. */
const gate = { closed: null as Promise<void> | null };
@Injectable()
@ClientDataSource('zz-test-gate')
class GateSection implements ClientDataSection {
  async collect(): Promise<ClientDataPart> {
    await gate.closed;
    return { tables: [] };
  }
}
@Module({ providers: [GateSection] })
class GateModule {}

const binary = (request: Test): Test =>
  request.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** Every file of a ZIP, by name, read with yauzl (another implementation than the one that wrote it). */
function unzip(content: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(content, { lazyEntries: true }, (error: Error | null, zip: ZipFile) => {
      if (error) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const csv = (content: Buffer | undefined) => parse(content?.toString('utf8') ?? '', { columns: true }) as Record<string, string>[];
const today = () => new Date().toISOString().slice(0, 10);

/** /client/profile's data export and account erasure: POST/GET /api/client/data-exports, POST /api/client/account-deletion. */
describe('client data export and account erasure (HTTP, with the workers)', () => {
  let t: TestApp;
  let dataDir: string;
  let coach: SignedInUser;
  let otherCoach: SignedInUser;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachcore-account-data-'));
    t = await createTestApp({ withWorkers: true, imports: [GateModule], env: { DATA_DIR: dataDir, APP_URL: 'https://app.example.test' } });
    coach = await registerUser(t, { firstName: 'Morgan' });
    otherCoach = await registerUser(t);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const storedFile = (key: string) => path.join(dataDir, 'files', key);

  /** A client with a row in every table the export covers, made through the API. */
  async function clientWithHistory(label: string): Promise<ClientUser & { photoId: string; formFileKeys: string[] }> {
    const client = await createClientUser(t, coach);
    const goal = await t
      .http()
      .post('/api/goals')
      .set(coach.auth)
      .send({ clientId: client.clientId, title: `${label} goal`, category: 'fitness', targetValue: '10', currentValue: '2', unit: 'km' })
      .expect(201);
    await t.http().patch(`/api/client/goals/${goal.body.id}/progress`).set(client.auth).send({ currentValue: 4 }).expect(200);
    await t
      .http()
      .post('/api/client/measurements')
      .set(client.auth)
      .send({ weight: '181.2', waist: '34.5', notes: `${label} morning` })
      .expect(201);
    const photo = await t
      .http()
      .post('/api/client/progress')
      .set(client.auth)
      .attach(
        'file',
        await sharp({ create: { width: 40, height: 60, channels: 3, background: { r: 10, g: 200, b: 90 } } })
          .jpeg()
          .toBuffer(),
        {
          filename: 'me.jpg',
          contentType: 'image/jpeg',
        },
      )
      .field('pose', 'front')
      .field('weight', '180.5')
      .field('notes', `${label} week 1`)
      .expect(201);
    const [food] = await t.sql<{ id: string }>("select id from food_database where coach_id is null and name = 'Chicken breast, skinless, grilled'");
    await t
      .http()
      .post('/api/client/food-log')
      .set(client.auth)
      .send({ foodId: food!.id, mealType: 'lunch', servingSize: 200, scanMethod: 'search', notes: `${label} lunch` })
      .expect(201);
    const workout = await createWorkout(t, coach);
    const [assigned] = await assignWorkout(t, coach, workout.id, client.clientId, [today()]);
    const [squat] = await libraryExerciseIds(t, 'Barbell Back Squat');
    await t
      .http()
      .post(`/api/client/workouts/${assigned!.id}/log`)
      .set(client.auth)
      .send({ exercises: [{ exerciseId: squat, sets: [{ reps: 5, weight: 185 }] }], totalDuration: 40, notes: `${label} session` })
      .expect(200);
    await t
      .http()
      .post('/api/messages')
      .set(client.auth)
      .send({ receiverId: coach.id, content: `${label}: hello coach` })
      .expect(201);
    await t
      .http()
      .post('/api/messages')
      .set(coach.auth)
      .send({ receiverId: client.clientId, content: `${label}: hello client` })
      .expect(201);
    await t
      .http()
      .post('/api/messages/attachments')
      .set(client.auth)
      .field('receiverId', coach.id)
      .field('content', `${label}: my plan`)
      .attach('file', SAMPLE_FILES.pdf, { filename: 'plan.pdf', contentType: 'application/pdf' })
      .expect(201);
    const pkg = await t
      .http()
      .post('/api/coaching-packages')
      .set(coach.auth)
      .send({ name: `${label} Gold`, price: 80, duration: 30, features: ['Weekly check-in'] })
      .expect(201);
    await t.http().post(`/api/clients/${client.clientId}/subscriptions`).set(coach.auth).send({ packageId: pkg.body.id }).expect(201);
    // A paid payment with a refund (payments come from the provider's webhooks, which this file does not drive).
    const [payment] = await t.sql<{ id: string }>(
      `insert into client_payments (id, coach_id, client_id, package_id, amount, original_amount, amount_refunded, status, payment_type, idempotency_key, paid_at, created_at, updated_at)
       values (gen_random_uuid(), $1, $2, $3, 80, 80, 20, 'partially_refunded', 'package', gen_random_uuid()::text, now(), now(), now()) returning id`,
      [coach.id, client.clientId, pkg.body.id],
    );
    await t.sql(
      `insert into client_payment_refunds (id, coach_id, payment_id, amount, stripe_refund_id, created_by, created_at) values (gen_random_uuid(), $1, $2, 20, gen_random_uuid()::text, $1, now())`,
      [coach.id, payment!.id],
    );
    const habits = await assignHabit(t, coach, [client.clientId], { template: { name: `${label} water` } });
    await t
      .http()
      .post(`/api/client/habits/${habits.get(client.clientId)!}/log`)
      .set(client.auth)
      .send({ logDate: today(), completed: true, notes: `${label} drank` })
      .expect(200);
    await t
      .http()
      .post(`/api/clients/${client.clientId}/health-profile`)
      .set(coach.auth)
      .send({ allergies: [`${label} pollen`], workoutFrequency: 3 })
      .expect(201);
    await t
      .http()
      .post(`/api/clients/${client.clientId}/wellness`)
      .set(coach.auth)
      .send({ mood: 7, steps: 8000, notes: `${label} rested` })
      .expect(201);
    const meeting = await t
      .http()
      .post('/api/meetings')
      .set(coach.auth)
      .send({
        clientId: client.clientId,
        title: `${label} form check`,
        meetingType: 'video',
        scheduledAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
        duration: 60,
      })
      .expect(201);
    await t.http().patch(`/api/meetings/${meeting.body.id}`).set(coach.auth).send({ status: 'completed' }).expect(200);
    await t
      .http()
      .post(`/api/client/meetings/${meeting.body.id}/feedback`)
      .set(client.auth)
      .send({ overallRating: 4, feedback: `${label} liked it` })
      .expect(201);
    const group = await createGroupSession(t, coach, { title: `${label} HIIT` });
    await t.http().post(`/api/meetings/${group.id}/participants`).set(coach.auth).send({ clientId: client.clientId }).expect(201);
    await t
      .http()
      .post(`/api/clients/${client.clientId}/food-preferences`)
      .set(coach.auth)
      .send({ foodName: `${label} kale`, preferenceType: 'like' })
      .expect(201);
    await t
      .http()
      .post(`/api/clients/${client.clientId}/macro-goals`)
      .set(coach.auth)
      .send({ dailyCalories: 2100, dailyProtein: 150, dailyCarbs: 200, dailyFat: 60, effectiveDate: today() })
      .expect(201);
    const mealPlan = await t
      .http()
      .post('/api/meal-plans')
      .set(coach.auth)
      .send({ name: `${label} cut`, duration: 7 })
      .expect(201);
    await t.http().post(`/api/meal-plans/${mealPlan.body.id}/assign`).set(coach.auth).send({ clientId: client.clientId, startDate: today() }).expect(201);
    await t.http().put('/api/client/notification-preferences').set(client.auth).send({ workoutAssigned: false }).expect(200);
    const community = await t
      .http()
      .post('/api/communities')
      .set(coach.auth)
      .send({ name: `${label} runners` })
      .expect(201);
    await t.http().post(`/api/communities/${community.body.id}/members`).set(coach.auth).send({ clientId: client.clientId }).expect(201);
    await t
      .http()
      .post(`/api/communities/${community.body.id}/posts`)
      .set(client.auth)
      .send({ content: `${label} ran 5k` })
      .expect(201);
    const formFileKeys = await clientFormAndOnboardingFiles(t, coach, client, `${label} clearance`);
    return { ...client, photoId: photo.body.id, formFileKeys };
  }

  async function readyExport(client: SignedInUser): Promise<{ id: string; downloadUrl: string }> {
    const requested = await t.http().post('/api/client/data-exports').set(client.auth).expect(201);
    expect(requested.body).toMatchObject({ status: 'queued', progress: 0, downloadUrl: null });
    return eventually(async () => {
      const current = await t.http().get(`/api/client/data-exports/${requested.body.id}`).set(client.auth).expect(200);
      expect(current.body.status).not.toBe('failed');
      return current.body.status === 'ready' ? current.body : null;
    }, 30_000);
  }

  it('builds one ZIP of the client’s data: data.json, a CSV per table and the photos, reporting progress to 100 %', async () => {
    const client = await clientWithHistory('Ana');
    const sibling = await clientWithHistory('Ben');
    const ready = await readyExport(client);

    const row = (await t.http().get(`/api/client/data-exports/${ready.id}`).set(client.auth).expect(200)).body;
    expect(row).toMatchObject({ status: 'ready', progress: 100, downloadUrl: `/api/client/data-exports/${ready.id}/download`, error: null });
    expect(new Date(row.expiresAt).getTime() - new Date(row.completedAt).getTime()).toBe(7 * 24 * 3600 * 1000);
    const listed = await t.http().get('/api/client/data-exports').set(client.auth).expect(200);
    expect(listed.body.map((e: { id: string }) => e.id)).toEqual([ready.id]);

    const download = await binary(t.http().get(ready.downloadUrl).set(client.auth)).expect(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="coachcore-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(Number(download.headers['content-length'])).toBe(row.fileSize);
    const files = await unzip(download.body);

    const tables = [
      'account',
      'client_record',
      'goals',
      'progress_entries',
      'measurements',
      'workout_logs',
      'nutrition_logs',
      'messages',
      'progress_photos',
      'packages',
      'payments',
      'client_workouts',
      'client_habits',
      'habit_logs',
      'client_health_profiles',
      'wellness_logs',
      'meetings',
      'meeting_participants',
      'session_feedback',
      'form_submissions',
      'form_files',
      'client_onboarding_responses',
      'client_food_preferences',
      'client_macro_goals',
      'client_meal_plans',
      'client_notification_preferences',
      'community_posts',
    ];
    for (const table of tables) expect(files.has(`${table}.csv`)).toBe(true);
    expect(files.has('README.txt')).toBe(true);
    const data = JSON.parse(files.get('data.json')!.toString('utf8')) as { tables: Record<string, Record<string, unknown>[]> };
    expect(Object.keys(data.tables).sort()).toEqual([...tables].sort());

    expect(data.tables.account).toEqual([expect.objectContaining({ id: client.id, email: client.email })]);
    expect(data.tables.client_record).toEqual([expect.objectContaining({ id: client.clientId, email: client.email })]);
    expect(data.tables.goals).toEqual([expect.objectContaining({ title: 'Ana goal', currentValue: 4, targetValue: 10 })]);
    expect(data.tables.progress_entries).toEqual([expect.objectContaining({ value: 4 })]);
    expect(data.tables.measurements).toEqual([expect.objectContaining({ weight: 181.2, waist: 34.5, notes: 'Ana morning' })]);
    expect(data.tables.workout_logs).toEqual([
      expect.objectContaining({ exerciseName: 'Barbell Back Squat', sets: JSON.stringify([{ reps: 5, weight: 185 }]), notes: 'Ana session' }),
    ]);
    expect(data.tables.packages).toEqual([expect.objectContaining({ packageName: 'Ana Gold', price: 80, duration: 30, status: 'active' })]);
    expect(data.tables.payments).toEqual([
      expect.objectContaining({
        description: 'Ana Gold',
        amount: 80,
        amountRefunded: 20,
        status: 'partially_refunded',
        refunds: expect.stringMatching(/^\[\{"amount":20,"at":"/),
      }),
    ]);
    expect(csv(files.get('payments.csv'))).toEqual([expect.objectContaining({ description: 'Ana Gold', amount: '80', status: 'partially_refunded' })]);
    expect(data.tables.nutrition_logs).toEqual([expect.objectContaining({ foodName: 'Chicken breast, skinless, grilled', notes: 'Ana lunch' })]);
    expect(data.tables.messages!.map((m) => [m.content, m.fromClient])).toEqual([
      ['Ana: hello coach', true],
      ['Ana: hello client', false],
      ['Ana: my plan', true],
    ]);
    const attachment = data.tables.messages![2]!;
    expect(attachment).toMatchObject({ fileName: 'plan.pdf', file: `attachments/${attachment.id}.pdf` });
    expect(files.get(attachment.file as string)?.equals(SAMPLE_FILES.pdf)).toBe(true);

    expect(data.tables.client_workouts).toEqual([expect.objectContaining({ scheduledDate: today(), status: 'completed' })]);
    expect(data.tables.client_habits).toEqual([expect.objectContaining({ name: 'Ana water', category: 'hydration', totalCompletions: 1 })]);
    expect(data.tables.habit_logs).toEqual([
      expect.objectContaining({ clientHabitId: data.tables.client_habits![0]!.id, logDate: today(), completed: true, notes: 'Ana drank' }),
    ]);
    expect(data.tables.client_health_profiles).toEqual([expect.objectContaining({ allergies: JSON.stringify(['Ana pollen']), workoutFrequency: 3 })]);
    expect(data.tables.wellness_logs).toEqual([expect.objectContaining({ mood: 7, steps: 8000, notes: 'Ana rested' })]);
    expect(data.tables.meetings).toEqual([expect.objectContaining({ title: 'Ana form check', status: 'completed', appointmentType: 'video' })]);
    expect(data.tables.meeting_participants!.map((seat) => seat.meetingTitle).sort()).toEqual(['Ana HIIT', 'Ana form check']);
    expect(data.tables.session_feedback).toEqual([expect.objectContaining({ meetingTitle: 'Ana form check', overallRating: 4, feedback: 'Ana liked it' })]);
    const [submission] = data.tables.form_submissions!;
    expect(submission).toMatchObject({ formTitle: 'Ana clearance', formVersion: 1, signatureFile: `forms/signatures/${submission!.id}.png` });
    expect(files.get(submission!.signatureFile as string)?.equals(SAMPLE_FILES.png)).toBe(true);
    const [upload] = data.tables.form_files!;
    expect(upload).toMatchObject({ formTitle: 'Ana clearance', contentType: 'application/pdf' });
    expect(files.get(upload!.file as string)?.equals(SAMPLE_FILES.pdf)).toBe(true);
    const [answer] = data.tables.client_onboarding_responses!;
    expect(answer).toMatchObject({ stepId: 'docs', fieldId: 'clearance', file: expect.stringMatching(/^onboarding\//) });
    expect(files.get(answer!.file as string)?.equals(SAMPLE_FILES.pdf)).toBe(true);
    expect(data.tables.client_food_preferences).toEqual([expect.objectContaining({ foodName: 'Ana kale', preferenceType: 'like' })]);
    expect(data.tables.client_macro_goals).toEqual([expect.objectContaining({ dailyCalories: 2100, dailyProtein: 150, effectiveDate: today() })]);
    expect(data.tables.client_meal_plans).toEqual([expect.objectContaining({ mealPlanName: 'Ana cut', startDate: today() })]);
    expect(data.tables.client_notification_preferences).toEqual([expect.objectContaining({ workoutAssigned: false, newMessage: true })]);
    expect(data.tables.community_posts).toEqual([expect.objectContaining({ communityName: 'Ana runners', content: 'Ana ran 5k', parentId: null })]);

    // The CSVs hold the same rows.
    expect(csv(files.get('client_workouts.csv'))).toEqual([
      expect.objectContaining({ workoutName: data.tables.client_workouts![0]!.workoutName, status: 'completed' }),
    ]);
    expect(csv(files.get('client_habits.csv'))).toEqual([expect.objectContaining({ name: 'Ana water' })]);
    expect(csv(files.get('habit_logs.csv'))).toEqual([expect.objectContaining({ completed: 'true', notes: 'Ana drank' })]);
    expect(csv(files.get('client_health_profiles.csv'))).toEqual([expect.objectContaining({ workoutFrequency: '3' })]);
    expect(csv(files.get('meetings.csv'))).toEqual([expect.objectContaining({ title: 'Ana form check', status: 'completed' })]);
    expect(csv(files.get('meeting_participants.csv'))).toHaveLength(2);
    expect(csv(files.get('session_feedback.csv'))).toEqual([expect.objectContaining({ overallRating: '4', feedback: 'Ana liked it' })]);
    expect(csv(files.get('form_submissions.csv'))).toEqual([expect.objectContaining({ formTitle: 'Ana clearance', formVersion: '1' })]);
    expect(csv(files.get('form_files.csv'))).toEqual([expect.objectContaining({ id: upload!.id, file: upload!.file })]);
    expect(csv(files.get('client_onboarding_responses.csv'))).toEqual([expect.objectContaining({ id: answer!.id, fieldId: 'clearance' })]);
    expect(csv(files.get('client_food_preferences.csv'))).toEqual([expect.objectContaining({ foodName: 'Ana kale' })]);
    expect(csv(files.get('client_macro_goals.csv'))).toEqual([expect.objectContaining({ dailyCalories: '2100' })]);
    expect(csv(files.get('client_meal_plans.csv'))).toEqual([expect.objectContaining({ mealPlanName: 'Ana cut' })]);
    expect(csv(files.get('client_notification_preferences.csv'))).toEqual([expect.objectContaining({ workoutAssigned: 'false', newMessage: 'true' })]);
    expect(csv(files.get('community_posts.csv'))).toEqual([expect.objectContaining({ content: 'Ana ran 5k' })]);
    expect(csv(files.get('wellness_logs.csv'))).toEqual([expect.objectContaining({ mood: '7', notes: 'Ana rested' })]);
    expect(csv(files.get('measurements.csv'))).toEqual([expect.objectContaining({ weight: '181.2', waist: '34.5', notes: 'Ana morning' })]);
    expect(csv(files.get('messages.csv')).map((m) => [m.content, m.fromClient])).toEqual([
      ['Ana: hello coach', 'true'],
      ['Ana: hello client', 'false'],
      ['Ana: my plan', 'true'],
    ]);
    const [photo] = csv(files.get('progress_photos.csv'));
    expect(photo).toMatchObject({ id: client.photoId, pose: 'front', weight: '180.5', notes: 'Ana week 1' });

    // The photo is the stored image, byte for byte.
    const image = await binary(t.http().get(`/api/progress-photos/${client.photoId}/image`).set(client.auth)).expect(200);
    expect(files.get(photo!.file!)?.equals(image.body)).toBe(true);

    // Nothing of the other client of the same coach.
    const everything = [...files.values()].map((content) => content.toString('latin1')).join('\n');
    expect(everything).not.toContain('Ben');
    expect(everything).not.toContain(sibling.email);
    expect([...files.keys()].some((name) => name.includes(sibling.photoId))).toBe(false);
  });

  it('reports its progress on the export while the job builds it: queued, running N %, then ready at 100 %', async () => {
    const client = await createClientUser(t, coach);
    let open!: () => void;
    gate.closed = new Promise<void>((resolve) => (open = resolve));
    try {
      const requested = await t.http().post('/api/client/data-exports').set(client.auth).expect(201);
      expect(requested.body).toMatchObject({ status: 'queued', progress: 0 });
      // Every module's section is collected; the last one (this test's) holds the job.
      const running = await eventually(async () => {
        const current = await t.http().get(`/api/client/data-exports/${requested.body.id}`).set(client.auth).expect(200);
        return current.body.status === 'running' && current.body.progress > 0 ? current.body : null;
      });
      expect(running.progress).toBeLessThan(40);
      expect(running.downloadUrl).toBeNull();
      await t.http().get(`/api/client/data-exports/${requested.body.id}/download`).set(client.auth).expect(409);
      await t.http().post('/api/client/data-exports').set(client.auth).expect(409);
    } finally {
      gate.closed = null;
      open();
    }
    const done = await eventually(async () => {
      const [row] = await t.sql<{ status: string; progress: number }>('select status, progress from data_exports where client_id = $1', [client.clientId]);
      return row?.status === 'ready' ? row : null;
    });
    expect(done.progress).toBe(100);
  });

  it('only the client downloads their export: another client of the coach, another coach’s client, the coach and staff get no access', async () => {
    const client = await createClientUser(t, coach);
    const sibling = await createClientUser(t, coach);
    const stranger = await createClientUser(t, otherCoach);
    const ready = await readyExport(client);

    for (const other of [sibling, stranger]) {
      await t.http().get(`/api/client/data-exports/${ready.id}`).set(other.auth).expect(404);
      const refused = await t.http().get(ready.downloadUrl).set(other.auth).expect(404);
      expect(refused.body.message).toBe(DATA_EXPORT_MESSAGES.notFound);
      expect((await t.http().get('/api/client/data-exports').set(other.auth).expect(200)).body).toEqual([]);
    }
    await t.http().get(ready.downloadUrl).set(coach.auth).expect(403);
    await t.http().post('/api/client/data-exports').set(coach.auth).expect(403);
    await t.http().get(ready.downloadUrl).expect(401);
    await t.http().get('/api/client/data-exports/not-a-uuid').set(client.auth).expect(404);
  });

  it('prepares one export at a time: of two requests at once, one is queued and the other answers 409', async () => {
    const client = await createClientUser(t, coach);
    const answers = await Promise.all([1, 2].map(() => t.http().post('/api/client/data-exports').set(client.auth)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(DATA_EXPORT_MESSAGES.inProgress);
    const [{ count }] = await t.sql<{ count: string }>('select count(*) from data_exports where client_id = $1', [client.clientId]);
    expect(Number(count)).toBe(1);
  });

  it('expires an export after its time: the file is removed and the download answers 410', async () => {
    const client = await createClientUser(t, coach);
    const ready = await readyExport(client);
    const [{ file_key: key }] = await t.sql<{ file_key: string }>('select file_key from data_exports where id = $1', [ready.id]);
    expect(fs.existsSync(storedFile(key))).toBe(true);

    await t.sql("update data_exports set expires_at = now() - interval '1 minute' where id = $1", [ready.id]);
    await runInContext(t.app.get(EntityManager), () => t.app.get(DataExportsExpiry).expire());

    expect(fs.existsSync(storedFile(key))).toBe(false);
    expect((await t.http().get(`/api/client/data-exports/${ready.id}`).set(client.auth).expect(200)).body).toMatchObject({
      status: 'expired',
      downloadUrl: null,
    });
    const gone = await t.http().get(ready.downloadUrl).set(client.auth).expect(410);
    expect(gone.body.message).toBe(DATA_EXPORT_MESSAGES.expired);
    // A new export can be asked for.
    await t.http().post('/api/client/data-exports').set(client.auth).expect(201);
  });

  describe('account erasure', () => {
    const CODE_IN_LINK = /https:\/\/app\.example\.test\/client\/profile\?confirmDeletion=([A-Za-z0-9_-]{43})/;

    async function requestDeletion(client: SignedInUser): Promise<string> {
      const answer = await t.http().post('/api/client/account-deletion').set(client.auth).expect(201);
      expect(answer.body.email).toBe(client.email);
      const [mail] = await t.sql<{ text_body: string; subject: string }>(
        "select text_body, subject from email_outbox where to_address = $1 and dedupe_key like 'account-deletion:%' order by created_at desc limit 1",
        [client.email],
      );
      expect(mail!.subject).toBe('Confirm the deletion of your CoachCore account');
      return CODE_IN_LINK.exec(mail!.text_body)![1]!;
    }
    const confirm = (client: SignedInUser, code: string) => t.http().post('/api/client/account-deletion/confirm').set(client.auth).send({ code });

    it('erases the client’s personal data, keeps the coach’s other clients, revokes every session and socket, and tells the coach', async () => {
      const client = await clientWithHistory('Cleo');
      const sibling = await clientWithHistory('Dan');
      const exported = await readyExport(client);
      const [{ file_key: exportKey }] = await t.sql<{ file_key: string }>('select file_key from data_exports where id = $1', [exported.id]);
      const [{ image_key: photoKey }] = await t.sql<{ image_key: string }>('select image_key from progress_photos where id = $1', [client.photoId]);
      const [{ file_key: attachmentKey }] = await t.sql<{ file_key: string }>('select file_key from messages where client_id = $1 and file_key is not null', [
        client.clientId,
      ]);
      expect(fs.existsSync(storedFile(attachmentKey))).toBe(true);
      const formAndOnboardingKeys = client.formFileKeys;
      const otherSession = await t.http().post('/api/auth/login').send({ email: client.email, password: client.password }).expect(200);
      const socket = await connectSocket(t.url, { token: client.token });
      const dropped = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));

      const code = await requestDeletion(client);
      // Nothing changes before the confirmation.
      await t.http().get('/api/auth/me').set(client.auth).expect(200);
      await confirm(client, code).expect(204);

      // Signed out everywhere, the socket included; the sign-in is gone.
      await t.http().get('/api/auth/me').set(client.auth).expect(401);
      await t
        .http()
        .get('/api/auth/me')
        .set({ Authorization: `Bearer ${otherSession.body.token}` })
        .expect(401);
      await dropped;
      socket.close();
      await t.http().post('/api/auth/login').send({ email: client.email, password: client.password }).expect(401);
      expect(await t.sql('select id from users where id = $1', [client.id])).toEqual([]);

      // The client record and everything recorded about them are gone, their files too.
      for (const table of ['goals', 'progress_entries', 'measurements', 'progress_photos', 'food_log', 'workout_logs', 'messages', 'data_exports']) {
        expect(await t.sql(`select id from ${table} where client_id = $1`, [client.clientId])).toEqual([]);
      }
      expect(await t.sql('select id from clients where id = $1', [client.clientId])).toEqual([]);
      // Their payment stays in the coach's revenue, without them.
      expect(
        await t.sql(`select client_id, amount from client_payments where package_id in (select id from coaching_packages where name = 'Cleo Gold')`),
      ).toEqual([{ client_id: null, amount: '80.00' }]);
      expect(fs.existsSync(storedFile(photoKey))).toBe(false);
      expect(fs.existsSync(storedFile(attachmentKey))).toBe(false);
      expect(fs.existsSync(storedFile(exportKey))).toBe(false);
      // Their form upload, drawn signature and onboarding upload too.
      expect(formAndOnboardingKeys.filter((key) => fs.existsSync(storedFile(key)))).toEqual([]);
      expect(await t.sql('select id from email_outbox where lower(to_address) = lower($1)', [client.email])).toEqual([]);

      // The other client of the coach keeps everything.
      expect(await t.sql('select id from messages where client_id = $1', [sibling.clientId])).toHaveLength(3);
      await t.http().get('/api/auth/me').set(sibling.auth).expect(200);

      // The coach is told, by an e-mail the worker delivers (stored here, without SMTP).
      const mail = await eventually(async () => {
        const [row] = await t.sql<{ subject: string; text_body: string; status: string; to_address: string }>(
          "select subject, text_body, status, to_address from email_outbox where dedupe_key = $1 and status = 'stored'",
          [`client-erased:${client.clientId}`],
        );
        return row;
      });
      expect(mail).toMatchObject({ to_address: coach.email, subject: 'Casey Client deleted their CoachCore account' });
      expect(mail.text_body).toContain('Hello Morgan');
      const events = await t.sql<{ name: string; payload: Record<string, unknown> }>(
        "select name, payload from outbox_events where name in ('client_account_erased', 'client_deleted', 'session_revoked') and payload->>'userId' = $1",
        [client.id],
      );
      expect(events.map((e) => e.name).sort()).toEqual(['client_account_erased', 'client_deleted', 'session_revoked']);
      expect(events.find((e) => e.name === 'client_account_erased')!.payload).toEqual({ businessId: coach.id, clientId: client.clientId, userId: client.id });
    });

    it('refuses a wrong, replaced or expired code and changes nothing', async () => {
      const client = await createClientUser(t, coach);
      const first = await requestDeletion(client);
      const second = await requestDeletion(client);
      for (const code of ['x'.repeat(43), first, 'short']) {
        const refused = await confirm(client, code).expect(400);
        expect(refused.body.message).toBe(ACCOUNT_DELETION_MESSAGES.codeInvalid);
      }
      const missing = await t.http().post('/api/client/account-deletion/confirm').set(client.auth).send({}).expect(400);
      expect(missing.body.message).toBe(ACCOUNT_DELETION_MESSAGES.codeRequired);

      await t.sql("update account_deletion_requests set expires_at = now() - interval '1 second' where client_id = $1", [client.clientId]);
      expect((await confirm(client, second).expect(400)).body.message).toBe(ACCOUNT_DELETION_MESSAGES.codeInvalid);
      await t.http().get('/api/auth/me').set(client.auth).expect(200);
      expect(await t.sql('select id from clients where id = $1', [client.clientId])).toHaveLength(1);
    });

    it('sends at most three confirmation e-mails an hour, counted once even when asked for at once', async () => {
      const client = await createClientUser(t, coach);
      const sibling = await createClientUser(t, coach);
      const answers = await Promise.all(Array.from({ length: 5 }, () => t.http().post('/api/client/account-deletion').set(client.auth)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 429, 429]);
      const refused = answers.find((answer) => answer.status === 429)!;
      expect(refused.body.message).toBe(ACCOUNT_DELETION_MESSAGES.tooManyRequests);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      const mails = await t.sql("select id from email_outbox where to_address = $1 and dedupe_key like 'account-deletion:%'", [client.email]);
      expect(mails).toHaveLength(3);
      // The limit is the client's own: another client of the coach still gets theirs.
      await requestDeletion(sibling);
    });

    it('a code erases once: of two confirmations at once, one erases and the other is refused', async () => {
      const client = await createClientUser(t, coach);
      const code = await requestDeletion(client);
      const answers = await Promise.all([confirm(client, code), confirm(client, code)]);
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses[0]).toBe(204);
      expect([400, 401]).toContain(statuses[1]);
      const erased = await t.sql("select id from outbox_events where name = 'client_account_erased' and payload->>'clientId' = $1", [client.clientId]);
      expect(erased).toHaveLength(1);
    });

    it('another client’s code erases nothing; the coach and anonymous callers cannot use the routes', async () => {
      const client = await createClientUser(t, coach);
      const sibling = await createClientUser(t, coach);
      const code = await requestDeletion(client);
      expect((await confirm(sibling, code).expect(400)).body.message).toBe(ACCOUNT_DELETION_MESSAGES.codeInvalid);
      await t.http().post('/api/client/account-deletion').set(coach.auth).expect(403);
      await t.http().post('/api/client/account-deletion/confirm').send({ code }).expect(401);
      await t.http().get('/api/auth/me').set(client.auth).expect(200);
      await t.http().get('/api/auth/me').set(sibling.auth).expect(200);
    });
  });
});
