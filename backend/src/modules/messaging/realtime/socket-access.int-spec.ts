import { EntityManager } from '@mikro-orm/postgresql';
import { NestFactory } from '@nestjs/core';
import type { Socket } from 'socket.io-client';
import type { StaffPermission } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { ENV } from '../../../../test/test-services';
import { WorkerModule } from '../../../worker.module';
import { eventually, registerUser, type SignedInUser } from '../../../../test/factories';
import { createClientUser, createStaff } from '../../../../test/client-factories';
import { connectSocket, listening, nextEvent, request } from '../../../../test/sockets';
import { runInContext } from '../../../infra/queues/run-in-context';
import { StaffService } from '../../staff/staff.service';
import { RealtimePublisher } from './realtime-publisher';

interface Heard {
  content: string;
}

/**
 * A socket follows every change of rights at once, on every instance: each socket here is connected to instance A and
 * each change is made on instance B (its event relayed and handled by A's workers, its effect carried by the Redis
 * adapter). And every socket request is checked against the caller's rights of now, not those of its connect.
 */
describe('socket rights after a change of rights, across two API instances', () => {
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let coach: SignedInUser;
  const sockets: Socket[] = [];
  const connect = async (token: string) => {
    const socket = await connectSocket(urlA, { token });
    sockets.push(socket);
    return socket;
  };
  /** What a socket of A hears: every event it receives, by name. */
  const heardBy = (socket: Socket) => {
    const heard: string[] = [];
    socket.onAny((event: string, payload: { content?: string }) => heard.push(payload?.content ? `${event} ${payload.content}` : event));
    return heard;
  };
  const roomsOnA = (socket: Socket) => a.app.get(RealtimePublisher).roomsOf(socket.id!);
  /** A change of a staff member's access made on B (the staff screens, which will call it, come with their issue). */
  const onB = (change: (staff: StaffService) => Promise<void>) => runInContext(b.app.get(EntityManager), () => change(b.app.get(StaffService)));
  const staffWith = (permissions: StaffPermission[]) => createStaff(a, coach, permissions);

  beforeAll(async () => {
    const prefix = `test-socket-access-${process.pid}`;
    a = await createTestApp({ env: { REDIS_PREFIX: prefix }, withWorkers: true });
    b = await createTestApp({ database: new URL(a.databaseUrl).pathname.slice(1), env: { REDIS_PREFIX: prefix }, withWorkers: false });
    [urlA] = await Promise.all([listening(a), listening(b)]);
  });
  beforeEach(async () => {
    coach = await registerUser(a);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('drops the sockets of a staff member deactivated on the other instance, and refuses them again', async () => {
    const client = await createClientUser(a, coach);
    const staff = await staffWith(['send_messages']);
    const staffSocket = await connect(staff.token);
    const coachSocket = await connect(coach.token);
    const heard = heardBy(staffSocket);
    const dropped = nextEvent<string>(staffSocket, 'disconnect');
    await onB((service) => service.deactivate({ businessId: coach.id }, staff.id));
    expect(await dropped).toBe('io server disconnect');

    const toCoach = nextEvent<Heard>(coachSocket, 'message:new');
    await b.http().post('/api/messages').set(client.auth).send({ receiverId: coach.id, content: 'After the deactivation' }).expect(201);
    expect((await toCoach).content).toBe('After the deactivation');
    expect(heard).toEqual([]);
    await expect(connectSocket(urlA, { token: staff.token })).rejects.toThrow('You are not an active staff member of any business');
  });

  it("takes a staff member whose send_messages is withdrawn on the other instance out of the business's conversations", async () => {
    const client = await createClientUser(a, coach);
    const staff = await staffWith(['send_messages', 'view_clients']);
    const staffSocket = await connect(staff.token);
    const coachSocket = await connect(coach.token);
    expect(roomsOnA(staffSocket)).toContain(`business:${coach.id}`);
    const heard = heardBy(staffSocket);
    await onB((service) => service.setPermissions({ businessId: coach.id }, staff.id, ['view_clients']));
    await eventually(async () => !roomsOnA(staffSocket).includes(`business:${coach.id}`));

    const toCoach = nextEvent<Heard>(coachSocket, 'message:new');
    await b.http().post('/api/messages').set(client.auth).send({ receiverId: coach.id, content: 'For the messaging team' }).expect(201);
    expect((await toCoach).content).toBe('For the messaging team');
    expect(heard).toEqual([]);
    expect(staffSocket.connected).toBe(true);
    const refused = { ok: false, error: 'Your business has not granted you this permission' };
    expect(await request(staffSocket, 'messages:sync', { since: new Date(0).toISOString() })).toEqual(refused);
    expect(await request(staffSocket, 'conversation:open', { withUser: client.clientId })).toEqual(refused);
  });

  it('takes a staff member whose schedule_sessions is withdrawn on the other instance off the calendar, and puts one granted it on', async () => {
    const staff = await staffWith(['schedule_sessions', 'view_clients']);
    const staffSocket = await connect(staff.token);
    expect(roomsOnA(staffSocket)).toContain(`schedule:${coach.id}`);
    await onB((service) => service.setPermissions({ businessId: coach.id }, staff.id, ['view_clients']));
    await eventually(async () => !roomsOnA(staffSocket).includes(`schedule:${coach.id}`));
    const heard = heardBy(staffSocket);
    await b
      .http()
      .post('/api/meetings')
      .set(coach.auth)
      .send({ title: 'Planning', appointmentType: 'phone', scheduledAt: new Date(Date.now() + 86_400_000).toISOString(), duration: 30 })
      .expect(201);
    await onB((service) => service.setPermissions({ businessId: coach.id }, staff.id, ['view_clients', 'schedule_sessions']));
    await eventually(async () => roomsOnA(staffSocket).includes(`schedule:${coach.id}`));
    expect(heard).toEqual([]);
    expect(staffSocket.connected).toBe(true);
  });

  it('checks every socket request against the rights of now, however they changed', async () => {
    const client = await createClientUser(a, coach);
    await a.http().post('/api/messages').set(coach.auth).send({ receiverId: client.clientId, content: 'History' }).expect(201);
    const withdrawn = await staffWith(['send_messages']);
    const gone = await staffWith(['send_messages']);
    const withdrawnSocket = await connect(withdrawn.token);
    const goneSocket = await connect(gone.token);
    const since1970 = { since: new Date(0).toISOString() };
    expect(await request(withdrawnSocket, 'messages:sync', since1970)).toMatchObject({ ok: true, messages: [{ content: 'History' }] });

    // Changed behind the app's back (no event): the next request still finds the change.
    await a.sql(`update business_staff set permissions = '{view_clients}' where staff_id = $1`, [withdrawn.id]);
    await a.sql('update business_staff set is_active = false where staff_id = $1', [gone.id]);
    const refused = { ok: false, error: 'Your business has not granted you this permission' };
    expect(await request(withdrawnSocket, 'messages:sync', since1970)).toEqual(refused);
    expect(await request(withdrawnSocket, 'conversation:open', { withUser: client.clientId })).toEqual(refused);
    expect(roomsOnA(withdrawnSocket)).not.toContain(`business:${coach.id}`);

    // A socket without a tenant is dropped instead of answered, as at connect.
    const dropped = nextEvent<string>(goneSocket, 'disconnect');
    const answer = request(goneSocket, 'messages:sync', since1970).catch(() => 'not answered');
    expect(await dropped).toBe('io server disconnect');
    expect(await answer).toBe('not answered');
  });

  it('takes a client removed from a private community on the other instance out of its room', async () => {
    const communityId = (await b.http().post('/api/communities').set(coach.auth).send({ name: 'Inner circle', isPrivate: true }).expect(201)).body.id;
    const removed = await createClientUser(a, coach);
    const stays = await createClientUser(a, coach);
    for (const member of [removed, stays]) {
      await b.http().post(`/api/communities/${communityId}/members`).set(coach.auth).send({ clientId: member.clientId }).expect(201);
    }
    const removedSocket = await connect(removed.token);
    const staysSocket = await connect(stays.token);
    for (const socket of [removedSocket, staysSocket]) expect(await request(socket, 'community:join', { communityId })).toEqual({ ok: true, communityId });
    const heard = heardBy(removedSocket);

    await b.http().delete(`/api/communities/${communityId}/members/${removed.clientId}`).set(coach.auth).expect(204);
    await eventually(async () => !roomsOnA(removedSocket).includes(`community:${communityId}`));
    const toMember = nextEvent<Heard>(staysSocket, 'community:post');
    await b.http().post(`/api/communities/${communityId}/posts`).set(coach.auth).send({ content: 'Members only' }).expect(201);
    expect((await toMember).content).toBe('Members only');
    expect(heard.filter((event) => event.startsWith('community:post'))).toEqual([]);
    expect(await request(removedSocket, 'community:join', { communityId })).toEqual({ ok: false, error: 'Community not found' });
  });

  it('stops feeding the non-member listeners of a community made private on the other instance', async () => {
    const communityId = (await b.http().post('/api/communities').set(coach.auth).send({ name: 'Open house' }).expect(201)).body.id;
    const member = await createClientUser(a, coach);
    const visitor = await createClientUser(a, coach);
    await b.http().post(`/api/communities/${communityId}/members`).set(coach.auth).send({ clientId: member.clientId }).expect(201);
    const memberSocket = await connect(member.token);
    const visitorSocket = await connect(visitor.token);
    const coachSocket = await connect(coach.token);
    for (const socket of [memberSocket, visitorSocket, coachSocket])
      expect(await request(socket, 'community:join', { communityId })).toMatchObject({ ok: true });
    const heard = heardBy(visitorSocket);

    await b.http().patch(`/api/communities/${communityId}`).set(coach.auth).send({ isPrivate: true }).expect(200);
    await eventually(async () => !roomsOnA(visitorSocket).includes(`community:${communityId}`));
    expect(roomsOnA(memberSocket)).toContain(`community:${communityId}`);
    expect(roomsOnA(coachSocket)).toContain(`community:${communityId}`);
    const toMember = nextEvent<Heard>(memberSocket, 'community:post');
    await b.http().post(`/api/communities/${communityId}/posts`).set(coach.auth).send({ content: 'Now private' }).expect(201);
    expect((await toMember).content).toBe('Now private');
    expect(heard.filter((event) => event.startsWith('community:post'))).toEqual([]);
  });

  it('drops the sockets of a client deleted on the other instance', async () => {
    const communityId = (await b.http().post('/api/communities').set(coach.auth).send({ name: 'Everyone' }).expect(201)).body.id;
    const deleted = await createClientUser(a, coach);
    const other = await createClientUser(a, coach);
    const deletedSocket = await connect(deleted.token);
    const otherSocket = await connect(other.token);
    for (const socket of [deletedSocket, otherSocket]) expect(await request(socket, 'community:join', { communityId })).toMatchObject({ ok: true });
    const heard = heardBy(deletedSocket);
    const dropped = nextEvent<string>(deletedSocket, 'disconnect');
    await b.http().delete(`/api/clients/${deleted.clientId}`).set(coach.auth).expect(204);
    expect(await dropped).toBe('io server disconnect');

    const toOther = nextEvent<Heard>(otherSocket, 'community:post');
    await b.http().post(`/api/communities/${communityId}/posts`).set(coach.auth).send({ content: 'After the deletion' }).expect(201);
    expect((await toOther).content).toBe('After the deletion');
    expect(heard.filter((event) => event.startsWith('community:post'))).toEqual([]);
    await expect(connectSocket(urlA, { token: deleted.token })).rejects.toThrow('Your account is not linked to a coach yet');
    expect(otherSocket.connected).toBe(true);
  });

  it("drops the sockets of a user's other sessions when their e-mail changes on the other instance, and keeps the one that changed it", async () => {
    const client = await createClientUser(a, coach);
    const other = (await a.http().post('/api/auth/login').send({ email: coach.email, password: coach.password }).expect(200)).body.token as string;
    const changingSocket = await connect(coach.token);
    const otherSocket = await connect(other);
    const clientSocket = await connect(client.token);
    const dropped = nextEvent<string>(otherSocket, 'disconnect');
    await b
      .http()
      .put('/api/user/profile')
      .set(coach.auth)
      .send({ firstName: 'Test', lastName: 'User', email: `moved-${coach.email}` })
      .expect(200);
    expect(await dropped).toBe('io server disconnect');
    expect(await request(changingSocket, 'conversation:open', { withUser: client.clientId })).toEqual({ ok: true, clientId: client.clientId });
    expect(clientSocket.connected).toBe(true);
  });
});

describe('socket rights, with the workers in a process of their own (npm run start:worker)', () => {
  it('carries a change of rights from the worker, which has no sockets, to the API instance that holds them', async () => {
    const api = await createTestApp({ withWorkers: false });
    const worker = await NestFactory.createApplicationContext(
      WorkerModule.forRoot({ config: api.config, databaseUrl: api.databaseUrl, redisUrl: process.env[ENV.redisUrl]! }),
      { logger: ['error'] },
    );
    try {
      const coach = await registerUser(api);
      const client = await createClientUser(api, coach);
      const socket = await connectSocket(await listening(api), { token: client.token });
      const dropped = nextEvent<string>(socket, 'disconnect');
      await api.http().delete(`/api/clients/${client.clientId}`).set(coach.auth).expect(204);
      expect(await dropped).toBe('io server disconnect');
    } finally {
      await worker.close();
      await api.close();
    }
  });
});
