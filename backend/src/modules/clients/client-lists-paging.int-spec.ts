import { CURSOR_MESSAGES, LIST_PAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClient, createClientUser } from '../../../test/client-factories';
import { expectCursorQueryChecks, expectOffsetQueryChecks, readCursorPages, readOffsetPages } from '../../../test/paging';

/** The paging of a client's goals (numbered pages), measurements and wellness check-ins ("Load more"). */
describe('client lists, paged (HTTP)', () => {
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

  it("pages a client's goals newest first, for the coach and the client", async () => {
    const client = await createClientUser(t, coach);
    clientId = client.clientId;
    for (let i = 0; i < 5; i++)
      await t
        .http()
        .post('/api/goals')
        .set(coach.auth)
        .send({ clientId, title: `Goal ${i}`, category: 'fitness' })
        .expect(201);
    // Goals made within one millisecond keep one order on every page: the id breaks the tie.
    await t.sql(`update goals set created_at = '2026-01-01T00:00:00Z' where client_id = $1 and title in ('Goal 1', 'Goal 2', 'Goal 3')`, [clientId]);
    const all = (await t.http().get(`/api/clients/${clientId}/goals?limit=200`).set(coach.auth).expect(200)).body as { id: string }[];
    const paged = await readOffsetPages(t, `/api/clients/${clientId}/goals`, coach.auth, 2);
    expect(paged.map((goal) => goal.id)).toEqual(all.map((goal) => goal.id));
    expect(paged.slice(0, 2).map((goal) => goal.title)).toEqual(['Goal 4', 'Goal 0']);
    await expectOffsetQueryChecks(t, `/api/clients/${clientId}/goals`, coach.auth, LIST_PAGES.goals.maxLimit);

    const own = await t.http().get('/api/client/goals?limit=3').set(client.auth).expect(200);
    expect(own.headers['x-total-count']).toBe('5');
    expect(own.body.map((goal: { id: string }) => goal.id)).toEqual(all.slice(0, 3).map((goal) => goal.id));
    await expectOffsetQueryChecks(t, '/api/client/goals', client.auth, LIST_PAGES.goals.maxLimit);

    // The active ones and the others, each paged on its own (the portal's two sections and its count of active goals).
    await t.http().patch(`/api/goals/${all[1]!.id}`).set(coach.auth).send({ status: 'achieved' }).expect(200);
    const active = await t.http().get('/api/client/goals?active=true&limit=2').set(client.auth).expect(200);
    expect(active.headers['x-total-count']).toBe('4');
    expect(active.body.map((goal: { id: string }) => goal.id)).toEqual([all[0]!.id, all[2]!.id]);
    const past = await readOffsetPages(t, `/api/clients/${clientId}/goals?active=false`, coach.auth, 2);
    expect(past.map((goal) => goal.id)).toEqual([all[1]!.id]);
    expect((await t.http().get('/api/client/goals?active=maybe').set(client.auth).expect(400)).body.message).toBe('active must be true or false');
  });

  it('answers the default page size when no limit is sent', async () => {
    const first = await t.http().get(`/api/clients/${clientId}/goals`).set(coach.auth).expect(200);
    expect(first.headers['x-limit']).toBe(String(LIST_PAGES.goals.defaultLimit));
    expect(first.headers['x-total-count']).toBe('0');
  });

  it("pages a client's measurements newest first by cursor", async () => {
    for (let i = 0; i < 5; i++)
      await t
        .http()
        .post(`/api/clients/${clientId}/measurements`)
        .set(coach.auth)
        .send({ weight: 180 + i })
        .expect(201);
    // Two rows with one timestamp (to the microsecond) still page without repeats or gaps.
    await t.sql(`update measurements set created_at = '2026-01-01T00:00:00.123456Z' where client_id = $1 and weight in (181, 182)`, [clientId]);
    const { items, pages } = await readCursorPages(t, `/api/clients/${clientId}/measurements`, coach.auth, 2);
    expect(pages).toBe(3);
    expect(items.map((m) => m.weight)).toEqual([184, 183, 180, ...items.slice(3).map((m) => m.weight)]);
    expect(new Set(items.map((m) => m.id)).size).toBe(5);
    const first = await t.http().get(`/api/clients/${clientId}/measurements`).set(coach.auth).expect(200);
    expect(first.body).toHaveLength(5);
    expect(first.headers['x-next-cursor']).toBeUndefined();

    const other = (await createClient(t, coach)).id;
    await t.http().post(`/api/clients/${other}/measurements`).set(coach.auth).send({ weight: 150 }).expect(201);
    const [foreign] = await t.sql<{ id: string }>('select id from measurements where client_id = $1', [other]);
    await expectCursorQueryChecks(
      t,
      `/api/clients/${clientId}/measurements`,
      coach.auth,
      LIST_PAGES.measurements.maxLimit,
      CURSOR_MESSAGES.measurements,
      foreign!.id,
    );
  });

  it("pages a client's wellness check-ins newest day first by cursor", async () => {
    for (const date of ['2026-11-01', '2026-11-03', '2026-11-02', '2026-11-03']) {
      await t.http().post(`/api/clients/${clientId}/wellness`).set(coach.auth).send({ date, steps: 1000 }).expect(201);
    }
    const { items } = await readCursorPages(t, `/api/clients/${clientId}/wellness`, coach.auth, 1);
    expect(items.map((w) => w.date)).toEqual(['2026-11-03', '2026-11-03', '2026-11-02', '2026-11-01']);
    expect(new Set(items.map((w) => w.id)).size).toBe(4);
    await expectCursorQueryChecks(t, `/api/clients/${clientId}/wellness`, coach.auth, LIST_PAGES.wellness.maxLimit, CURSOR_MESSAGES.wellness);
  });
});
