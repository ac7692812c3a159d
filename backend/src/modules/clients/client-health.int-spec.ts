import { EntityManager } from '@mikro-orm/postgresql';
import { CLIENT_MESSAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClient } from '../../../test/client-factories';
import { runInContext } from '../../infra/queues/run-in-context';
import { HealthProfilesRepository } from './health-profiles.repository';

describe('client health profile, measurements and wellness (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  let clientId: string;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    coach = await registerUser(t);
    clientId = (await createClient(t, coach)).id;
  });
  afterAll(() => t.close());

  it('answers an empty profile before the first save', async () => {
    const response = await t.http().get(`/api/clients/${clientId}/health-profile`).set(coach.auth).expect(200);
    expect(response.body).toMatchObject({ id: null, clientId, medicalConditions: [], workoutFrequency: null, emergencyContact: null });
  });

  it('saves two first saves sent at the same time as one profile (no unique-constraint error)', async () => {
    const saves = Array.from({ length: 5 }, (_, i) =>
      t
        .http()
        .post(`/api/clients/${clientId}/health-profile`)
        .set(coach.auth)
        .send({ workoutFrequency: i + 1 }),
    );
    const answers = await Promise.all(saves);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await t.sql('select 1 from client_health_profiles where client_id = $1', [clientId])).toHaveLength(1);
  });

  it('saves the Health Info form, taking lists as arrays or comma-separated text', async () => {
    const body = {
      medicalConditions: ['asthma'],
      medications: 'inhaler, vitamin d',
      allergies: [],
      injuries: 'left knee',
      fitnessExperience: 'intermediate',
      activityLevel: 'moderately_active',
      primaryGoals: ['lose fat', 'run 10k'],
      preferredWorkoutTypes: 'hiit, yoga',
      availableEquipment: ['dumbbells'],
      workoutFrequency: 4,
      emergencyContact: { name: 'Pat', relationship: 'Partner', phone: '555-0101' },
    };
    await t.http().post(`/api/clients/${clientId}/health-profile`).set(coach.auth).send(body).expect(201);
    const saved = await t.http().get(`/api/clients/${clientId}/health-profile`).set(coach.auth).expect(200);
    expect(saved.body).toMatchObject({
      medications: ['inhaler', 'vitamin d'],
      injuries: ['left knee'],
      preferredWorkoutTypes: ['hiit', 'yoga'],
      workoutFrequency: 4,
      emergencyContact: { name: 'Pat', relationship: 'Partner', phone: '555-0101' },
    });
    expect(saved.body.id).toEqual(expect.any(String));
    // A second save updates the same profile.
    await t
      .http()
      .post(`/api/clients/${clientId}/health-profile`)
      .set(coach.auth)
      .send({ ...body, workoutFrequency: 5 })
      .expect(201);
    const [{ count }] = (await t.sql<{ count: string }>('select count(*) from client_health_profiles where client_id = $1', [clientId])) as [{ count: string }];
    expect(count).toBe('1');
  });

  it('keeps text with quotes, backslashes, question marks and colons as typed', async () => {
    const tricky = ["O'Brien's knee", 'back\\slash', 'why?', ':tenant :id', '$1'];
    const contact = { name: "D'Arcy :name", relationship: 'a?b', phone: '\\0' };
    await t.http().post(`/api/clients/${clientId}/health-profile`).set(coach.auth).send({ medicalConditions: tricky, emergencyContact: contact }).expect(201);
    const saved = await t.http().get(`/api/clients/${clientId}/health-profile`).set(coach.auth).expect(200);
    expect(saved.body).toMatchObject({ medicalConditions: tricky, emergencyContact: contact });
  });

  it("saves nothing for another business's client: the upsert checks the tenant in the same statement", async () => {
    const other = await registerUser(t);
    const profiles = t.app.get(HealthProfilesRepository);
    const data = {
      medicalConditions: ['x'],
      medications: [],
      allergies: [],
      injuries: [],
      primaryGoals: [],
      preferredWorkoutTypes: [],
      availableEquipment: [],
      lastUpdated: new Date(),
    };
    const saved = await runInContext(t.app.get(EntityManager), () => profiles.save({ businessId: other.id }, clientId, data));
    expect(saved).toBeNull();
    expect(await t.sql('select 1 from client_health_profiles where client_id = $1', [clientId])).toHaveLength(0);
    const own = await runInContext(t.app.get(EntityManager), () => profiles.save({ businessId: coach.id }, clientId, data));
    expect(own).toMatchObject({ medicalConditions: ['x'], workoutFrequency: null, emergencyContact: null });
  });

  it.each([-1, 8, 2.5, 'often'])('refuses a workout frequency of %p', async (workoutFrequency) => {
    const response = await t.http().post(`/api/clients/${clientId}/health-profile`).set(coach.auth).send({ workoutFrequency }).expect(400);
    expect(response.body.message).toBe(CLIENT_MESSAGES.workoutFrequencyRange);
  });

  it('records measurements sent as strings and lists them newest first', async () => {
    await t.http().post(`/api/clients/${clientId}/measurements`).set(coach.auth).send({ weight: '190.2', bodyFat: '22.5', notes: 'start' }).expect(201);
    const second = await t.http().post(`/api/clients/${clientId}/measurements`).set(coach.auth).send({ weight: '188.4', waist: '34.1', chest: '' }).expect(201);
    expect(second.body).toMatchObject({ weight: 188.4, waist: 34.1, chest: null, bodyFat: null });
    const history = await t.http().get(`/api/clients/${clientId}/measurements`).set(coach.auth).expect(200);
    expect(history.body.map((m: { weight: number }) => m.weight)).toEqual([188.4, 190.2]);
    const client = await t.http().get(`/api/clients/${clientId}`).set(coach.auth).expect(200);
    expect(client.body.currentWeight).toBe(188.4);
  });

  it('refuses measurements that are not numbers', async () => {
    const response = await t.http().post(`/api/clients/${clientId}/measurements`).set(coach.auth).send({ weight: 'heavy' }).expect(400);
    expect(response.body.message).toBe(CLIENT_MESSAGES.measurementNumeric);
  });

  it('lists wellness check-ins newest day first', async () => {
    await t
      .http()
      .post(`/api/clients/${clientId}/wellness`)
      .set(coach.auth)
      .send({ date: '2026-11-01', sleepHours: '7.5', sleepQuality: 8, mood: 7 })
      .expect(201);
    await t.http().post(`/api/clients/${clientId}/wellness`).set(coach.auth).send({ date: '2026-11-03', sleepQuality: 6, steps: 9000 }).expect(201);
    const response = await t.http().get(`/api/clients/${clientId}/wellness`).set(coach.auth).expect(200);
    expect(response.body.map((w: { date: string }) => w.date)).toEqual(['2026-11-03', '2026-11-01']);
    expect(response.body[1]).toMatchObject({ sleepHours: 7.5, sleepQuality: 8, mood: 7 });
    await t.http().post(`/api/clients/${clientId}/wellness`).set(coach.auth).send({ sleepQuality: 11 }).expect(400);
  });
});
