import type { Socket } from 'socket.io-client';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../../test/factories';
import { createClientUser, createStaff } from '../../../../test/client-factories';
import { connectSocket, listening, nextEvent, request } from '../../../../test/sockets';

interface MessageEvent {
  id: string;
  content: string;
  clientId: string;
  editedAt: string | null;
  deletedAt: string | null;
}

interface TypingEvent {
  clientId: string;
  fromClient: boolean;
  userId: string;
  firstName: string;
}

/** Edits, deletions and typing reach the other side of the conversation live, and nobody else. */
describe('message edits and typing over sockets', () => {
  let t: TestApp;
  let url: string;
  let coach: SignedInUser;
  let client: SignedInUser & { clientId: string };
  const sockets: Socket[] = [];
  const connect = async (user: SignedInUser) => {
    const socket = await connectSocket(url, { token: user.token });
    sockets.push(socket);
    return socket;
  };
  /** Everything `socket` hears of `events` from now on. */
  const recorder = (socket: Socket, ...events: string[]) => {
    const heard: string[] = [];
    for (const event of events) socket.on(event, () => heard.push(event));
    return heard;
  };
  const named = (user: SignedInUser, firstName: string) => t.sql('update users set first_name = $1 where id = $2', [firstName, user.id]);
  const send = async (user: SignedInUser, receiverId: string, content: string) =>
    (await t.http().post('/api/messages').set(user.auth).send({ receiverId, content }).expect(201)).body as MessageEvent;

  beforeAll(async () => {
    t = await createTestApp();
    url = await listening(t);
  });
  beforeEach(async () => {
    coach = await registerUser(t);
    client = await createClientUser(t, coach);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(() => t.close());

  it("tells both sides of an edit and a deletion, and not another client's or another business's pages", async () => {
    const clientSocket = await connect(client);
    const coachSocket = await connect(coach);
    const other = await createClientUser(t, coach);
    const otherSocket = await connect(other);
    const otherClient = recorder(otherSocket, 'message:new', 'message:updated', 'message:deleted');
    const otherBusiness = recorder(await connect(await registerUser(t)), 'message:new', 'message:updated', 'message:deleted');
    const sent = await send(coach, client.clientId, 'See you at 7');

    const updatedForClient = nextEvent<MessageEvent>(clientSocket, 'message:updated');
    const updatedForCoach = nextEvent<MessageEvent>(coachSocket, 'message:updated');
    const edited = (await t.http().patch(`/api/messages/${sent.id}`).set(coach.auth).send({ content: 'See you at 8' }).expect(200)).body;
    expect(await updatedForClient).toEqual(edited);
    expect(await updatedForCoach).toEqual(edited);

    const deletedForClient = nextEvent<MessageEvent>(clientSocket, 'message:deleted');
    const deletedForCoach = nextEvent<MessageEvent>(coachSocket, 'message:deleted');
    await t.http().delete(`/api/messages/${sent.id}`).set(coach.auth).expect(204);
    const deleted = await deletedForClient;
    expect(deleted).toMatchObject({ id: sent.id, clientId: client.clientId, content: '', deletedAt: expect.any(String) });
    expect(await deletedForCoach).toEqual(deleted);

    // The client's own deletion reaches the coach just the same.
    const own = await send(client, coach.id, 'Wrong chat');
    const heardByCoach = nextEvent<MessageEvent>(coachSocket, 'message:deleted');
    await t.http().delete(`/api/messages/${own.id}`).set(client.auth).expect(204);
    expect(await heardByCoach).toMatchObject({ id: own.id, deletedAt: expect.any(String) });

    // A later message to the other client arrives after all of the above: had any leaked, it would have been heard first.
    const later = nextEvent(otherSocket, 'message:new');
    await send(coach, other.clientId, 'For the other client');
    await later;
    expect(otherClient).toEqual(['message:new']);
    expect(otherBusiness).toEqual([]);
  });

  it('relays typing to the other side of the conversation only, with the first name of who types', async () => {
    await named(coach, 'Casey');
    await named(client, 'Jordan');
    const other = await createClientUser(t, coach);
    const clientSocket = await connect(client);
    const coachSocket = await connect(coach);
    const otherSocket = await connect(other);
    const strangerSocket = await connect(await registerUser(t));
    const heardByOther = recorder(otherSocket, 'conversation:typing');
    const heardByStranger = recorder(strangerSocket, 'conversation:typing');
    const heardByCoach = recorder(coachSocket, 'conversation:typing');

    // The coach types to the client: the client hears it, the coach's own side does not.
    const toClient = nextEvent<TypingEvent>(clientSocket, 'conversation:typing');
    expect(await request(coachSocket, 'conversation:typing', { withUser: client.clientId })).toEqual({ ok: true, relayed: true });
    expect(await toClient).toEqual({ clientId: client.clientId, fromClient: false, userId: coach.id, firstName: 'Casey' });

    // The client types back: the coach hears it, not the other client of the business, nor the client's own socket.
    const heardByClient = recorder(clientSocket, 'conversation:typing');
    const toCoach = nextEvent<TypingEvent>(coachSocket, 'conversation:typing');
    expect(await request(clientSocket, 'conversation:typing', { withUser: coach.id })).toEqual({ ok: true, relayed: true });
    expect(await toCoach).toEqual({ clientId: client.clientId, fromClient: true, userId: client.id, firstName: 'Jordan' });

    // Typing to the other client reaches that client: the earlier events, had they leaked, would have come first.
    const toOther = nextEvent<TypingEvent>(otherSocket, 'conversation:typing');
    await request(coachSocket, 'conversation:typing', { withUser: other.clientId });
    expect((await toOther).clientId).toBe(other.clientId);
    expect(heardByOther).toEqual(['conversation:typing']);
    expect(heardByStranger).toEqual([]);
    expect(heardByClient).toEqual([]);
    expect(heardByCoach).toEqual(['conversation:typing']);
  });

  it('refuses typing into a conversation the socket may not open, and relays a burst once', async () => {
    const stranger = await registerUser(t);
    const strangerSocket = await connect(stranger);
    const clientSocket = await connect(client);
    const heardByClient = recorder(clientSocket, 'conversation:typing');
    expect(await request(strangerSocket, 'conversation:typing', { withUser: client.clientId })).toEqual({ ok: false, error: 'Client not found' });
    expect(await request(strangerSocket, 'conversation:typing', { withUser: 42 })).toEqual({ ok: false, error: 'Recipient not found' });
    // A client types only to their own coach.
    const otherClient = await connect(await createClientUser(t, stranger));
    expect(await request(otherClient, 'conversation:typing', { withUser: coach.id })).toEqual({ ok: false, error: 'Recipient not found' });

    // Staff without send_messages, and staff assigned to other clients, are refused.
    const viewer = await connect(await createStaff(t, coach, ['view_clients']));
    expect(await request(viewer, 'conversation:typing', { withUser: client.clientId })).toEqual({
      ok: false,
      error: 'Your business has not granted you this permission',
    });
    const assignedElsewhere = await createStaff(t, coach, ['send_messages']);
    const [{ id: entryId }] = await t.sql<{ id: string }>('select id from business_staff where staff_id = $1', [assignedElsewhere.id]);
    const elsewhere = await createClientUser(t, coach);
    await t.http().put(`/api/staff/${entryId}/clients/${elsewhere.clientId}`).set(coach.auth).send({}).expect(200);
    const assignedSocket = await connect(assignedElsewhere);
    expect(await request(assignedSocket, 'conversation:typing', { withUser: client.clientId })).toEqual({ ok: false, error: 'Client not found' });
    // What the assigned staff member hears: their client's typing, not this one's.
    const heardByAssigned = recorder(assignedSocket, 'conversation:typing');

    // A burst faster than the pages send is relayed once.
    const coachSocket = await connect(coach);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await request(coachSocket, 'conversation:typing', { withUser: client.clientId }));
    expect(answers).toEqual([
      { ok: true, relayed: true },
      { ok: true, relayed: false },
      { ok: true, relayed: false },
    ]);
    await request(clientSocket, 'conversation:typing', { withUser: coach.id });
    const fromElsewhere = nextEvent<TypingEvent>(assignedSocket, 'conversation:typing');
    await request(await connect(elsewhere), 'conversation:typing', { withUser: coach.id });
    expect((await fromElsewhere).clientId).toBe(elsewhere.clientId);
    expect(heardByAssigned).toEqual(['conversation:typing']);
    expect(heardByClient).toEqual(['conversation:typing']);
  });
});
