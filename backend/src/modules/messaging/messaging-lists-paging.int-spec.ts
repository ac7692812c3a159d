import { CURSOR_MESSAGES, LIST_PAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClient, createClientUser } from '../../../test/client-factories';
import { expectCursorQueryChecks, expectOffsetQueryChecks, readCursorPages, readOffsetPages } from '../../../test/paging';

/**
 * The paging of communities (numbered pages), their members ("Load more"), the client's communities, and the order of
 * the conversations over all their pages.
 */
describe('messaging lists, paged (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    coach = await registerUser(t);
  });
  afterAll(() => t.close());

  const community = async (name: string, isPrivate = false) =>
    (await t.http().post('/api/communities').set(coach.auth).send({ name, isPrivate }).expect(201)).body as { id: string };
  const addMember = (id: string, clientId: string) => t.http().post(`/api/communities/${id}/members`).set(coach.auth).send({ clientId }).expect(201);

  it('pages communities newest first: every one for the business, the visible ones for a client', async () => {
    const client = await createClientUser(t, coach);
    const made: Record<string, string> = {};
    for (const [name, isPrivate] of [
      ['Runners', false],
      ['Secret', true],
      ['Lifters', false],
      ['Inner circle', true],
      ['Yoga', false],
    ] as const) {
      made[name] = (await community(name, isPrivate)).id;
    }
    await addMember(made['Inner circle']!, client.clientId);
    const coachView = await readOffsetPages(t, '/api/communities', coach.auth, 2);
    expect(coachView.map((c) => c.name)).toEqual(['Yoga', 'Inner circle', 'Lifters', 'Secret', 'Runners']);
    await expectOffsetQueryChecks(t, '/api/communities', coach.auth, LIST_PAGES.communities.maxLimit);

    const clientView = await readOffsetPages(t, '/api/communities', client.auth, 2);
    expect(clientView.map((c) => [c.name, c.isMember])).toEqual([
      ['Yoga', false],
      ['Inner circle', true],
      ['Lifters', false],
      ['Runners', false],
    ]);

    await addMember(made.Yoga!, client.clientId);
    await addMember(made.Runners!, client.clientId);
    const own = await readOffsetPages(t, '/api/client/communities', client.auth, 2);
    expect(own.map((c) => c.name)).toEqual(['Inner circle', 'Runners', 'Yoga']);
    await expectOffsetQueryChecks(t, '/api/client/communities', client.auth, LIST_PAGES.clientCommunities.maxLimit);
  });

  it("pages a community's members oldest first by cursor", async () => {
    const runners = await community('Runners');
    const clients: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { id } = await createClient(t, coach);
      await addMember(runners.id, id);
      clients.push(id);
    }
    // Members who joined in the same instant keep one order on every page.
    await t.sql(`update community_members set joined_at = '2026-01-01T00:00:00.000001Z' where client_id = any($1)`, [clients.slice(1, 4)]);
    const { items, pages } = await readCursorPages(t, `/api/communities/${runners.id}/members`, coach.auth, 2);
    expect(pages).toBe(3);
    expect(new Set(items.map((m) => m.clientId))).toEqual(new Set(clients));
    expect(items.at(-1)!.clientId).toBe(clients[4]);
    const again = await readCursorPages(t, `/api/communities/${runners.id}/members`, coach.auth, 3);
    expect(again.items.map((m) => m.clientId)).toEqual(items.map((m) => m.clientId));

    const other = await community('Lifters');
    await addMember(other.id, clients[0]!);
    const [foreignMember] = await t.sql<{ id: string }>('select id from community_members where community_id = $1', [other.id]);
    await expectCursorQueryChecks(
      t,
      `/api/communities/${runners.id}/members`,
      coach.auth,
      LIST_PAGES.communityMembers.maxLimit,
      CURSOR_MESSAGES.communityMembers,
      foreignMember!.id,
    );
  });

  it('orders the conversations by their last message over all pages, clients without messages after them', async () => {
    const names = ['Ann', 'Ben', 'Cal', 'Dee', 'Eve'];
    const byName: Record<string, string> = {};
    for (const firstName of names)
      byName[firstName] = (await createClient(t, coach, { firstName, lastName: ['Cal', 'Eve'].includes(firstName) ? 'Runner' : 'Client' })).id;
    // Ann and Cal wrote earlier than the newest clients joined; Ann's is the latest message.
    const send = async (firstName: string, at: string) => {
      const sent = await t
        .http()
        .post('/api/messages')
        .set(coach.auth)
        .send({ receiverId: byName[firstName], content: `Hi ${firstName}` })
        .expect(201);
      await t.sql('update messages set created_at = $1 where id = $2', [at, sent.body.id]);
    };
    await send('Ann', '2020-01-01T00:00:00Z');
    await send('Cal', '2020-01-02T00:00:00Z');
    await send('Ann', '2020-01-03T00:00:00Z');

    const order = (await readOffsetPages(t, '/api/messages/conversations', coach.auth, 2)).map((c) => c.firstName);
    expect(order).toEqual(['Ann', 'Cal', 'Eve', 'Dee', 'Ben']);
    const firstPage = await t.http().get('/api/messages/conversations?limit=2').set(coach.auth).expect(200);
    expect(firstPage.body.map((c: { lastMessage: { content: string } }) => c.lastMessage.content)).toEqual(['Hi Ann', 'Hi Cal']);
    const searched = await t.http().get('/api/messages/conversations?search=runner&limit=1&page=2').set(coach.auth).expect(200);
    expect(searched.headers['x-total-count']).toBe('2');
    expect(searched.body.map((c: { firstName: string }) => c.firstName)).toEqual(['Eve']);
    await expectOffsetQueryChecks(t, '/api/messages/conversations', coach.auth, 200);
  });
});
