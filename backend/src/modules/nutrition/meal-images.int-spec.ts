import { NUTRITION_MESSAGES } from '@coachcore/domain';
import { SAMPLE_FILES } from '../../infra/storage/testing/sample-files';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClientUser } from '../../../test/client-factories';

describe('meal images (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  let mealId: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { FOOD_LOOKUP_URL: '' } });
    coach = await registerUser(t);
    mealId = (await t.http().post('/api/meals').set(coach.auth).send({ name: 'Poke bowl', category: 'lunch' }).expect(201)).body.id;
  });
  afterAll(() => t.close());

  const upload = (user: SignedInUser, content: Buffer, name = 'photo.png') =>
    t.http().post(`/api/meals/${mealId}/image`).set(user.auth).attach('file', content, name);

  it('stores an image read from its content, serves it to the business and its clients, and replaces it', async () => {
    const first = await upload(coach, SAMPLE_FILES.png).expect(200);
    expect(first.body.imageUrl).toBe(`/api/meals/${mealId}/image`);
    const served = await t.http().get(`/api/meals/${mealId}/image`).set(coach.auth).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body as Buffer, SAMPLE_FILES.png)).toBe(0);

    const clientUser = await createClientUser(t, coach);
    await t.http().get(`/api/meals/${mealId}/image`).set(clientUser.auth).expect(200);

    // A JPEG named .png replaces it; the type comes from the content.
    await upload(coach, SAMPLE_FILES.jpeg, 'photo.png').expect(200);
    expect((await t.http().get(`/api/meals/${mealId}/image`).set(coach.auth).expect(200)).headers['content-type']).toBe('image/jpeg');
  });

  it('refuses no file and files that are not images (400), and other businesses (404)', async () => {
    const none = await t.http().post(`/api/meals/${mealId}/image`).set(coach.auth).field('note', 'x').expect(400);
    expect(none.body.message).toBe(NUTRITION_MESSAGES.mealImageRequired);
    await upload(coach, SAMPLE_FILES.pdf, 'menu.png').expect(400);
    await upload(coach, SAMPLE_FILES.svg, 'bowl.svg').expect(400);
    const stranger = await registerUser(t);
    await upload(stranger, SAMPLE_FILES.png).expect(404);
    await t.http().get(`/api/meals/${mealId}/image`).set(stranger.auth).expect(404);
    await t.http().get(`/api/meals/${mealId}/image`).expect(401);
    const plain = (await t.http().post('/api/meals').set(coach.auth).send({ name: 'No photo', category: 'lunch' }).expect(201)).body.id;
    expect((await t.http().get(`/api/meals/${plain}/image`).set(coach.auth).expect(404)).body.message).toBe(NUTRITION_MESSAGES.mealImageNotFound);
  });
});
