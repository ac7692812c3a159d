import { CLIENT_MESSAGES, STAFF_MESSAGES } from '@coachcore/domain';
import { createGroupSession } from '../../../test/meeting-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClient, createClientUser, createStaff } from '../../../test/client-factories';

/**
 * Client assignments (staff_client_assignments): the owner assigns clients to a staff member, who then reaches only
 * those clients, in every list, search, detail and conversation; without assignments, every client. (Socket rooms:
 * messaging/realtime/staff-assignment-sockets.int-spec.ts.)
 */
describe('staff client assignments (HTTP)', () => {
  let t: TestApp;
  let owner: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp({ withWorkers: true });
    owner = await registerUser(t, { businessName: 'Assign Gym' });
  });
  afterAll(() => t.close());

  const entryOf = async (staff: SignedInUser) =>
    (await t.sql<{ id: string }>('select id from business_staff where staff_id = $1 and is_active', [staff.id]))[0]!.id;
  const assign = (entryId: string, clientId: string, body: Record<string, unknown> = {}, auth = owner.auth) =>
    t.http().put(`/api/staff/${entryId}/clients/${clientId}`).set(auth).send(body);
  const unassign = (entryId: string, clientId: string, auth = owner.auth) => t.http().delete(`/api/staff/${entryId}/clients/${clientId}`).set(auth);
  const clientIdsOf = (body: Array<{ id: string }>) => body.map((client) => client.id).sort();

  /** A business of its own with three clients (the assigned one linked to a sign-in) and a staff member. */
  async function world(permissions = ['view_clients', 'send_messages', 'client_management']) {
    const coach = await registerUser(t);
    const assigned = await createClientUser(t, coach);
    const other = await createClient(t, coach, { firstName: 'Unassigned', lastName: 'Person' });
    const third = await createClient(t, coach, { firstName: 'Third', lastName: 'Person' });
    const staff = await createStaff(t, coach, permissions);
    return { coach, assigned, other, third, staff, entryId: await entryOf(staff) };
  }

  it('lists, assigns (once, whatever the races) and unassigns clients of a staff member', async () => {
    const { coach, assigned, other, entryId } = await world();
    expect((await t.http().get(`/api/staff/${entryId}/clients`).set(coach.auth).expect(200)).body).toEqual([]);

    const first = await assign(entryId, assigned.clientId, { role: 'Trainer' }, coach.auth).expect(200);
    expect(first.body).toEqual({
      clientId: assigned.clientId,
      firstName: 'Casey',
      lastName: 'Client',
      email: assigned.email,
      role: 'Trainer',
      assignedAt: expect.any(String),
    });
    // Assigning again (twice at once) keeps one assignment, with its first date.
    const again = await Promise.all([assign(entryId, assigned.clientId, {}, coach.auth), assign(entryId, assigned.clientId, {}, coach.auth)]);
    expect(again.map((response) => response.status)).toEqual([200, 200]);
    expect(again[0]!.body.assignedAt).toBe(first.body.assignedAt);
    await Promise.all([assign(entryId, other.id, {}, coach.auth), assign(entryId, other.id, {}, coach.auth)]);
    expect(await t.sql('select 1 from staff_client_assignments where staff_id = $1', [entryId])).toHaveLength(2);

    const listed = await t.http().get(`/api/staff/${entryId}/clients`).set(coach.auth).expect(200);
    expect(listed.headers['x-total-count']).toBe('2');
    expect(listed.body.map((row: { clientId: string }) => row.clientId).sort()).toEqual([assigned.clientId, other.id].sort());

    await unassign(entryId, other.id, coach.auth).expect(204);
    expect(
      await unassign(entryId, other.id, coach.auth)
        .expect(404)
        .then((r) => r.body.message),
    ).toBe(CLIENT_MESSAGES.notFound);
    expect((await t.http().get(`/api/staff/${entryId}/clients`).set(coach.auth).expect(200)).body.map((row: { clientId: string }) => row.clientId)).toEqual([
      assigned.clientId,
    ]);
    // Every assignment is recorded as a domain event.
    const events = await t.sql<{ name: string }>(`select name from outbox_events where payload->>'staffEntryId' = $1 order by created_at`, [entryId]);
    expect(events.map((event) => event.name)).toEqual([
      'staff_client_assigned',
      'staff_client_assigned',
      'staff_client_assigned',
      'staff_client_assigned',
      'staff_client_assigned',
      'staff_client_unassigned',
    ]);
  });

  it("refuses another business's clients and staff (404), staff and clients (403), and a role over 50 characters (400)", async () => {
    const { coach, assigned, staff, entryId } = await world();
    const foreignClient = await createClient(t, owner);
    expect((await assign(entryId, foreignClient.id, {}, coach.auth).expect(404)).body.message).toBe(CLIENT_MESSAGES.notFound);
    expect((await assign(entryId, assigned.clientId, {}, owner.auth).expect(404)).body.message).toBe(STAFF_MESSAGES.notFound);
    await t.http().get(`/api/staff/${entryId}/clients`).set(owner.auth).expect(404);
    await unassign(entryId, assigned.clientId, owner.auth).expect(404);
    await assign(entryId, assigned.clientId, {}, staff.auth).expect(403);
    await assign(entryId, assigned.clientId, {}, assigned.auth).expect(403);
    await t.http().put(`/api/staff/${entryId}/clients/${assigned.clientId}`).send({}).expect(401);
    expect((await assign(entryId, assigned.clientId, { role: 'x'.repeat(51) }, coach.auth).expect(400)).body.message).toBe(
      'Role must be at most 50 characters',
    );
    expect(await t.sql('select 1 from staff_client_assignments where staff_id = $1', [entryId])).toEqual([]);
  });

  it('narrows the client list, search and detail to the assigned clients, and widens them again when none is left', async () => {
    const { coach, assigned, other, third, staff, entryId } = await world();
    expect(clientIdsOf((await t.http().get('/api/clients').set(staff.auth).expect(200)).body)).toEqual([assigned.clientId, other.id, third.id].sort());

    await assign(entryId, assigned.clientId, {}, coach.auth).expect(200);
    expect((await t.http().get('/api/staff/me').set(staff.auth).expect(200)).body.assignedClients).toBe(1);
    const list = await t.http().get('/api/clients').set(staff.auth).expect(200);
    expect(clientIdsOf(list.body)).toEqual([assigned.clientId]);
    expect(list.headers['x-total-count']).toBe('1');
    expect((await t.http().get('/api/clients').query({ search: 'Unassigned' }).set(staff.auth).expect(200)).body).toEqual([]);
    expect(clientIdsOf((await t.http().get('/api/clients').query({ search: 'Casey' }).set(staff.auth).expect(200)).body)).toEqual([assigned.clientId]);
    await t.http().get(`/api/clients/${assigned.clientId}`).set(staff.auth).expect(200);
    expect((await t.http().get(`/api/clients/${other.id}`).set(staff.auth).expect(404)).body.message).toBe(CLIENT_MESSAGES.notFound);
    await t.http().get(`/api/clients/${other.id}/measurements`).set(staff.auth).expect(404);
    await t.http().patch(`/api/clients/${other.id}`).set(staff.auth).send({ firstName: 'Changed' }).expect(404);
    // The owner still sees every client.
    expect(clientIdsOf((await t.http().get('/api/clients').set(coach.auth).expect(200)).body)).toHaveLength(3);

    await unassign(entryId, assigned.clientId, coach.auth).expect(204);
    expect(clientIdsOf((await t.http().get('/api/clients').set(staff.auth).expect(200)).body)).toHaveLength(3);
    await t.http().get(`/api/clients/${other.id}`).set(staff.auth).expect(200);
  });

  it('narrows conversations, messages, unread counts and the dashboard to the assigned clients', async () => {
    const { coach, assigned, other, staff, entryId } = await world();
    await t.http().post('/api/messages').set(assigned.auth).send({ receiverId: coach.id, content: 'From the assigned client' }).expect(201);
    await t.http().post('/api/messages').set(coach.auth).send({ receiverId: other.id, content: 'To the other client' }).expect(201);
    await assign(entryId, assigned.clientId, {}, coach.auth).expect(200);

    const conversations = await t.http().get('/api/messages/conversations').set(staff.auth).expect(200);
    expect(conversations.body.map((row: { clientId: string }) => row.clientId)).toEqual([assigned.clientId]);
    expect((await t.http().get('/api/messages/conversations').query({ search: 'Unassigned' }).set(staff.auth).expect(200)).body).toEqual([]);
    expect((await t.http().get('/api/messages').query({ withUser: assigned.clientId }).set(staff.auth).expect(200)).body).toHaveLength(1);
    await t.http().get('/api/messages').query({ withUser: other.id }).set(staff.auth).expect(404);
    await t.http().post('/api/messages').set(staff.auth).send({ receiverId: other.id, content: 'Not mine' }).expect(404);
    await t.http().post('/api/messages').set(staff.auth).send({ receiverId: assigned.clientId, content: 'Mine' }).expect(201);

    const inbox = await t.http().get('/api/dashboard/messages').set(staff.auth).expect(200);
    expect(JSON.stringify(inbox.body)).not.toContain(other.id);
    const activity = await t.http().get('/api/dashboard/activity').set(staff.auth).expect(200);
    expect(activity.body.map((item: { clientId: string }) => item.clientId).filter((id: string) => id !== assigned.clientId)).toEqual([]);
    expect(activity.body.length).toBeGreaterThan(0);
  });

  it("narrows meetings to the assigned clients' and the business's group sessions", async () => {
    const { coach, assigned, other, staff, entryId } = await world(['schedule_sessions', 'view_clients']);
    const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    const meeting = (clientId: string, title: string) =>
      t
        .http()
        .post('/api/meetings')
        .set(coach.auth)
        .send({
          clientId,
          title,
          description: '',
          meetingType: 'video',
          scheduledAt: at(48),
          duration: 60,
          location: '',
          meetingUrl: 'https://meet.example.com/abc',
        })
        .expect(201)
        .then((response) => response.body.id as string);
    const mine = await meeting(assigned.clientId, 'Assigned check-in');
    const theirs = await meeting(other.id, 'Other check-in');
    const group = (await createGroupSession(t, coach, { description: '', maxParticipants: 12, price: undefined })).id;
    await assign(entryId, assigned.clientId, {}, coach.auth).expect(200);

    const listed = await t.http().get('/api/meetings').set(staff.auth).expect(200);
    expect(listed.body.map((row: { id: string }) => row.id).sort()).toEqual([mine, group].sort());
    await t.http().get(`/api/meetings/${theirs}`).set(staff.auth).expect(404);
    await t.http().patch(`/api/meetings/${theirs}`).set(staff.auth).send({ title: 'Moved' }).expect(404);
    await t.http().get(`/api/meetings/${mine}`).set(staff.auth).expect(200);
    await t
      .http()
      .post('/api/meetings')
      .set(staff.auth)
      .send({ clientId: other.id, title: 'Not mine', description: '', meetingType: 'video', scheduledAt: at(50), duration: 60, location: '', meetingUrl: '' })
      .expect(404);
    expect((await t.http().get('/api/meetings').set(coach.auth).expect(200)).body).toHaveLength(3);
  });
});
