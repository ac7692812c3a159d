import { MESSAGING_MESSAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClient, createClientUser, createStaff } from '../../../test/client-factories';

interface MessageBody {
  id: string;
  senderId: string;
  receiverId: string;
  clientId: string;
  fromClient: boolean;
  content: string;
  isRead: boolean;
  createdAt: string;
}

describe('messages (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    coach = await registerUser(t);
  });
  afterAll(() => t.close());

  const send = (user: SignedInUser, receiverId: string, content: string) => t.http().post('/api/messages').set(user.auth).send({ receiverId, content });
  const conversation = async (user: SignedInUser, withUser: string, query = '') =>
    (await t.http().get(`/api/messages?withUser=${withUser}${query}`).set(user.auth).expect(200)).body as MessageBody[];
  const unread = async (user: SignedInUser) => (await t.http().get('/api/messages/unread-count').set(user.auth).expect(200)).body.unreadCount as number;

  it('lets a coach write to a client who has no sign-in yet, by the client id, with the text trimmed', async () => {
    const client = await createClient(t, coach);
    const response = await send(coach, client.id, '  See you at 7!  \n').expect(201);
    expect(response.body).toMatchObject({
      senderId: coach.id,
      receiverId: client.id,
      clientId: client.id,
      fromClient: false,
      content: 'See you at 7!',
      messageType: 'text',
      fileUrl: null,
      isRead: false,
    });
    expect(await conversation(coach, client.id)).toEqual([response.body]);
  });

  it('refuses blank text, a missing receiver, unknown fields and over-long text with 400', async () => {
    const client = await createClient(t, coach);
    expect((await send(coach, client.id, '   \n ').expect(400)).body.message).toBe(MESSAGING_MESSAGES.contentRequired);
    expect((await t.http().post('/api/messages').set(coach.auth).send({ receiverId: client.id }).expect(400)).body.message).toBe(
      MESSAGING_MESSAGES.contentRequired,
    );
    expect((await t.http().post('/api/messages').set(coach.auth).send({ content: 'Hi' }).expect(400)).body.message).toBe(MESSAGING_MESSAGES.receiverRequired);
    await t.http().post('/api/messages').set(coach.auth).send({ receiverId: client.id, content: 'Hi', senderId: coach.id }).expect(400);
    expect((await send(coach, client.id, 'x'.repeat(5001)).expect(400)).body.message).toBe(MESSAGING_MESSAGES.contentTooLong);
    expect(await conversation(coach, client.id)).toEqual([]);
  });

  it('answers 404 for a receiver that is not a client of the business', async () => {
    const other = await createClient(t, await registerUser(t));
    expect((await send(coach, other.id, 'Hi').expect(404)).body.message).toBe('Client not found');
    await send(coach, 'not-a-uuid', 'Hi').expect(404);
    await send(coach, coach.id, 'Hi').expect(404);
    await t.http().get(`/api/messages?withUser=${other.id}`).set(coach.auth).expect(404);
    await t.http().get('/api/messages?withUser=nope').set(coach.auth).expect(404);
  });

  it('lets a client user talk to their coach with the same calls (their receiverId is the coach)', async () => {
    const client = await createClientUser(t, coach);
    const fromCoach = (await send(coach, client.clientId, 'Welcome aboard').expect(201)).body as MessageBody;
    const fromClient = (await send(client, coach.id, 'Thanks coach').expect(201)).body as MessageBody;
    expect(fromClient).toMatchObject({ senderId: client.id, receiverId: coach.id, clientId: client.clientId, fromClient: true });
    expect((await conversation(client, coach.id)).map((m) => m.content)).toEqual(['Thanks coach', 'Welcome aboard']);
    expect((await conversation(coach, client.clientId)).map((m) => m.id)).toEqual([fromClient.id, fromCoach.id]);
    // The coach may also name a linked client by their user id: the same conversation.
    expect((await send(coach, client.id, 'By user id').expect(201)).body).toMatchObject({ clientId: client.clientId, receiverId: client.clientId });
    expect((await conversation(coach, client.id)).map((m) => m.content)).toEqual(['By user id', 'Thanks coach', 'Welcome aboard']);
    // A client writes only to their own coach.
    expect((await send(client, (await registerUser(t)).id, 'Hi').expect(404)).body.message).toBe(MESSAGING_MESSAGES.recipientNotFound);
    await send(client, client.clientId, 'Hi').expect(404);
    await t.http().get(`/api/messages?withUser=${client.clientId}`).set(client.auth).expect(404);
  });

  it('finds the earlier messages of a client once they get a sign-in (the conversation is the client record)', async () => {
    const client = await createClient(t, coach);
    await send(coach, client.id, 'Before you joined').expect(201);
    const user = await registerUser(t, { role: 'client' });
    await t.sql('update clients set user_id = $1 where id = $2', [user.id, client.id]);
    expect((await conversation(user, coach.id)).map((m) => m.content)).toEqual(['Before you joined']);
  });

  it('counts unread messages per reader and marks them read when the reader opens the conversation', async () => {
    const client = await createClientUser(t, coach);
    await send(client, coach.id, 'One').expect(201);
    await send(client, coach.id, 'Two').expect(201);
    await send(coach, client.clientId, 'Reply').expect(201);
    expect(await unread(coach)).toBe(2);
    expect(await unread(client)).toBe(1);

    // The client opening the conversation reads the coach's message only (the answer shows it read).
    const seenByClient = await conversation(client, coach.id);
    expect(seenByClient.map((m) => [m.content, m.isRead])).toEqual([
      ['Reply', true],
      ['Two', false],
      ['One', false],
    ]);
    expect(await unread(client)).toBe(0);
    expect(await unread(coach)).toBe(2);

    await conversation(coach, client.clientId);
    expect(await unread(coach)).toBe(0);
    expect((await conversation(client, coach.id)).map((m) => [m.content, m.isRead])).toEqual([
      ['Reply', true],
      ['Two', true],
      ['One', true],
    ]);
  });

  it('pages a conversation newest first by cursor', async () => {
    const client = await createClient(t, coach);
    for (let i = 1; i <= 7; i += 1) await send(coach, client.id, `Message ${i}`).expect(201);
    const first = await t.http().get(`/api/messages?withUser=${client.id}&limit=3`).set(coach.auth).expect(200);
    expect(first.body.map((m: MessageBody) => m.content)).toEqual(['Message 7', 'Message 6', 'Message 5']);
    expect(first.headers['x-next-cursor']).toBe(first.body[2].id);
    const second = await t.http().get(`/api/messages?withUser=${client.id}&limit=3&cursor=${first.headers['x-next-cursor']}`).set(coach.auth).expect(200);
    expect(second.body.map((m: MessageBody) => m.content)).toEqual(['Message 4', 'Message 3', 'Message 2']);
    const last = await t.http().get(`/api/messages?withUser=${client.id}&limit=3&cursor=${second.headers['x-next-cursor']}`).set(coach.auth).expect(200);
    expect(last.body.map((m: MessageBody) => m.content)).toEqual(['Message 1']);
    expect(last.headers['x-next-cursor']).toBeUndefined();

    const elsewhere = await createClient(t, coach);
    const foreign = (await send(coach, elsewhere.id, 'Elsewhere').expect(201)).body.id;
    expect((await t.http().get(`/api/messages?withUser=${client.id}&cursor=${foreign}`).set(coach.auth).expect(400)).body.message).toBe(
      MESSAGING_MESSAGES.invalidCursor,
    );
    await t.http().get(`/api/messages?withUser=${client.id}&cursor=nope`).set(coach.auth).expect(400);
    await t.http().get(`/api/messages?withUser=${client.id}&limit=0`).set(coach.auth).expect(400);
    await t.http().get(`/api/messages?withUser=${client.id}&limit=101`).set(coach.auth).expect(400);
  });

  it('lists every conversation of the caller without withUser (a client only their own)', async () => {
    const a = await createClientUser(t, coach);
    const b = await createClient(t, coach);
    await send(coach, a.clientId, 'To A').expect(201);
    await send(coach, b.id, 'To B').expect(201);
    await send(a, coach.id, 'From A').expect(201);
    const all = (await t.http().get('/api/messages').set(coach.auth).expect(200)).body as MessageBody[];
    expect(all.map((m) => m.content)).toEqual(['From A', 'To B', 'To A']);
    expect(all[0]).toMatchObject({ senderId: a.id, receiverId: coach.id });
    expect(((await t.http().get('/api/messages').set(a.auth).expect(200)).body as MessageBody[]).map((m) => m.content)).toEqual(['From A', 'To A']);
  });

  it('lists the conversations with the last message and unread count, most recent first, with search', async () => {
    const quiet = await createClient(t, coach, { firstName: 'Quinn', lastName: 'Quiet' });
    const busy = await createClientUser(t, coach);
    await t.sql(`update clients set first_name = 'Bea', last_name = 'Busy' where id = $1`, [busy.clientId]);
    const early = await createClient(t, coach, { firstName: 'Eli', lastName: 'Early' });
    await send(coach, early.id, 'Hello Eli').expect(201);
    await send(busy, coach.id, 'Question?').expect(201);
    await send(busy, coach.id, 'Another one').expect(201);

    const list = await t.http().get('/api/messages/conversations').set(coach.auth).expect(200);
    expect(list.headers['x-total-count']).toBe('3');
    expect(
      list.body.map((c: { firstName: string; unreadCount: number; lastMessage: MessageBody | null }) => [
        c.firstName,
        c.lastMessage?.content ?? null,
        c.unreadCount,
      ]),
    ).toEqual([
      ['Bea', 'Another one', 2],
      ['Eli', 'Hello Eli', 0],
      ['Quinn', null, 0],
    ]);
    expect(list.body[2]).toMatchObject({ withUser: quiet.id, clientId: quiet.id, lastName: 'Quiet' });
    const found = await t.http().get('/api/messages/conversations?search=bus').set(coach.auth).expect(200);
    expect(found.body.map((c: { firstName: string }) => c.firstName)).toEqual(['Bea']);
    expect((await t.http().get('/api/messages/conversations?search=nobody').set(coach.auth).expect(200)).body).toEqual([]);

    // The client's list is their conversation with the coach.
    await send(coach, busy.clientId, 'Answer').expect(201);
    const mine = (await t.http().get('/api/messages/conversations').set(busy.auth).expect(200)).body;
    expect(mine).toEqual([
      expect.objectContaining({ withUser: coach.id, clientId: busy.clientId, firstName: 'Test', lastName: 'User', email: coach.email, unreadCount: 1 }),
    ]);
    expect(mine[0].lastMessage.content).toBe('Answer');
  });

  it('lets staff message with send_messages only', async () => {
    const client = await createClient(t, coach);
    const messenger = await createStaff(t, coach, ['send_messages']);
    const viewer = await createStaff(t, coach, ['view_clients']);
    const sent = (await send(messenger, client.id, 'From the team').expect(201)).body as MessageBody;
    expect(sent).toMatchObject({ senderId: messenger.id, receiverId: client.id, fromClient: false });
    expect((await conversation(messenger, client.id)).map((m) => m.content)).toEqual(['From the team']);
    await t.http().get('/api/messages/conversations').set(messenger.auth).expect(200);
    await send(viewer, client.id, 'Hi').expect(403);
    await t.http().get(`/api/messages?withUser=${client.id}`).set(viewer.auth).expect(403);
    await t.http().get('/api/messages/conversations').set(viewer.auth).expect(403);
    await t.http().get('/api/messages/unread-count').set(viewer.auth).expect(403);
  });
});
