import { COMMUNITY_MESSAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../../test/factories';
import { createClientUser } from '../../../../test/client-factories';

interface PostBody {
  id: string;
  parentId: string | null;
  authorName: string;
  fromClient: boolean;
  content: string;
  reactions: Record<string, number>;
  myReactions: string[];
  replies: PostBody[];
}

describe('community posts (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  let member: SignedInUser & { clientId: string };
  let communityId: string;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    coach = await registerUser(t, { firstName: 'Casey', lastName: 'Coach' });
    member = await createClientUser(t, coach);
    await t.sql(`update clients set first_name = 'Mia', last_name = 'Member' where id = $1`, [member.clientId]);
    communityId = (await t.http().post('/api/communities').set(coach.auth).send({ name: 'Runners' }).expect(201)).body.id;
    await t.http().post(`/api/communities/${communityId}/members`).set(coach.auth).send({ clientId: member.clientId }).expect(201);
  });
  afterAll(() => t.close());

  const post = (user: SignedInUser, content: string, parentId?: string) =>
    t.http().post(`/api/communities/${communityId}/posts`).set(user.auth).send({ content, parentId });
  const feed = async (user: SignedInUser, query = '') =>
    (await t.http().get(`/api/communities/${communityId}/posts${query}`).set(user.auth).expect(200)).body as PostBody[];

  it('posts and replies (one level deep), newest post first with replies oldest first', async () => {
    const first = (await post(coach, '  Welcome, everyone!  ').expect(201)).body;
    expect(first).toMatchObject({ content: 'Welcome, everyone!', authorName: 'Casey Coach', fromClient: false, parentId: null });
    const reply = (await post(member, 'Glad to be here', first.id).expect(201)).body;
    expect(reply).toMatchObject({ authorName: 'Mia Member', fromClient: true, parentId: first.id });
    const nested = (await post(coach, 'Reply to a reply', reply.id).expect(201)).body;
    expect(nested.parentId).toBe(first.id);
    await post(member, 'Second post').expect(201);

    const posts = await feed(member);
    expect(posts.map((p) => [p.content, p.replies.map((r) => r.content)])).toEqual([
      ['Second post', []],
      ['Welcome, everyone!', ['Glad to be here', 'Reply to a reply']],
    ]);
  });

  it("refuses blank posts and replies to another community's posts", async () => {
    expect((await post(coach, '   ').expect(400)).body.message).toBe(COMMUNITY_MESSAGES.postRequired);
    expect((await post(coach, 'x'.repeat(5001)).expect(400)).body.message).toBe(COMMUNITY_MESSAGES.postTooLong);
    const elsewhere = (await t.http().post('/api/communities').set(coach.auth).send({ name: 'Elsewhere' }).expect(201)).body.id;
    const foreign = (await t.http().post(`/api/communities/${elsewhere}/posts`).set(coach.auth).send({ content: 'There' }).expect(201)).body.id;
    expect((await post(coach, 'Reply', foreign).expect(404)).body.message).toBe(COMMUNITY_MESSAGES.postNotFound);
    await post(coach, 'Reply', 'nope').expect(404);
    expect(await feed(coach)).toEqual([]);
  });

  it('counts reactions per kind, once per person, and shows the caller their own', async () => {
    const id = (await post(coach, 'PR today!').expect(201)).body.id;
    const react = (user: SignedInUser, reaction: string, method: 'put' | 'delete' = 'put') =>
      t.http()[method](`/api/communities/${communityId}/posts/${id}/reactions/${reaction}`).set(user.auth);
    await react(member, 'like').expect(200);
    await react(member, 'like').expect(200);
    await react(member, 'strong').expect(200);
    const afterCoach = (await react(coach, 'like').expect(200)).body;
    expect(afterCoach.reactions).toEqual({ like: 2, love: 0, celebrate: 0, strong: 1 });
    expect(afterCoach.myReactions).toEqual(['like']);
    await Promise.all([react(coach, 'celebrate'), react(coach, 'celebrate')]);
    expect((await feed(member))[0]).toMatchObject({ reactions: { like: 2, love: 0, celebrate: 1, strong: 1 }, myReactions: ['like', 'strong'] });
    await react(member, 'like', 'delete').expect(200);
    await react(member, 'like', 'delete').expect(200);
    expect((await feed(member))[0]).toMatchObject({ reactions: { like: 1, love: 0, celebrate: 1, strong: 1 }, myReactions: ['strong'] });
    expect((await react(member, 'angry').expect(400)).body.message).toBe(COMMUNITY_MESSAGES.invalidReaction);
  });

  it('pages posts newest first by cursor', async () => {
    for (let i = 1; i <= 5; i += 1) await post(coach, `Post ${i}`).expect(201);
    const first = await t.http().get(`/api/communities/${communityId}/posts?limit=2`).set(coach.auth).expect(200);
    expect(first.body.map((p: PostBody) => p.content)).toEqual(['Post 5', 'Post 4']);
    const second = await t.http().get(`/api/communities/${communityId}/posts?limit=2&cursor=${first.headers['x-next-cursor']}`).set(coach.auth).expect(200);
    expect(second.body.map((p: PostBody) => p.content)).toEqual(['Post 3', 'Post 2']);
    const last = await t.http().get(`/api/communities/${communityId}/posts?limit=2&cursor=${second.headers['x-next-cursor']}`).set(coach.auth).expect(200);
    expect(last.body.map((p: PostBody) => p.content)).toEqual(['Post 1']);
    expect(last.headers['x-next-cursor']).toBeUndefined();
    await t.http().get(`/api/communities/${communityId}/posts?cursor=nope`).set(coach.auth).expect(400);
  });

  it('keeps a removed member from posting, and their posts', async () => {
    await post(member, 'Before').expect(201);
    await t.http().delete(`/api/communities/${communityId}/members/${member.clientId}`).set(coach.auth).expect(204);
    await post(member, 'After').expect(403);
    expect((await feed(coach)).map((p) => p.content)).toEqual(['Before']);
  });
});
