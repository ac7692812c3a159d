import { SUPPORT_MESSAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUserWithRole, eventually, registerUser, type SignedInUser } from '../../../test/factories';
import { createClientUser, createStaff } from '../../../test/client-factories';

const ZERO = '00000000-0000-4000-8000-000000000000';
const ticket = { subject: 'Clients cannot see workouts', message: 'Since this morning the list is empty.', category: 'technical' };

describe('support tickets', () => {
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp({ withWorkers: true });
    admin = await createUserWithRole(t, 'admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  const open = async (coach: SignedInUser, body: object = ticket) => (await t.http().post('/api/support/tickets').set(coach.auth).send(body).expect(201)).body;

  it('lets a coach open a ticket with subject, message and category, and refuses each missing or bad field with its message', async () => {
    const coach = await registerUser(t);
    const created = await open(coach);
    expect(created).toMatchObject({ subject: ticket.subject, category: 'technical', status: 'open', closedAt: null });
    expect(created.messages).toEqual([expect.objectContaining({ side: 'requester', body: ticket.message, author: expect.objectContaining({ id: coach.id }) })]);

    const cases: [object, string][] = [
      [{ ...ticket, subject: '  ' }, SUPPORT_MESSAGES.subjectRequired],
      [{ ...ticket, subject: 'x'.repeat(201) }, SUPPORT_MESSAGES.subjectTooLong],
      [{ ...ticket, message: '' }, SUPPORT_MESSAGES.messageRequired],
      [{ ...ticket, message: 'x'.repeat(5001) }, SUPPORT_MESSAGES.messageTooLong],
      [{ ...ticket, category: '' }, SUPPORT_MESSAGES.categoryRequired],
      [{ ...ticket, category: 'urgent' }, SUPPORT_MESSAGES.categoryInvalid],
    ];
    for (const [body, message] of cases) {
      const refused = await t.http().post('/api/support/tickets').set(coach.auth).send(body).expect(400);
      expect(refused.body.message).toBe(message);
    }
    const events = await t.sql(`select name from outbox_events where payload->>'ticketId' = $1 order by name`, [created.id]);
    expect(events.map((row) => row.name)).toEqual(['support_ticket_opened', 'support_ticket_replied']);
  });

  it('keeps each business to its own tickets: another business gets 404, staff, clients and anonymous callers are refused', async () => {
    const coach = await registerUser(t);
    const other = await registerUser(t);
    const mine = await open(coach);
    await open(other, { ...ticket, subject: 'Other business' });

    const list = await t.http().get('/api/support/tickets').set(coach.auth).expect(200);
    expect(list.body.map((row: { id: string }) => row.id)).toEqual([mine.id]);
    expect(list.headers['x-total-count']).toBe('1');
    expect((await t.http().get(`/api/support/tickets/${mine.id}`).set(other.auth).expect(404)).body.message).toBe(SUPPORT_MESSAGES.ticketNotFound);
    await t.http().post(`/api/support/tickets/${mine.id}/replies`).set(other.auth).send({ message: 'Hijack' }).expect(404);
    await t.http().get(`/api/support/tickets/not-a-uuid`).set(coach.auth).expect(404);
    await t.http().get(`/api/support/tickets/${ZERO}`).set(coach.auth).expect(404);

    const staff = await createStaff(t, coach, ['view_clients', 'support_tickets']);
    const client = await createClientUser(t, coach);
    for (const who of [staff, client, admin]) await t.http().get('/api/support/tickets').set(who.auth).expect(403);
    await t.http().get('/api/support/tickets').expect(401);
    await t.http().get(`/api/support/tickets/${mine.id}`).expect(401);
    expect(
      (await t.sql('select count(*)::int as n from support_ticket_messages m join support_tickets s on s.id = m.ticket_id where s.id = $1', [mine.id]))[0].n,
    ).toBe(1);
  });

  it('lets the owner of a suspended business (an admin’s suspension or the payment grace period’s) still write to support, and nothing else', async () => {
    for (const suspend of [
      `update users set suspended_at = now(), suspended_reason = 'Chargebacks' where id = $1`,
      `update users set subscription_status = 'suspended' where id = $1`,
    ]) {
      const coach = await registerUser(t);
      const before = await open(coach);
      await t.sql(suspend, [coach.id]);
      const opened = await open(coach, { ...ticket, subject: 'Why was I suspended?' });
      await t.http().post(`/api/support/tickets/${before.id}/replies`).set(coach.auth).send({ message: 'Any news?' }).expect(201);
      expect((await t.http().get('/api/support/tickets').set(coach.auth).expect(200)).body.map((row: { id: string }) => row.id)).toEqual(
        expect.arrayContaining([opened.id, before.id]),
      );
      await t.http().get(`/api/support/tickets/${opened.id}`).set(coach.auth).expect(200);
      // Everything else stays locked, and the business's staff do not get in through support.
      await t.http().get('/api/clients').set(coach.auth).expect(403);
    }
  });

  it('lets an admin find, answer, assign and close a ticket; the coach reads the answer in the app and by e-mail', async () => {
    const coach = await registerUser(t, { businessName: 'Peak Fitness' });
    const created = await open(coach);
    const otherAdmin = await createUserWithRole(t, 'admin');

    const found = await t.http().get('/api/admin/support/tickets').query({ search: 'peak fitness', status: 'open' }).set(admin.auth).expect(200);
    expect(found.body).toEqual([
      expect.objectContaining({
        id: created.id,
        status: 'open',
        assignee: null,
        business: expect.objectContaining({ id: coach.id, businessName: 'Peak Fitness' }),
      }),
    ]);
    expect((await t.http().get('/api/admin/support/tickets').query({ status: 'nope' }).set(admin.auth).expect(400)).body.message).toBe(
      'status must be all, open, answered or closed',
    );

    const answered = await t
      .http()
      .post(`/api/admin/support/tickets/${created.id}/replies`)
      .set(admin.auth)
      .send({ message: 'Fixed: please reload.' })
      .expect(201);
    expect(answered.body.status).toBe('answered');
    expect(answered.body.messages.map((m: { side: string; body: string }) => [m.side, m.body])).toEqual([
      ['requester', ticket.message],
      ['support', 'Fixed: please reload.'],
    ]);
    expect((await t.http().post(`/api/admin/support/tickets/${created.id}/replies`).set(admin.auth).send({ message: ' ' }).expect(400)).body.message).toBe(
      SUPPORT_MESSAGES.messageRequired,
    );

    // The coach sees the answer in the app…
    const seen = await t.http().get(`/api/support/tickets/${created.id}`).set(coach.auth).expect(200);
    expect(seen.body.status).toBe('answered');
    expect(seen.body.messages[1]).toMatchObject({ side: 'support', body: 'Fixed: please reload.', author: { id: admin.id } });
    // …and by e-mail, through the outbox.
    const mail = await eventually(async () => {
      const rows = await t.sql(`select subject, text_body, status from email_outbox where to_address = $1 and dedupe_key like 'support-reply:%'`, [
        coach.email,
      ]);
      return rows[0]?.status === 'stored' ? rows[0] : null;
    });
    expect(mail.subject).toBe(`Re: ${ticket.subject}`);
    expect(mail.text_body).toContain('Fixed: please reload.');

    // A follow-up puts it back in the queue.
    const followUp = await t.http().post(`/api/support/tickets/${created.id}/replies`).set(coach.auth).send({ message: 'Still empty on Android.' }).expect(201);
    expect(followUp.body.status).toBe('open');

    const assigned = await t.http().post(`/api/admin/support/tickets/${created.id}/assign`).set(admin.auth).send({ assigneeId: otherAdmin.id }).expect(200);
    expect(assigned.body.assignee).toMatchObject({ id: otherAdmin.id });
    const mineOnly = await t.http().get('/api/admin/support/tickets').query({ assignee: 'me' }).set(otherAdmin.auth).expect(200);
    expect(mineOnly.body.map((row: { id: string }) => row.id)).toContain(created.id);
    const notAdmin = await t.http().post(`/api/admin/support/tickets/${created.id}/assign`).set(admin.auth).send({ assigneeId: coach.id }).expect(400);
    expect(notAdmin.body.message).toBe(SUPPORT_MESSAGES.assigneeNotAdmin);
    await t.http().post(`/api/admin/support/tickets/${created.id}/assign`).set(admin.auth).send({ assigneeId: ZERO }).expect(400);
    const unassigned = await t.http().post(`/api/admin/support/tickets/${created.id}/assign`).set(admin.auth).send({ assigneeId: null }).expect(200);
    expect(unassigned.body.assignee).toBeNull();

    const closed = await t.http().post(`/api/admin/support/tickets/${created.id}/close`).set(admin.auth).expect(200);
    expect(closed.body).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    expect((await t.http().post(`/api/admin/support/tickets/${created.id}/close`).set(admin.auth).expect(409)).body.message).toBe(
      SUPPORT_MESSAGES.alreadyClosed,
    );
    expect((await t.http().post(`/api/support/tickets/${created.id}/replies`).set(coach.auth).send({ message: 'Hello?' }).expect(409)).body.message).toBe(
      SUPPORT_MESSAGES.ticketIsClosed,
    );
    await t.http().post(`/api/admin/support/tickets/${created.id}/replies`).set(admin.auth).send({ message: 'Late' }).expect(409);
    await eventually(async () => {
      const rows = await t.sql(`select status from email_outbox where dedupe_key = $1`, [`support-closed:${created.id}`]);
      return rows[0]?.status === 'stored';
    });

    const audit = (await t.http().get('/api/admin/audit-log').query({ targetId: created.id }).set(admin.auth).expect(200)).body;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['support_ticket_closed', 'support_ticket_assigned', 'support_ticket_assigned']);
    expect(audit[2]).toMatchObject({ actorId: admin.id, targetType: 'support_ticket', businessId: coach.id, reason: `Assigned to ${otherAdmin.id}` });
    expect(audit[0].targetLabel).toContain(coach.email);
  });

  it('closes once when two admins close at the same moment, and a reply racing a close never lands after it', async () => {
    const coach = await registerUser(t);
    const created = await open(coach);
    const other = await createUserWithRole(t, 'admin');
    const closes = await Promise.all([admin, other].map((who) => t.http().post(`/api/admin/support/tickets/${created.id}/close`).set(who.auth)));
    expect(closes.map((r) => r.status).sort()).toEqual([200, 409]);

    for (let round = 0; round < 3; round++) {
      const next = await open(coach);
      const [reply, close] = await Promise.all([
        t
          .http()
          .post(`/api/support/tickets/${next.id}/replies`)
          .set(coach.auth)
          .send({ message: `Race ${round}` }),
        t.http().post(`/api/admin/support/tickets/${next.id}/close`).set(admin.auth),
      ]);
      expect(close.status).toBe(200);
      expect([201, 409]).toContain(reply.status);
      const [row] = await t.sql(
        `select count(*) filter (where m.created_at > s.closed_at)::int as after_close, count(*)::int as total from support_ticket_messages m join support_tickets s on s.id = m.ticket_id where s.id = $1`,
        [next.id],
      );
      expect(row.after_close).toBe(0);
      expect(row.total).toBe(reply.status === 201 ? 2 : 1);
    }
  });

  it('counts tickets for the Support section and answers 403 to non-admins on every admin route', async () => {
    const coach = await registerUser(t);
    const before = (await t.http().get('/api/admin/support/tickets/counts').set(admin.auth).expect(200)).body;
    await open(coach);
    const after = (await t.http().get('/api/admin/support/tickets/counts').set(admin.auth).expect(200)).body;
    expect(after.open - before.open).toBe(1);
    expect(after.unassigned - before.unassigned).toBe(1);

    const routes: [string, string, object?][] = [
      ['get', '/api/admin/support/tickets'],
      ['get', '/api/admin/support/tickets/counts'],
      ['get', `/api/admin/support/tickets/${ZERO}`],
      ['post', `/api/admin/support/tickets/${ZERO}/replies`, { message: 'x' }],
      ['post', `/api/admin/support/tickets/${ZERO}/assign`, { assigneeId: null }],
      ['post', `/api/admin/support/tickets/${ZERO}/close`],
    ];
    for (const [method, path, body] of routes) {
      const call = (auth?: Record<string, string>) => {
        const request = (t.http() as unknown as Record<string, (p: string) => ReturnType<ReturnType<TestApp['http']>['get']>>)[method](path);
        if (auth) request.set(auth);
        return body ? request.send(body) : request;
      };
      expect([path, (await call(coach.auth)).status]).toEqual([path, 403]);
      expect([path, (await call()).status]).toEqual([path, 401]);
    }
    await t.http().get(`/api/admin/support/tickets/${ZERO}`).set(admin.auth).expect(404);
  });
});
