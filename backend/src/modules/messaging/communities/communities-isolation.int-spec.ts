import { createTestApp, type TestApp } from '../../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../../test/factories';
import { createClientUser, createStaff } from '../../../../test/client-factories';

/**
 * Every id-taking route of the communities, called by: another business (404), its staff (404), another business's
 * client (404) and nobody (401). The community must be unchanged afterwards.
 */
describe('communities tenant isolation (HTTP)', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let communityId: string;
  let clientId: string;
  let postId: string;
  let callers: { name: string; auth: Record<string, string>; expected: number }[];

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerUser(t);
    const member = await createClientUser(t, owner);
    clientId = member.clientId;
    communityId = (await t.http().post('/api/communities').set(owner.auth).send({ name: 'Private club', isPrivate: false }).expect(201)).body.id;
    await t.http().post(`/api/communities/${communityId}/members`).set(owner.auth).send({ clientId }).expect(201);
    postId = (await t.http().post(`/api/communities/${communityId}/posts`).set(owner.auth).send({ content: 'Members only' }).expect(201)).body.id;
    const otherCoach = await registerUser(t);
    const otherStaff = await createStaff(t, otherCoach, ['client_management', 'send_messages']);
    const otherClient = await createClientUser(t, otherCoach);
    callers = [
      { name: 'another business', auth: otherCoach.auth, expected: 404 },
      { name: "another business's staff", auth: otherStaff.auth, expected: 404 },
      { name: "another business's client", auth: otherClient.auth, expected: 404 },
      { name: 'an anonymous caller', auth: {}, expected: 401 },
    ];
  });
  afterAll(() => t.close());

  const routes = () => [
    { method: 'get', path: `/api/communities/${communityId}` },
    { method: 'patch', path: `/api/communities/${communityId}`, body: { name: 'Hacked' }, clientStatus: 403 },
    { method: 'get', path: `/api/communities/${communityId}/members` },
    { method: 'post', path: `/api/communities/${communityId}/members`, body: { clientId }, clientStatus: 403 },
    { method: 'delete', path: `/api/communities/${communityId}/members/${clientId}`, clientStatus: 403 },
    { method: 'post', path: `/api/communities/${communityId}/join`, businessStatus: 403 },
    { method: 'get', path: `/api/communities/${communityId}/posts` },
    { method: 'post', path: `/api/communities/${communityId}/posts`, body: { content: 'Injected' } },
    { method: 'put', path: `/api/communities/${communityId}/posts/${postId}/reactions/like` },
    { method: 'delete', path: `/api/communities/${communityId}/posts/${postId}/reactions/like` },
    { method: 'delete', path: `/api/communities/${communityId}`, clientStatus: 403 },
  ];

  it('answers 404 / 404 / 404 / 401 on every id-taking route (403 where the role may never call it)', async () => {
    const mismatches: string[] = [];
    for (const caller of callers) {
      for (const route of routes()) {
        const expected =
          caller.expected === 404 && caller.name.endsWith('client') && route.clientStatus
            ? route.clientStatus
            : caller.expected === 404 && !caller.name.endsWith('client') && route.businessStatus
              ? route.businessStatus
              : caller.expected;
        const request = (t.http() as unknown as Record<string, (path: string) => import('supertest').Test>)[route.method]!(route.path).set(caller.auth);
        const response = route.body ? await request.send(route.body) : await request;
        if (response.status !== expected) mismatches.push(`${caller.name}: ${route.method.toUpperCase()} ${route.path} → ${response.status}`);
      }
    }
    expect(mismatches).toEqual([]);
    const community = (await t.http().get(`/api/communities/${communityId}`).set(owner.auth).expect(200)).body;
    expect(community).toMatchObject({ name: 'Private club', memberCount: 1 });
    const posts = (await t.http().get(`/api/communities/${communityId}/posts`).set(owner.auth).expect(200)).body;
    expect(posts.map((p: { content: string; reactions: Record<string, number> }) => [p.content, p.reactions.like])).toEqual([['Members only', 0]]);
  });
});
