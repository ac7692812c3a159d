import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUserWithRole, registerUser, type SignedInUser } from '../../../test/factories';
import { createClientUser, createStaff } from '../../../test/client-factories';
import { SAMPLE_FILES } from '../../infra/storage/testing/sample-files';

/**
 * Every id-taking route of the messages, called by: another business (404), its staff allowed to message (404),
 * a client user of this business who is not in the conversation (404: clients use these routes for their own),
 * another business's client (404) and nobody (401). The conversation must be unchanged afterwards.
 */
describe('messages tenant isolation (HTTP)', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let clientId: string;
  let attachmentId: string;
  let callers: { name: string; auth: Record<string, string>; expected: number }[];

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerUser(t);
    const client = await createClientUser(t, owner);
    clientId = client.clientId;
    await t.http().post('/api/messages').set(client.auth).send({ receiverId: owner.id, content: 'Private question' }).expect(201);
    attachmentId = (
      await t.http().post('/api/messages/attachments').set(owner.auth).field('receiverId', clientId).attach('file', SAMPLE_FILES.png, 'plan.png').expect(201)
    ).body.id;
    const otherCoach = await registerUser(t);
    const otherStaff = await createStaff(t, otherCoach, ['send_messages', 'client_management']);
    const neighbour = await createClientUser(t, owner);
    const otherClient = await createClientUser(t, otherCoach);
    callers = [
      { name: 'another business', auth: otherCoach.auth, expected: 404 },
      { name: "another business's staff", auth: otherStaff.auth, expected: 404 },
      { name: 'another client of this business', auth: neighbour.auth, expected: 404 },
      { name: "another business's client", auth: otherClient.auth, expected: 404 },
      { name: 'an anonymous caller', auth: {}, expected: 401 },
    ];
  });
  afterAll(() => t.close());

  it('answers 404 / 404 / 404 / 404 / 401 on every id-taking route', async () => {
    const mismatches: string[] = [];
    for (const caller of callers) {
      const responses = [
        ['GET withUser', await t.http().get(`/api/messages?withUser=${clientId}`).set(caller.auth)],
        ['POST receiverId', await t.http().post('/api/messages').set(caller.auth).send({ receiverId: clientId, content: 'Injected' })],
        [
          'POST attachment receiverId',
          await t.http().post('/api/messages/attachments').set(caller.auth).field('receiverId', clientId).attach('file', SAMPLE_FILES.png, 'x.png'),
        ],
        ['GET attachment', await t.http().get(`/api/messages/${attachmentId}/attachment`).set(caller.auth)],
      ] as const;
      for (const [route, response] of responses) if (response.status !== caller.expected) mismatches.push(`${caller.name}: ${route} → ${response.status}`);
    }
    expect(mismatches).toEqual([]);
    // Nothing was injected and nothing was marked read by anyone else.
    const messages = await t.sql<{ content: string; is_read: boolean }>('select content, is_read from messages where client_id = $1 order by created_at', [
      clientId,
    ]);
    expect(messages.map((m) => [m.content, m.is_read])).toEqual([
      ['Private question', false],
      ['plan.png', false],
    ]);
  });

  it('answers 403 to staff without send_messages and to the platform admin', async () => {
    const viewer = await createStaff(t, owner, ['view_clients', 'client_management']);
    await t.http().get(`/api/messages?withUser=${clientId}`).set(viewer.auth).expect(403);
    await t.http().get(`/api/messages/${attachmentId}/attachment`).set(viewer.auth).expect(403);
    const admin = await createUserWithRole(t, 'admin');
    await t.http().get(`/api/messages?withUser=${clientId}`).set(admin.auth).expect(403);
    await t.http().post('/api/messages').set(admin.auth).send({ receiverId: clientId, content: 'Hi' }).expect(403);
  });
});
