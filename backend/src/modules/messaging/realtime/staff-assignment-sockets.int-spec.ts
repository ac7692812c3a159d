import type { Socket } from 'socket.io-client';
import { CLIENT_MESSAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { eventually, registerUser } from '../../../../test/factories';
import { createClient, createClientUser, createStaff } from '../../../../test/client-factories';
import { connectSocket, listening, nextEvent, request } from '../../../../test/sockets';
import { RealtimePublisher } from './realtime-publisher';

interface MessageEvent {
  id: string;
  content: string;
  clientId: string;
}

/** A staff member with assigned clients hears and opens those clients' conversations only, and follows a change at once. */
describe('sockets of a staff member with assigned clients', () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ withWorkers: true });
    url = await listening(t);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(() => t.close());

  const assign = (coach: { auth: Record<string, string> }, entryId: string, clientId: string) =>
    t.http().put(`/api/staff/${entryId}/clients/${clientId}`).set(coach.auth).send({});
  const unassign = (coach: { auth: Record<string, string> }, entryId: string, clientId: string) =>
    t.http().delete(`/api/staff/${entryId}/clients/${clientId}`).set(coach.auth);

  async function world() {
    const coach = await registerUser(t);
    const assigned = await createClientUser(t, coach);
    const other = await createClient(t, coach, { firstName: 'Unassigned', lastName: 'Person' });
    const staff = await createStaff(t, coach, ['send_messages', 'view_clients']);
    const entryId = (await t.sql<{ id: string }>('select id from business_staff where staff_id = $1', [staff.id]))[0]!.id;
    return { coach, assigned, other, staff, entryId };
  }

  it("joins the assigned clients' conversations only, and follows an assignment at once", async () => {
    const { coach, assigned, other, staff, entryId } = await world();
    await assign(coach, entryId, assigned.clientId).expect(200);
    const socket = await connectSocket(url, { token: staff.token });
    sockets.push(socket);
    const roomsOf = () => t.app.get(RealtimePublisher).roomsOf(socket.id!);
    expect(roomsOf()).toContain(`business-side:${assigned.clientId}`);
    expect(roomsOf()).not.toContain(`business:${coach.id}`);

    expect(await request(socket, 'conversation:open', { withUser: other.id })).toEqual({ ok: false, error: CLIENT_MESSAGES.notFound });
    expect(await request(socket, 'conversation:open', { withUser: assigned.clientId })).toEqual({ ok: true, clientId: assigned.clientId });

    // A message of the unassigned client's conversation is not heard; the assigned one's is.
    const heard = nextEvent<MessageEvent>(socket, 'message:new');
    await t.http().post('/api/messages').set(coach.auth).send({ receiverId: other.id, content: 'Unheard' }).expect(201);
    await t.http().post('/api/messages').set(assigned.auth).send({ receiverId: coach.id, content: 'Heard' }).expect(201);
    expect(await heard).toEqual(expect.objectContaining({ clientId: assigned.clientId, content: 'Heard' }));
    const synced = await request<{ ok: true; messages: MessageEvent[] }>(socket, 'messages:sync', { since: new Date(0).toISOString() });
    expect(synced.messages.map((message) => message.clientId)).toEqual([assigned.clientId]);

    // Unassigned: the socket leaves that conversation's rooms and hears the whole business again.
    await unassign(coach, entryId, assigned.clientId).expect(204);
    await eventually(async () => roomsOf().includes(`business:${coach.id}`));
    expect(roomsOf()).not.toContain(`business-side:${assigned.clientId}`);

    // Assigned another client: the open conversation of a client no longer reachable is left.
    await assign(coach, entryId, other.id).expect(200);
    await eventually(async () => !roomsOf().includes(`conversation:${assigned.clientId}`) && roomsOf().includes(`business-side:${other.id}`));
    expect(roomsOf()).not.toContain(`business:${coach.id}`);
  });
});
