import { NUTRITION_MESSAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClient, createClientUser } from '../../../test/client-factories';

describe('client food preferences (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  let clientId: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { FOOD_LOOKUP_URL: '' } });
    coach = await registerUser(t);
    clientId = (await createClient(t, coach)).id;
  });
  afterAll(() => t.close());

  const add = (body: Record<string, unknown>, user = coach) => t.http().post(`/api/clients/${clientId}/food-preferences`).set(user.auth).send(body);

  it('records preferences by food of the database or by name, intensity 5 by default, newest first', async () => {
    const peanuts = (await t.http().get('/api/foods').query({ search: 'peanuts dry' }).set(coach.auth).expect(200)).body[0];
    const allergy = await add({ foodId: peanuts.id, preferenceType: 'allergy', intensity: 10, notes: 'Anaphylaxis' }).expect(201);
    expect(allergy.body).toMatchObject({
      foodId: peanuts.id,
      foodName: 'Peanuts, dry-roasted',
      preferenceType: 'allergy',
      intensity: 10,
      notes: 'Anaphylaxis',
    });
    const dislike = await add({ foodName: ' Olives ', preferenceType: 'dislike' }).expect(201);
    expect(dislike.body).toMatchObject({ foodId: null, foodName: 'Olives', intensity: 5 });
    const list = await t.http().get(`/api/clients/${clientId}/food-preferences`).set(coach.auth).expect(200);
    expect(list.body.map((p: { foodName: string }) => p.foodName)).toEqual(['Olives', 'Peanuts, dry-roasted']);
    await t.http().delete(`/api/food-preferences/${dislike.body.id}`).set(coach.auth).expect(204);
    expect((await t.http().get(`/api/clients/${clientId}/food-preferences`).set(coach.auth).expect(200)).body).toHaveLength(1);
  });

  it.each([
    [{ foodName: 'Kale' }, NUTRITION_MESSAGES.preferenceTypeRequired],
    [{ foodName: 'Kale', preferenceType: 'love' }, NUTRITION_MESSAGES.preferenceTypeInvalid],
    [{ preferenceType: 'like' }, NUTRITION_MESSAGES.preferenceFoodRequired],
    [{ foodName: 'Kale', preferenceType: 'like', intensity: 11 }, NUTRITION_MESSAGES.intensityRange],
  ])('refuses %o with 400', async (body, message) => {
    expect((await add(body).expect(400)).body.message).toBe(message);
  });

  it('keeps preferences within the business', async () => {
    const id = (await add({ foodName: 'Tofu', preferenceType: 'like' }).expect(201)).body.id;
    const stranger = await registerUser(t);
    const clientUser = await createClientUser(t, coach);
    await t.http().get(`/api/clients/${clientId}/food-preferences`).set(stranger.auth).expect(404);
    await add({ foodName: 'x', preferenceType: 'like' }, stranger).expect(404);
    await t.http().delete(`/api/food-preferences/${id}`).set(stranger.auth).expect(404);
    await t.http().get(`/api/clients/${clientId}/food-preferences`).set(clientUser.auth).expect(403);
    await t.http().delete(`/api/food-preferences/${id}`).set(clientUser.auth).expect(403);
    await t.http().get(`/api/clients/${clientId}/food-preferences`).expect(401);
    const secret = (await t.http().post('/api/foods').set(stranger.auth).send({ name: 'Secret', servingSize: 1, calories: 1 }).expect(201)).body.id;
    await add({ foodId: secret, preferenceType: 'like' }).expect(404);
  });
});
