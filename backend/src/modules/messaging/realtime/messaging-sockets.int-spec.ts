import type { Socket } from 'socket.io-client';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../../test/factories';
import { createClient, createClientUser, createStaff } from '../../../../test/client-factories';
import { connectSocket, listening, nextEvent, request } from '../../../../test/sockets';
import { SocketSessions } from './socket-sessions';

interface MessageEvent {
  id: string;
  content: string;
  clientId: string;
  fromClient: boolean;
}

/** Two API instances on one database and one Redis: what one instance publishes reaches sockets of the other. */
describe('messaging sockets across two API instances', () => {
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  let coach: SignedInUser;
  let client: SignedInUser & { clientId: string };
  const sockets: Socket[] = [];
  const connect = async (url: string, options: { token?: string; cookie?: string; origin?: string }) => {
    const socket = await connectSocket(url, options);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    const prefix = `test-sockets-${process.pid}`;
    // A runs the workers: a revoked session's event is handled there (and reaches B's sockets through Redis).
    a = await createTestApp({ env: { REDIS_PREFIX: prefix }, withWorkers: true });
    b = await createTestApp({ database: new URL(a.databaseUrl).pathname.slice(1), env: { REDIS_PREFIX: prefix }, withWorkers: false });
    [urlA, urlB] = await Promise.all([listening(a), listening(b)]);
  });
  beforeEach(async () => {
    coach = await registerUser(a);
    client = await createClientUser(a, coach);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('delivers a message sent through one instance to the client connected to the other, and to the coach', async () => {
    const clientSocket = await connect(urlB, { token: client.token });
    const coachSocket = await connect(urlA, { token: coach.token });
    const toClient = nextEvent<MessageEvent>(clientSocket, 'message:new');
    const toCoach = nextEvent<MessageEvent>(coachSocket, 'message:new');
    const sent = (await a.http().post('/api/messages').set(coach.auth).send({ receiverId: client.clientId, content: 'Across instances' }).expect(201)).body;
    expect(await toClient).toEqual(sent);
    expect(await toCoach).toEqual(sent);

    // And the reverse: the client writes through B, the coach listening on A hears it.
    const reply = nextEvent<MessageEvent>(coachSocket, 'message:new');
    await b.http().post('/api/messages').set(client.auth).send({ receiverId: coach.id, content: 'Got it' }).expect(201);
    expect(await reply).toMatchObject({ content: 'Got it', fromClient: true, clientId: client.clientId });
  });

  it('sends a conversation only to its own parties', async () => {
    const other = await createClientUser(a, coach);
    const otherBusiness = await registerUser(a);
    const otherSocket = await connect(urlB, { token: other.token });
    const strangerSocket = await connect(urlA, { token: otherBusiness.token });
    const clientSocket = await connect(urlB, { token: client.token });
    const heard: string[] = [];
    otherSocket.on('message:new', (m: MessageEvent) => heard.push(`other client: ${m.content}`));
    strangerSocket.on('message:new', (m: MessageEvent) => heard.push(`other business: ${m.content}`));
    const delivered = nextEvent(clientSocket, 'message:new');
    await a.http().post('/api/messages').set(coach.auth).send({ receiverId: client.clientId, content: 'Just for you' }).expect(201);
    await delivered;
    // A later message to the other client arrives after the first: had the first leaked, it would be heard before.
    const later = nextEvent<MessageEvent>(otherSocket, 'message:new');
    await a.http().post('/api/messages').set(coach.auth).send({ receiverId: other.clientId, content: 'For the other client' }).expect(201);
    await later;
    expect(heard).toEqual(['other client: For the other client']);
  });

  it('lets staff with send_messages hear the business side, and not staff without it', async () => {
    const messenger = await createStaff(a, coach, ['send_messages']);
    const viewer = await createStaff(a, coach, ['view_clients']);
    const messengerSocket = await connect(urlA, { token: messenger.token });
    const viewerSocket = await connect(urlB, { token: viewer.token });
    const heardByViewer: string[] = [];
    viewerSocket.on('message:new', (m: MessageEvent) => heardByViewer.push(m.content));
    const heard = nextEvent<MessageEvent>(messengerSocket, 'message:new');
    await b.http().post('/api/messages').set(client.auth).send({ receiverId: coach.id, content: 'Hello team' }).expect(201);
    expect((await heard).content).toBe('Hello team');
    expect(await request(viewerSocket, 'conversation:open', { withUser: client.clientId })).toEqual({
      ok: false,
      error: 'Your business has not granted you this permission',
    });
    expect(heardByViewer).toEqual([]);
  });

  it("refuses a connection without a valid session, and accepts the session cookie from the app's own pages", async () => {
    await expect(connectSocket(urlA)).rejects.toThrow('Authentication required');
    await expect(connectSocket(urlA, { token: 'not-a-session' })).rejects.toThrow('Authentication required');
    const byCookie = await connect(urlB, { cookie: `coach_session=${client.token}` });
    expect(byCookie.connected).toBe(true);
    // Another site's page cannot ride on the cookie (cross-site WebSocket hijacking); a bearer token needs no origin.
    await expect(connectSocket(urlB, { cookie: `coach_session=${client.token}`, origin: 'https://evil.example' })).rejects.toThrow(
      'Cross-site connection refused',
    );
    await connect(urlB, { token: client.token, origin: 'https://evil.example' });
    await connect(urlB, { cookie: `coach_session=${client.token}`, origin: urlB });
  });

  it('drops the sockets of a session revoked on the other instance', async () => {
    const socket = await connect(urlA, { token: client.token });
    const other = await connect(urlA, { token: coach.token });
    const dropped = nextEvent<string>(socket, 'disconnect');
    await b.http().post('/api/auth/logout').set(client.auth).expect(200);
    expect(await dropped).toBe('io server disconnect');
    expect(other.connected).toBe(true);
    await expect(connectSocket(urlA, { token: client.token })).rejects.toThrow('Authentication required');
  });

  it('drops a socket whose session expired at the next sweep', async () => {
    const socket = await connect(urlA, { token: client.token });
    const other = await connect(urlA, { token: coach.token });
    await a.sql(`update sessions set expires_at = now() - interval '1 second' where user_id = $1`, [client.id]);
    const dropped = nextEvent<string>(socket, 'disconnect');
    await a.app.get(SocketSessions).sweep();
    expect(await dropped).toBe('io server disconnect');
    expect(other.connected).toBe(true);
  });

  it('catches a reconnecting socket up on what it missed', async () => {
    const first = await connect(urlA, { token: client.token });
    const seen = nextEvent<MessageEvent & { createdAt: string }>(first, 'message:new');
    await a.http().post('/api/messages').set(coach.auth).send({ receiverId: client.clientId, content: 'Seen live' }).expect(201);
    const lastSeen = await seen;
    first.close();
    await a.http().post('/api/messages').set(coach.auth).send({ receiverId: client.clientId, content: 'Missed one' }).expect(201);
    await b.http().post('/api/messages').set(client.auth).send({ receiverId: coach.id, content: 'Missed two' }).expect(201);
    await createClient(a, coach).then((c) => a.http().post('/api/messages').set(coach.auth).send({ receiverId: c.id, content: 'Not yours' }).expect(201));

    const again = await connect(urlB, { token: client.token });
    const caughtUp = await request<{ ok: boolean; messages: MessageEvent[] }>(again, 'messages:sync', { since: lastSeen.createdAt });
    expect(caughtUp.ok).toBe(true);
    expect(caughtUp.messages.map((m) => m.content)).toEqual(['Missed one', 'Missed two']);
    expect(await request(again, 'messages:sync', { since: 'yesterday' })).toEqual({ ok: false, error: 'since must be an ISO date-time' });
  });

  it('tells an open conversation when the other side has read it', async () => {
    const coachSocket = await connect(urlA, { token: coach.token });
    expect(await request(coachSocket, 'conversation:open', { withUser: client.clientId })).toEqual({ ok: true, clientId: client.clientId });
    await a.http().post('/api/messages').set(coach.auth).send({ receiverId: client.clientId, content: 'Read me' }).expect(201);
    const read = nextEvent(coachSocket, 'messages:read');
    await b.http().get(`/api/messages?withUser=${coach.id}`).set(client.auth).expect(200);
    expect(await read).toEqual({ clientId: client.clientId, readBy: 'client' });
    const foreign = await createClient(a, await registerUser(a));
    expect(await request(coachSocket, 'conversation:open', { withUser: foreign.id })).toEqual({ ok: false, error: 'Client not found' });
  });

  it('sends community posts and reactions to the members who opened it, across instances, and keeps private ones private', async () => {
    const communityId = (await a.http().post('/api/communities').set(coach.auth).send({ name: 'Inner circle', isPrivate: true }).expect(201)).body.id;
    await a.http().post(`/api/communities/${communityId}/members`).set(coach.auth).send({ clientId: client.clientId }).expect(201);
    const outsider = await createClientUser(a, coach);
    const memberSocket = await connect(urlB, { token: client.token });
    const outsiderSocket = await connect(urlB, { token: outsider.token });
    expect(await request(memberSocket, 'community:join', { communityId })).toEqual({ ok: true, communityId });
    expect(await request(outsiderSocket, 'community:join', { communityId })).toEqual({ ok: false, error: 'Community not found' });
    expect(await request(outsiderSocket, 'community:join', { communityId: 'nope' })).toEqual({ ok: false, error: 'Community not found' });

    const heardByOutsider: unknown[] = [];
    outsiderSocket.on('community:post', (p: unknown) => heardByOutsider.push(p));
    const posted = nextEvent<{ content: string; communityId: string }>(memberSocket, 'community:post');
    const post = (await a.http().post(`/api/communities/${communityId}/posts`).set(coach.auth).send({ content: 'Members only news' }).expect(201)).body;
    expect(await posted).toEqual(post);
    const reacted = nextEvent(memberSocket, 'community:reaction');
    await a.http().put(`/api/communities/${communityId}/posts/${post.id}/reactions/love`).set(coach.auth).expect(200);
    expect(await reacted).toEqual({ communityId, postId: post.id });
    expect(heardByOutsider).toEqual([]);
  });
});
