import { CLIENT_MESSAGES, MEETING_MESSAGES, SCHEDULING_MESSAGES } from '@coachcore/domain';
import { createClient, createClientUser, createStaff } from '../../../test/client-factories';
import { eventually, registerUser, type SignedInUser } from '../../../test/factories';
import { createGroupSession } from '../../../test/meeting-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describe('group sessions: seats and waitlist (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  let clients: (SignedInUser & { clientId: string })[];

  const session = (overrides: Record<string, unknown> = {}) => createGroupSession(t, coach, overrides);
  const join = (user: SignedInUser, meetingId: string, body?: Record<string, unknown>) => {
    const request = t.http().post(`/api/meetings/${meetingId}/participants`).set(user.auth);
    return body ? request.send(body) : request;
  };
  const leave = (user: SignedInUser, meetingId: string, participantId: string) =>
    t.http().delete(`/api/meetings/${meetingId}/participants/${participantId}`).set(user.auth);
  const meeting = async (id: string) => (await t.http().get(`/api/meetings/${id}`).set(coach.auth).expect(200)).body;
  const groupSessionsOf = async (user: SignedInUser) => (await t.http().get('/api/client/group-sessions').set(user.auth).expect(200)).body;

  beforeAll(async () => {
    t = await createTestApp({ withWorkers: true });
    coach = await registerUser(t);
    clients = [];
    for (let i = 0; i < 4; i++) clients.push(await createClientUser(t, coach));
  });
  afterAll(() => t?.close());

  it('a client joins with no body: registered, the price recorded with payment pending, one seat taken', async () => {
    const { id } = await session();
    const joined = await join(clients[0]!, id).expect(201);
    expect(joined.body).toEqual({
      id: expect.any(String),
      meetingId: id,
      participantId: clients[0]!.clientId,
      participantName: 'Casey Client',
      participantType: 'client',
      status: 'registered',
      price: 20,
      paymentStatus: 'pending',
      joinedAt: expect.any(String),
      leftAt: null,
      waitlistedAt: null,
    });
    expect((await meeting(id)).currentParticipants).toBe(1);
    expect((await join(clients[0]!, id).expect(409)).body.message).toBe(SCHEDULING_MESSAGES.alreadyRegistered);
    const [event] = await t.sql<{ payload: Record<string, unknown> }>(
      `select payload from outbox_events where name = 'meeting_participant_joined' and payload->>'meetingId' = $1`,
      [id],
    );
    expect(event!.payload).toEqual({
      businessId: coach.id,
      meetingId: id,
      clientId: clients[0]!.clientId,
      participantId: joined.body.id,
      status: 'registered',
    });
  });

  it('a full session answers 409 unless the client asks for the waitlist; a freed seat goes to the first waiting, who is e-mailed', async () => {
    const { id } = await session();
    const [a, b, c, d] = clients as [
      SignedInUser & { clientId: string },
      SignedInUser & { clientId: string },
      SignedInUser & { clientId: string },
      SignedInUser & { clientId: string },
    ];
    const seatA = (await join(a, id).expect(201)).body;
    await join(b, id).expect(201);
    expect((await join(c, id).expect(409)).body.message).toBe(SCHEDULING_MESSAGES.sessionFull);
    const waitC = await join(c, id, { waitlist: true }).expect(201);
    expect(waitC.body).toEqual(expect.objectContaining({ status: 'waitlisted', price: null, paymentStatus: null, waitlistedAt: expect.any(String) }));
    await join(d, id, { waitlist: true }).expect(201);
    expect((await join(d, id, { waitlist: true }).expect(409)).body.message).toBe(SCHEDULING_MESSAGES.alreadyWaitlisted);

    type Seen = { id: string; participantId: string; participantStatus: string; waitlistPosition: number | null; seatsLeft: number };
    const seen = (list: Seen[]) => list.find((s) => s.id === id)!;
    expect(seen(await groupSessionsOf(c))).toEqual(expect.objectContaining({ participantStatus: 'waitlisted', waitlistPosition: 1, seatsLeft: 0 }));
    expect(seen(await groupSessionsOf(d))).toEqual(expect.objectContaining({ participantStatus: 'waitlisted', waitlistPosition: 2 }));

    // A leaves: C (first on the waitlist) gets the seat at once, with the price; D moves up.
    await leave(a, id, seatA.id).expect(204);
    expect(seen(await groupSessionsOf(c))).toEqual(expect.objectContaining({ participantStatus: 'registered', waitlistPosition: null }));
    expect(seen(await groupSessionsOf(d))).toEqual(expect.objectContaining({ participantStatus: 'waitlisted', waitlistPosition: 1 }));
    expect((await meeting(id)).currentParticipants).toBe(2);
    const participants = (await t.http().get(`/api/meetings/${id}/participants`).set(coach.auth).expect(200)).body as {
      participantId: string;
      status: string;
      price: number | null;
      paymentStatus: string | null;
    }[];
    expect(participants.find((p) => p.participantId === c.clientId)).toEqual(
      expect.objectContaining({ status: 'registered', price: 20, paymentStatus: 'pending' }),
    );
    expect(participants.find((p) => p.participantId === a.clientId)).toEqual(expect.objectContaining({ status: 'left' }));

    const [promoted] = await t.sql<{ payload: { emailKey: string; participantId: string } }>(
      `select payload from outbox_events where name = 'meeting_waitlist_promoted' and payload->>'meetingId' = $1`,
      [id],
    );
    expect(promoted!.payload).toEqual(expect.objectContaining({ businessId: coach.id, meetingId: id, clientId: c.clientId, participantId: waitC.body.id }));
    const email = await eventually(async () => {
      const [row] = await t.sql<{ to_address: string; subject: string; status: string }>(
        `select to_address, subject, status from email_outbox where dedupe_key = $1`,
        [promoted!.payload.emailKey],
      );
      return row?.status === 'stored' ? row : null;
    });
    expect(email).toEqual({ to_address: c.email, subject: "You're in: Saturday HIIT", status: 'stored' });

    // Leaving the waitlist frees nothing and promotes nobody.
    const waitD = seen(await groupSessionsOf(d));
    await leave(d, id, waitD.participantId).expect(204);
    expect((await meeting(id)).currentParticipants).toBe(2);
    // A can come back — to the waitlist, as the session is full again.
    expect((await join(a, id).expect(409)).body.message).toBe(SCHEDULING_MESSAGES.sessionFull);
    expect((await join(a, id, { waitlist: true }).expect(201)).body.status).toBe('waitlisted');
  });

  it('of 20 clients joining the last free seat at once, exactly one gets it; the others get 409', async () => {
    const { id } = await session({ maxParticipants: 2, price: null });
    await join(clients[0]!, id).expect(201);
    // Made one after another: the race under test is what follows, not 20 sign-ups at once.
    const people: Awaited<ReturnType<typeof createClientUser>>[] = [];
    for (let i = 0; i < 20; i++) people.push(await createClientUser(t, coach));
    const responses = await Promise.all(people.map((person) => join(person, id)));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = responses.filter((r) => r.status === 409);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.body.message).toBe(SCHEDULING_MESSAGES.sessionFull);
    expect((await meeting(id)).currentParticipants).toBe(2);
    const [{ seated }] = (await t.sql<{ seated: number }>(
      `select count(*)::int as seated from meeting_participants where meeting_id = $1 and status = 'registered'`,
      [id],
    )) as [{ seated: number }];
    expect(seated).toBe(2);
  });

  it('the same client joining twice at once gets one seat', async () => {
    const { id } = await session({ maxParticipants: 5 });
    const responses = await Promise.all(Array.from({ length: 5 }, () => join(clients[1]!, id)));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of responses.filter((r) => r.status !== 201)) expect(r.status).toBe(409);
    expect((await meeting(id)).currentParticipants).toBe(1);
  });

  it('the business adds a client by clientId and removes anyone; a client only themselves', async () => {
    const { id } = await session({ maxParticipants: 3, price: 0 });
    const added = await t.http().post(`/api/meetings/${id}/participants`).set(coach.auth).send({ clientId: clients[2]!.clientId }).expect(201);
    expect(added.body).toEqual(expect.objectContaining({ status: 'registered', price: null, paymentStatus: null }));
    expect((await t.http().post(`/api/meetings/${id}/participants`).set(coach.auth).send({}).expect(400)).body.message).toBe(
      SCHEDULING_MESSAGES.clientIdRequired,
    );
    const noUser = await createClient(t, coach);
    await t.http().post(`/api/meetings/${id}/participants`).set(coach.auth).send({ clientId: noUser.id }).expect(201);
    // A client names only themselves.
    expect((await join(clients[3]!, id, { clientId: clients[2]!.clientId }).expect(400)).body.message).toBe(SCHEDULING_MESSAGES.clientJoinsSelf);
    // Another's row is not there for a client.
    expect((await leave(clients[3]!, id, added.body.id).expect(404)).body.message).toBe(SCHEDULING_MESSAGES.participantNotFound);
    await t.http().get(`/api/meetings/${id}/participants`).set(clients[3]!.auth).expect(403);
    // The business removes them; twice is 404.
    await leave(coach, id, added.body.id).expect(204);
    await leave(coach, id, added.body.id).expect(404);
    const staff = await createStaff(t, coach, ['schedule_sessions']);
    await t.http().post(`/api/meetings/${id}/participants`).set(staff.auth).send({ clientId: clients[2]!.clientId }).expect(201);
    const noPermission = await createStaff(t, coach, ['manage_clients']);
    await t.http().post(`/api/meetings/${id}/participants`).set(noPermission.auth).send({ clientId: clients[3]!.clientId }).expect(403);
  });

  it('only a scheduled, future group session takes people', async () => {
    const oneOnOne = await t
      .http()
      .post('/api/meetings')
      .set(coach.auth)
      .send({ clientId: clients[0]!.clientId, title: 'Review', meetingType: 'phone', scheduledAt: inHours(30), duration: 30 })
      .expect(201);
    expect(
      (await t.http().post(`/api/meetings/${oneOnOne.body.id}/participants`).set(coach.auth).send({ clientId: clients[1]!.clientId }).expect(409)).body.message,
    ).toBe(SCHEDULING_MESSAGES.notGroupSession);
    // To another client, someone else's one-on-one does not exist.
    expect((await join(clients[1]!, oneOnOne.body.id).expect(404)).body.message).toBe(MEETING_MESSAGES.notFound);
    const cancelled = await session();
    await t.http().post(`/api/meetings/${cancelled.id}/cancel`).set(coach.auth).expect(200);
    expect((await join(clients[1]!, cancelled.id).expect(409)).body.message).toBe(SCHEDULING_MESSAGES.sessionClosed);
  });

  it('keeps businesses apart: another business’s sessions and clients are 404', async () => {
    const { id } = await session();
    const strangerCoach = await registerUser(t);
    const stranger = await createClientUser(t, strangerCoach);
    await join(stranger, id).expect(404);
    await t.http().post(`/api/meetings/${id}/participants`).set(strangerCoach.auth).send({ clientId: stranger.clientId }).expect(404);
    expect((await t.http().post(`/api/meetings/${id}/participants`).set(coach.auth).send({ clientId: stranger.clientId }).expect(404)).body.message).toBe(
      CLIENT_MESSAGES.notFound,
    );
    const seat = (await join(clients[0]!, id).expect(201)).body;
    await leave(strangerCoach, id, seat.id).expect(404);
    await t.http().get(`/api/meetings/${id}/participants`).set(strangerCoach.auth).expect(404);
    expect((await groupSessionsOf(stranger)).map((s: { id: string }) => s.id)).not.toContain(id);
  });

  it('GET /api/client/meetings lists the sessions the client joined or waits for, not the others', async () => {
    const joined = await session({ title: 'Joined one' });
    const notJoined = await session({ title: 'Not joined' });
    await join(clients[3]!, joined.id).expect(201);
    const mine = (await t.http().get('/api/client/meetings').query({ timeframe: 'upcoming' }).set(clients[3]!.auth).expect(200)).body as {
      id: string;
      participantStatus: string;
    }[];
    expect(mine.map((m) => m.id)).toContain(joined.id);
    expect(mine.map((m) => m.id)).not.toContain(notJoined.id);
    expect(mine.find((m) => m.id === joined.id)!.participantStatus).toBe('registered');
  });
});
