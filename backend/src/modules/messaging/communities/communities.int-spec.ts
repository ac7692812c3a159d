import { COMMUNITY_MESSAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../../test/factories';
import { createClient, createClientUser, createStaff } from '../../../../test/client-factories';

interface CommunityBody {
  id: string;
  name: string;
  description: string | null;
  isPrivate: boolean;
  memberLimit: number | null;
  memberCount: number;
  messagesToday: number;
  isMember: boolean;
}

describe('communities (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    coach = await registerUser(t);
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>, user = coach) => t.http().post('/api/communities').set(user.auth).send(body);
  const community = async (body: Record<string, unknown> = {}) => (await create({ name: 'Runners', ...body }).expect(201)).body as CommunityBody;
  const addMember = (id: string, clientId: string) => t.http().post(`/api/communities/${id}/members`).set(coach.auth).send({ clientId });

  it('creates a community with the form fields; a blank member limit means unlimited', async () => {
    const created = (await create({ name: '  Morning Runners ', description: 'Early miles', isPrivate: true, memberLimit: '12' }).expect(201)).body;
    expect(created).toMatchObject({ name: 'Morning Runners', description: 'Early miles', isPrivate: true, memberLimit: 12, memberCount: 0, messagesToday: 0 });
    expect((await create({ name: 'Open', description: '', memberLimit: '' }).expect(201)).body).toMatchObject({
      isPrivate: false,
      memberLimit: null,
      description: null,
    });
    expect((await create({ name: 'Null', memberLimit: null }).expect(201)).body.memberLimit).toBeNull();
  });

  it("refuses a blank name with the spec's message, and bad limits", async () => {
    expect((await create({ name: '   ' }).expect(400)).body.message).toBe(COMMUNITY_MESSAGES.nameRequired);
    expect((await create({ description: 'x' }).expect(400)).body.message).toBe(COMMUNITY_MESSAGES.nameRequired);
    expect((await create({ name: 'A', memberLimit: 0 }).expect(400)).body.message).toBe(COMMUNITY_MESSAGES.memberLimitInvalid);
    expect((await create({ name: 'A', memberLimit: '2.5' }).expect(400)).body.message).toBe(COMMUNITY_MESSAGES.memberLimitInvalid);
    expect((await create({ name: 'A', memberLimit: 'many' }).expect(400)).body.message).toBe(COMMUNITY_MESSAGES.memberLimitInvalid);
    await create({ name: 'A', isPrivate: 'yes' }).expect(400);
    await create({ name: 'A', coachId: coach.id }).expect(400);
    expect((await t.http().get('/api/communities').set(coach.auth).expect(200)).body).toEqual([]);
  });

  it("lists real member counts and today's posts", async () => {
    const runners = await community();
    const quiet = await community({ name: 'Quiet' });
    const [a, b] = [await createClient(t, coach), await createClient(t, coach)];
    await addMember(runners.id, a.id).expect(201);
    await addMember(runners.id, b.id).expect(201);
    const post = (await t.http().post(`/api/communities/${runners.id}/posts`).set(coach.auth).send({ content: 'Welcome!' }).expect(201)).body;
    await t.http().post(`/api/communities/${runners.id}/posts`).set(coach.auth).send({ content: 'Thanks', parentId: post.id }).expect(201);
    const old = (await t.http().post(`/api/communities/${runners.id}/posts`).set(coach.auth).send({ content: 'Old news' }).expect(201)).body;
    await t.sql(`update community_posts set created_at = now() - interval '2 days' where id = $1`, [old.id]);
    const list = (await t.http().get('/api/communities').set(coach.auth).expect(200)).body as CommunityBody[];
    expect(list.map((c) => [c.name, c.memberCount, c.messagesToday])).toEqual([
      ['Quiet', 0, 0],
      ['Runners', 2, 2],
    ]);
    expect((await t.http().get(`/api/communities/${quiet.id}`).set(coach.auth).expect(200)).body).toMatchObject({ name: 'Quiet', memberCount: 0 });
  });

  it('edits and deletes a community; the limit cannot go below the members', async () => {
    const runners = await community({ memberLimit: 5 });
    await addMember(runners.id, (await createClient(t, coach)).id).expect(201);
    await addMember(runners.id, (await createClient(t, coach)).id).expect(201);
    const edited = (
      await t.http().patch(`/api/communities/${runners.id}`).set(coach.auth).send({ name: 'Trail Runners', isPrivate: true, memberLimit: 2 }).expect(200)
    ).body;
    expect(edited).toMatchObject({ name: 'Trail Runners', isPrivate: true, memberLimit: 2, memberCount: 2, description: null });
    expect((await t.http().patch(`/api/communities/${runners.id}`).set(coach.auth).send({ memberLimit: 1 }).expect(400)).body.message).toBe(
      COMMUNITY_MESSAGES.memberLimitBelowMembers,
    );
    expect((await t.http().patch(`/api/communities/${runners.id}`).set(coach.auth).send({ name: '' }).expect(400)).body.message).toBe(
      COMMUNITY_MESSAGES.nameRequired,
    );
    await t.http().patch(`/api/communities/${runners.id}`).set(coach.auth).send({ name: null }).expect(400);
    expect((await t.http().patch(`/api/communities/${runners.id}`).set(coach.auth).send({ memberLimit: null }).expect(200)).body.memberLimit).toBeNull();
    await t.http().delete(`/api/communities/${runners.id}`).set(coach.auth).expect(204);
    expect((await t.http().get(`/api/communities/${runners.id}`).set(coach.auth).expect(404)).body.message).toBe(COMMUNITY_MESSAGES.notFound);
  });

  it("adds and removes the business's clients", async () => {
    const runners = await community();
    const client = await createClient(t, coach, { firstName: 'Ava', lastName: 'Stone' });
    const member = (await addMember(runners.id, client.id).expect(201)).body;
    expect(member).toMatchObject({ clientId: client.id, firstName: 'Ava', lastName: 'Stone', email: client.email, role: 'member' });
    expect((await addMember(runners.id, client.id).expect(409)).body.message).toBe(COMMUNITY_MESSAGES.alreadyMember);
    expect((await addMember(runners.id, (await createClient(t, await registerUser(t))).id).expect(404)).body.message).toBe('Client not found');
    await addMember(runners.id, 'nope').expect(404);
    expect((await t.http().post(`/api/communities/${runners.id}/members`).set(coach.auth).send({}).expect(400)).body.message).toBe('Client is required');
    expect((await t.http().get(`/api/communities/${runners.id}/members`).set(coach.auth).expect(200)).body).toEqual([member]);
    await t.http().delete(`/api/communities/${runners.id}/members/${client.id}`).set(coach.auth).expect(204);
    expect((await t.http().delete(`/api/communities/${runners.id}/members/${client.id}`).set(coach.auth).expect(404)).body.message).toBe(
      COMMUNITY_MESSAGES.memberNotFound,
    );
    expect((await t.http().get(`/api/communities/${runners.id}`).set(coach.auth).expect(200)).body.memberCount).toBe(0);
    expect((await t.http().get(`/api/communities/${runners.id}/members`).set(coach.auth).expect(200)).body).toEqual([]);
  });

  it('holds the member limit when many adds arrive at once', async () => {
    const small = await community({ memberLimit: 3 });
    const clients = await Promise.all(Array.from({ length: 10 }, () => createClient(t, coach)));
    const responses = await Promise.all(clients.map((c) => addMember(small.id, c.id)));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = responses.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, r.body.message])).toEqual(Array.from({ length: 7 }, () => [409, COMMUNITY_MESSAGES.full]));
    expect((await t.http().get(`/api/communities/${small.id}`).set(coach.auth).expect(200)).body.memberCount).toBe(3);
    expect((await t.http().get(`/api/communities/${small.id}/members`).set(coach.auth).expect(200)).body).toHaveLength(3);

    // The same client added twice at once is one member.
    const open = await community({ name: 'Open' });
    const twice = await Promise.all([addMember(open.id, clients[0]!.id), addMember(open.id, clients[0]!.id)]);
    expect(twice.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await t.http().get(`/api/communities/${open.id}`).set(coach.auth).expect(200)).body.memberCount).toBe(1);
  });

  it('shows private communities only to their members; clients join public ones within the limit', async () => {
    const secret = await community({ name: 'Secret', isPrivate: true });
    const open = await community({ name: 'Open', memberLimit: 1 });
    const insider = await createClientUser(t, coach);
    const outsider = await createClientUser(t, coach);
    await addMember(secret.id, insider.clientId).expect(201);

    const names = async (user: SignedInUser) =>
      ((await t.http().get('/api/communities').set(user.auth).expect(200)).body as CommunityBody[]).map((c) => [c.name, c.isMember]);
    expect(await names(insider)).toEqual([
      ['Open', false],
      ['Secret', true],
    ]);
    expect(await names(outsider)).toEqual([['Open', false]]);
    await t.http().get(`/api/communities/${secret.id}`).set(outsider.auth).expect(404);
    await t.http().get(`/api/communities/${secret.id}/posts`).set(outsider.auth).expect(404);
    await t.http().get(`/api/communities/${secret.id}/members`).set(outsider.auth).expect(404);
    await t.http().post(`/api/communities/${secret.id}/join`).set(outsider.auth).expect(404);

    // Reading a public community is open; posting needs membership.
    await t.http().get(`/api/communities/${open.id}/posts`).set(outsider.auth).expect(200);
    expect((await t.http().post(`/api/communities/${open.id}/posts`).set(outsider.auth).send({ content: 'Hi' }).expect(403)).body.message).toBe(
      'Only members can post in this community',
    );
    expect((await t.http().post(`/api/communities/${open.id}/join`).set(outsider.auth).expect(201)).body.clientId).toBe(outsider.clientId);
    await t.http().post(`/api/communities/${open.id}/posts`).set(outsider.auth).send({ content: 'Hi all' }).expect(201);
    expect((await t.http().post(`/api/communities/${open.id}/join`).set(outsider.auth).expect(409)).body.message).toBe(COMMUNITY_MESSAGES.alreadyMember);
    expect((await t.http().post(`/api/communities/${open.id}/join`).set(insider.auth).expect(409)).body.message).toBe(COMMUNITY_MESSAGES.full);
    // Clients do not manage communities.
    await t.http().post('/api/communities').set(insider.auth).send({ name: 'Mine' }).expect(403);
    await t.http().patch(`/api/communities/${secret.id}`).set(insider.auth).send({ name: 'Mine' }).expect(403);
    await t.http().post(`/api/communities/${secret.id}/members`).set(insider.auth).send({ clientId: outsider.clientId }).expect(403);
  });

  it('answers the client portal its communities with name, description and memberCount', async () => {
    const client = await createClientUser(t, coach);
    const mine = await community({ name: 'Lifters', description: 'Heavy things' });
    await community({ name: 'Not mine' });
    await addMember(mine.id, client.clientId).expect(201);
    expect((await t.http().get('/api/client/communities').set(client.auth).expect(200)).body).toEqual([
      { id: mine.id, name: 'Lifters', description: 'Heavy things', memberCount: 1, isPrivate: false },
    ]);
    await t.http().get('/api/client/communities').set(coach.auth).expect(403);
  });

  it('lets staff manage communities with client_management or send_messages only', async () => {
    const manager = await createStaff(t, coach, ['client_management']);
    const messenger = await createStaff(t, coach, ['send_messages']);
    const other = await createStaff(t, coach, ['manage_workouts']);
    await create({ name: 'By staff' }, manager).expect(201);
    await t.http().get('/api/communities').set(messenger.auth).expect(200);
    await create({ name: 'Refused' }, other).expect(403);
    await t.http().get('/api/communities').set(other.auth).expect(403);
  });
});
