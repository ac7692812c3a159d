import { COMMUNITY_MESSAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../../test/factories';
import { createClient, createClientUser } from '../../../../test/client-factories';

/**
 * The member count is held by the database (a trigger on community_members, backed by the limit's check constraint), so
 * no mix of concurrent adds, removes and client deletions can make it differ from the member rows or pass the limit.
 */
describe('community member count (HTTP, concurrent)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    coach = await registerUser(t);
  });
  afterAll(() => t.close());

  const community = async (body: Record<string, unknown> = {}) =>
    (
      await t
        .http()
        .post('/api/communities')
        .set(coach.auth)
        .send({ name: 'Runners', ...body })
        .expect(201)
    ).body as { id: string };
  const addMember = (id: string, clientId: string) => t.http().post(`/api/communities/${id}/members`).set(coach.auth).send({ clientId });
  const removeMember = (id: string, clientId: string) => t.http().delete(`/api/communities/${id}/members/${clientId}`).set(coach.auth);
  /** The count the API answers, and the member rows in the database. */
  const counts = async (id: string) => {
    const answered = (await t.http().get(`/api/communities/${id}`).set(coach.auth).expect(200)).body.memberCount as number;
    const [row] = await t.sql<{ n: number }>('select count(*)::int as n from community_members where community_id = $1', [id]);
    return { answered, rows: row!.n };
  };

  it('answers 204 once and 404 to the rest of 8 concurrent removals of one member; the count follows the rows', async () => {
    const small = await community({ memberLimit: 3 });
    const clients = await Promise.all(Array.from({ length: 3 }, () => createClient(t, coach)));
    for (const client of clients) await addMember(small.id, client.id).expect(201);
    const statuses = (await Promise.all(Array.from({ length: 8 }, () => removeMember(small.id, clients[0]!.id)))).map((r) => r.status);
    expect(statuses.sort()).toEqual([204, 404, 404, 404, 404, 404, 404, 404]);
    expect(await counts(small.id)).toEqual({ answered: 2, rows: 2 });
    // Three adds at once into the one free seat: exactly one gets it.
    const more = await Promise.all(Array.from({ length: 3 }, () => createClient(t, coach)));
    const added = await Promise.all(more.map((client) => addMember(small.id, client.id)));
    expect(added.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(added.filter((r) => r.status === 409).map((r) => r.body.message)).toEqual([COMMUNITY_MESSAGES.full, COMMUNITY_MESSAGES.full]);
    expect(await counts(small.id)).toEqual({ answered: 3, rows: 3 });
  });

  it('keeps the count equal to the rows under a mix of concurrent adds, removals and client deletions', async () => {
    const open = await community({ memberLimit: 6 });
    const clients = await Promise.all(Array.from({ length: 8 }, () => createClient(t, coach)));
    for (const client of clients.slice(0, 4)) await addMember(open.id, client.id).expect(201);
    const answers = await Promise.all([
      ...clients.slice(0, 2).flatMap((c) => [removeMember(open.id, c.id), removeMember(open.id, c.id)]),
      t.http().delete(`/api/clients/${clients[2]!.id}`).set(coach.auth),
      ...clients.slice(4).flatMap((c) => [addMember(open.id, c.id), addMember(open.id, c.id)]),
    ]);
    expect(answers.filter((r) => r.status >= 500)).toEqual([]);
    const after = await counts(open.id);
    expect(after.answered).toBe(after.rows);
    expect(after.rows).toBeLessThanOrEqual(6);
    // 4 members, 2 removed, 1 deleted with their client, and 4 new ones within the limit of 6.
    expect(after.rows).toBe(5);
  });

  it("frees a deleted client's seat", async () => {
    const small = await community({ memberLimit: 2 });
    const [a, b, c] = await Promise.all([createClient(t, coach), createClient(t, coach), createClient(t, coach)]);
    await addMember(small.id, a.id).expect(201);
    await addMember(small.id, b.id).expect(201);
    expect((await addMember(small.id, c.id).expect(409)).body.message).toBe(COMMUNITY_MESSAGES.full);
    await t.http().delete(`/api/clients/${a.id}`).set(coach.auth).expect(204);
    expect(await counts(small.id)).toEqual({ answered: 1, rows: 1 });
    await addMember(small.id, c.id).expect(201);
    expect(await counts(small.id)).toEqual({ answered: 2, rows: 2 });
  });

  it('a client joining and the business adding at once never pass the limit', async () => {
    const small = await community({ memberLimit: 1 });
    const joiner = await createClientUser(t, coach);
    const other = await createClient(t, coach);
    const answers = await Promise.all([t.http().post(`/api/communities/${small.id}/join`).set(joiner.auth), addMember(small.id, other.id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await counts(small.id)).toEqual({ answered: 1, rows: 1 });
  });
});

describe('community members as a client sees them', () => {
  let t: TestApp;
  let coach: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    coach = await registerUser(t);
  });
  afterAll(() => t.close());

  it('answers a client the names only, and only of communities the client may see; the business keeps the e-mails', async () => {
    const open = (await t.http().post('/api/communities').set(coach.auth).send({ name: 'Open' }).expect(201)).body as { id: string };
    const secret = (await t.http().post('/api/communities').set(coach.auth).send({ name: 'Secret', isPrivate: true }).expect(201)).body as { id: string };
    const member = await createClient(t, coach, { firstName: 'Ava', lastName: 'Stone' });
    const reader = await createClientUser(t, coach);
    for (const id of [open.id, secret.id]) await t.http().post(`/api/communities/${id}/members`).set(coach.auth).send({ clientId: member.id }).expect(201);

    // A client who is not a member of the public community reads the names, without any e-mail address.
    const seen = (await t.http().get(`/api/communities/${open.id}/members`).set(reader.auth).expect(200)).body as Record<string, unknown>[];
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ firstName: 'Ava', lastName: 'Stone' });
    expect(seen[0]).not.toHaveProperty('email');
    expect(JSON.stringify(seen)).not.toContain(member.email);
    // A private community the client is not in does not exist for them.
    await t.http().get(`/api/communities/${secret.id}/members`).set(reader.auth).expect(404);
    // A member of the private community sees names only too.
    await t.http().post(`/api/communities/${secret.id}/members`).set(coach.auth).send({ clientId: reader.clientId }).expect(201);
    const inside = (await t.http().get(`/api/communities/${secret.id}/members`).set(reader.auth).expect(200)).body as Record<string, unknown>[];
    expect(inside.map((m) => m.firstName)).toEqual(['Ava', 'Casey']);
    expect(inside.every((m) => !('email' in m))).toBe(true);

    // The business side keeps what it sees today.
    const business = (await t.http().get(`/api/communities/${open.id}/members`).set(coach.auth).expect(200)).body as Record<string, unknown>[];
    expect(business[0]).toMatchObject({ clientId: member.id, firstName: 'Ava', lastName: 'Stone', email: member.email, role: 'member' });
  });
});
