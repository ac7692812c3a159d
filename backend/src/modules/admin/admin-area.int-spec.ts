import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { ADMIN_AREA_MESSAGES, GOAL_CATEGORIES, TEST_CARDS } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUserWithRole, eventually, registerUser, uniqueEmail, type SignedInUser } from '../../../test/factories';
import { TEST_WEBHOOK_SECRET } from '../../../test/payment-factories';
import { createClient, createClientUser, createStaff } from '../../../test/client-factories';
import { clientFormAndOnboardingFiles } from '../../../test/form-file-factories';
import { connectSocket, listening, nextEvent } from '../../../test/sockets';
import { QUEUE_NAMES } from '../../infra/queues/queue-registry';
import { SAMPLE_FILES } from '../../infra/storage/testing/sample-files';
import backendPackage from '../../../package.json';

type Route = [method: 'get' | 'post' | 'delete', path: string, body?: object];

const ZERO = '00000000-0000-4000-8000-000000000000';
/** Every route of the admin area beyond the profile (admin-profile.int-spec.ts). */
const ADMIN_ROUTES: Route[] = [
  ['get', '/api/admin/analytics'],
  ['get', '/api/admin/businesses'],
  ['post', `/api/admin/businesses/${ZERO}/suspend`, { reason: 'Fraud' }],
  ['post', `/api/admin/businesses/${ZERO}/reactivate`],
  ['get', '/api/admin/clients'],
  ['delete', `/api/admin/clients/${ZERO}`],
  ['get', '/api/admin/users'],
  ['post', `/api/admin/users/${ZERO}/disable`],
  ['post', `/api/admin/users/${ZERO}/enable`],
  ['post', `/api/admin/users/${ZERO}/sign-out`],
  ['get', '/api/admin/audit-log'],
  ['get', '/api/admin/system'],
];

describe('the platform admin area', () => {
  let t: TestApp;
  let admin: SignedInUser;
  const sockets: Socket[] = [];

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachcore-admin-'));

  beforeAll(async () => {
    t = await createTestApp({ withWorkers: true, env: { DATA_DIR: dataDir, STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET } });
    admin = await createUserWithRole(t, 'admin');
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = ([method, path, body]: Route, auth?: Record<string, string>) => {
    const request = t.http()[method](path);
    if (auth) request.set(auth);
    return body ? request.send(body) : request;
  };
  const auditOf = async (targetId: string) => (await t.http().get('/api/admin/audit-log').query({ targetId }).set(admin.auth).expect(200)).body;

  it('answers 403 to a coach, a staff member and a client user on every route, and 401 to anonymous callers', async () => {
    const coach = await registerUser(t);
    const staff = await createStaff(t, coach, ['view_clients', 'client_management']);
    const client = await createClientUser(t, coach);
    for (const route of ADMIN_ROUTES) {
      for (const who of [coach, staff, client]) {
        const response = await call(route, who.auth);
        expect([route[1], who.email, response.status]).toEqual([route[1], who.email, 403]);
      }
      expect((await call(route)).status).toBe(401);
    }
  });

  it('computes the overview from the database', async () => {
    const before = (await t.http().get('/api/admin/analytics').set(admin.auth).expect(200)).body;
    const coach = await registerUser(t);
    const other = await registerUser(t);
    await createClient(t, coach);
    const inactive = await createClient(t, coach);
    await t.http().post(`/api/clients/${inactive.id}/deactivate`).set(coach.auth).expect(200);
    await t.http().post(`/api/admin/businesses/${other.id}/suspend`).set(admin.auth).send({ reason: 'Unpaid invoices' }).expect(200);
    const after = (await t.http().get('/api/admin/analytics').set(admin.auth).expect(200)).body;
    expect(after.businesses.total - before.businesses.total).toBe(2);
    expect(after.businesses.new - before.businesses.new).toBe(2);
    expect(after.businesses.active - before.businesses.active).toBe(1);
    expect(after.businesses.suspended - before.businesses.suspended).toBe(1);
    expect(after.clients.total - before.clients.total).toBe(2);
    expect(after.clients.active - before.clients.active).toBe(1);
    expect(after.clients.inactive - before.clients.inactive).toBe(1);
    // No platform payments in this database: the revenue cards count none (admin-billing.int-spec.ts counts some).
    expect(after.revenue).toEqual({ monthly: 0, failedPayments: 0 });
  });

  it('lists businesses paged, searchable by name and e-mail, filtered by status, with no plan for Free', async () => {
    const tag = uniqueEmail('biz').split('@')[0];
    const active = await registerUser(t, { email: `${tag}-a@example.com`, businessName: `Studio ${tag}` });
    const suspended = await registerUser(t, { email: `${tag}-s@example.com` });
    const canceled = await registerUser(t, { email: `${tag}-c@example.com` });
    await t.sql(`update users set subscription_status = 'canceled', subscription_plan = 'Pro' where id = $1`, [canceled.id]);
    await t.http().post(`/api/admin/businesses/${suspended.id}/suspend`).set(admin.auth).send({ reason: 'Chargebacks' }).expect(200);

    const all = await t.http().get('/api/admin/businesses').query({ search: tag }).set(admin.auth).expect(200);
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.body.map((b: { id: string }) => b.id)).toEqual([canceled.id, suspended.id, active.id]);
    expect(all.body[2]).toMatchObject({ email: active.email, subscriptionStatus: 'active', subscriptionPlan: null, businessName: `Studio ${tag}` });
    expect(all.body[1]).toMatchObject({ subscriptionStatus: 'suspended', suspendedReason: 'Chargebacks' });
    expect(all.body[0]).toMatchObject({ subscriptionStatus: 'canceled', subscriptionPlan: 'Pro' });

    const byStatus = async (status: string) =>
      (await t.http().get('/api/admin/businesses').query({ search: tag, status }).set(admin.auth).expect(200)).body.map((b: { id: string }) => b.id);
    expect(await byStatus('active')).toEqual([active.id]);
    expect(await byStatus('suspended')).toEqual([suspended.id]);
    expect(await byStatus('canceled')).toEqual([canceled.id]);
    expect(await byStatus('all')).toHaveLength(3);
    const byName = await t
      .http()
      .get('/api/admin/businesses')
      .query({ search: `studio ${tag}` })
      .set(admin.auth)
      .expect(200);
    expect(byName.body.map((b: { id: string }) => b.id)).toEqual([active.id]);
    const paged = await t.http().get('/api/admin/businesses').query({ search: tag, limit: 2, page: 2 }).set(admin.auth).expect(200);
    expect(paged.body.map((b: { id: string }) => b.id)).toEqual([active.id]);
    expect(paged.headers['x-total-count']).toBe('3');
    const bad = await t.http().get('/api/admin/businesses').query({ status: 'gone' }).set(admin.auth).expect(400);
    expect(bad.body.message).toBe('status must be all, active, suspended, canceled or past_due');
    // Other accounts are not businesses.
    expect((await t.http().get('/api/admin/businesses').query({ search: admin.email }).set(admin.auth).expect(200)).body).toEqual([]);
  });

  it('locks a suspended business out at once (owner, staff, clients, sockets) and lets it back in on reactivation', async () => {
    const coach = await registerUser(t);
    const staff = await createStaff(t, coach, ['view_clients']);
    const client = await createClientUser(t, coach);
    const bystander = await registerUser(t);
    const url = await listening(t);
    const coachSocket = await connectSocket(url, { token: coach.token });
    const clientSocket = await connectSocket(url, { token: client.token });
    sockets.push(coachSocket, clientSocket);
    const coachDropped = nextEvent<string>(coachSocket, 'disconnect');
    const clientDropped = nextEvent<string>(clientSocket, 'disconnect');

    const blank = await t.http().post(`/api/admin/businesses/${coach.id}/suspend`).set(admin.auth).send({ reason: '  ' }).expect(400);
    expect(blank.body.message).toBe(ADMIN_AREA_MESSAGES.reasonRequired);
    const long = await t
      .http()
      .post(`/api/admin/businesses/${coach.id}/suspend`)
      .set(admin.auth)
      .send({ reason: 'x'.repeat(501) })
      .expect(400);
    expect(long.body.message).toBe(ADMIN_AREA_MESSAGES.reasonTooLong);

    const suspended = await t.http().post(`/api/admin/businesses/${coach.id}/suspend`).set(admin.auth).send({ reason: 'Terms violation' }).expect(200);
    expect(suspended.body).toMatchObject({ id: coach.id, subscriptionStatus: 'suspended', suspendedReason: 'Terms violation' });

    const owner = await t.http().get('/api/clients').set(coach.auth).expect(403);
    expect(owner.body.message).toBe(ADMIN_AREA_MESSAGES.ownerSuspended('Terms violation'));
    expect((await t.http().get('/api/clients').set(staff.auth).expect(403)).body.message).toBe(ADMIN_AREA_MESSAGES.memberSuspended);
    expect((await t.http().get('/api/client/goals').set(client.auth).expect(403)).body.message).toBe(ADMIN_AREA_MESSAGES.memberSuspended);
    // They can still see who they are and sign out; another business is untouched.
    await t.http().get('/api/auth/me').set(coach.auth).expect(200);
    await t.http().get('/api/clients').set(bystander.auth).expect(200);
    expect(await coachDropped).toBe('io server disconnect');
    expect(await clientDropped).toBe('io server disconnect');
    await expect(connectSocket(url, { token: coach.token })).rejects.toThrow(ADMIN_AREA_MESSAGES.ownerSuspended('Terms violation'));

    const again = await t.http().post(`/api/admin/businesses/${coach.id}/suspend`).set(admin.auth).send({ reason: 'Twice' }).expect(409);
    expect(again.body.message).toBe(ADMIN_AREA_MESSAGES.alreadySuspended);

    const reactivated = await t.http().post(`/api/admin/businesses/${coach.id}/reactivate`).set(admin.auth).expect(200);
    expect(reactivated.body).toMatchObject({ subscriptionStatus: 'active', suspendedAt: null, suspendedReason: null });
    await t.http().get('/api/clients').set(coach.auth).expect(200);
    await t.http().get('/api/clients').set(staff.auth).expect(200);
    await t.http().get('/api/client/goals').set(client.auth).expect(200);
    sockets.push(await connectSocket(url, { token: coach.token }));
    expect((await t.http().post(`/api/admin/businesses/${coach.id}/reactivate`).set(admin.auth).expect(409)).body.message).toBe(
      ADMIN_AREA_MESSAGES.notSuspended,
    );

    const audit = await auditOf(coach.id);
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['business_reactivated', 'business_suspended']);
    expect(audit[1]).toMatchObject({ actorId: admin.id, actorEmail: admin.email, targetType: 'business', reason: 'Terms violation', businessId: coach.id });
    expect(audit[1].targetLabel).toContain(coach.email);
  });

  it('shows a business suspended by the payment grace period as suspended, and reactivation lifts it', async () => {
    const coach = await registerUser(t);
    await t.sql(`update users set subscription_status = 'suspended' where id = $1`, [coach.id]);
    const listed = await t.http().get('/api/admin/businesses').query({ search: coach.email, status: 'suspended' }).set(admin.auth).expect(200);
    expect(listed.body).toEqual([expect.objectContaining({ id: coach.id, subscriptionStatus: 'suspended', suspendedReason: null })]);
    const reactivated = await t.http().post(`/api/admin/businesses/${coach.id}/reactivate`).set(admin.auth).expect(200);
    expect(reactivated.body.subscriptionStatus).toBe('active');
    expect(await t.sql('select subscription_status from users where id = $1', [coach.id])).toEqual([{ subscription_status: 'active' }]);
  });

  it('reactivates any business that is not active: a canceled or past-due subscription counts as active again, audited', async () => {
    for (const [stored, shown] of [
      ['canceled', 'canceled'],
      ['past_due', 'past_due'],
    ] as const) {
      const coach = await registerUser(t);
      await t.sql(`update users set subscription_status = $2, subscription_plan = 'pro' where id = $1`, [coach.id, stored]);
      const listed = await t.http().get('/api/admin/businesses').query({ search: coach.email, status: shown }).set(admin.auth).expect(200);
      expect(listed.body).toEqual([expect.objectContaining({ id: coach.id, subscriptionStatus: shown })]);
      const reactivated = await t.http().post(`/api/admin/businesses/${coach.id}/reactivate`).set(admin.auth).expect(200);
      expect(reactivated.body).toMatchObject({ subscriptionStatus: 'active', subscriptionPlan: 'pro' });
      expect((await t.http().post(`/api/admin/businesses/${coach.id}/reactivate`).set(admin.auth).expect(409)).body.message).toBe(
        'This business is already active',
      );
      const audit = await t.sql(`select action from audit_log where target_id = $1`, [coach.id]);
      expect(audit).toEqual([{ action: 'business_reactivated' }]);
    }
  });

  it('suspends once when two admins suspend at the same moment', async () => {
    const coach = await registerUser(t);
    const other = await createUserWithRole(t, 'admin');
    const answers = await Promise.all(
      [admin, other].map((who) =>
        t
          .http()
          .post(`/api/admin/businesses/${coach.id}/suspend`)
          .set(who.auth)
          .send({ reason: `By ${who.email}` }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await auditOf(coach.id)).toHaveLength(1);
  });

  it('answers 404 for a business that does not exist or is not a business', async () => {
    const clientUser = await registerUser(t, { role: 'client' });
    for (const id of [ZERO, clientUser.id, admin.id]) {
      const response = await t.http().post(`/api/admin/businesses/${id}/suspend`).set(admin.auth).send({ reason: 'x' }).expect(404);
      expect(response.body.message).toBe(ADMIN_AREA_MESSAGES.businessNotFound);
      await t.http().post(`/api/admin/businesses/${id}/reactivate`).set(admin.auth).expect(404);
    }
    await t.http().post('/api/admin/businesses/not-a-uuid/suspend').set(admin.auth).send({ reason: 'x' }).expect(404);
  });

  it('lists every business’s clients with their coach, searchable and by business', async () => {
    const coach = await registerUser(t, { firstName: 'Coral', lastName: 'Coach' });
    const other = await registerUser(t);
    const tag = uniqueEmail('cl').split('@')[0];
    const mine = await createClient(t, coach, { email: `${tag}-1@example.com`, firstName: 'Zed' });
    const theirs = await createClient(t, other, { email: `${tag}-2@example.com` });
    const all = await t.http().get('/api/admin/clients').query({ search: tag }).set(admin.auth).expect(200);
    expect(all.headers['x-total-count']).toBe('2');
    expect(all.body.map((row: { client: { id: string } }) => row.client.id)).toEqual([theirs.id, mine.id]);
    expect(all.body[1]).toMatchObject({
      client: { id: mine.id, firstName: 'Zed', email: mine.email, isActive: true },
      coach: { id: coach.id, firstName: 'Coral', lastName: 'Coach' },
    });
    const ofCoach = await t.http().get('/api/admin/clients').query({ businessId: coach.id }).set(admin.auth).expect(200);
    expect(ofCoach.body.map((row: { client: { id: string } }) => row.client.id)).toEqual([mine.id]);
    expect((await t.http().get('/api/admin/clients').query({ search: 'zed', businessId: other.id }).set(admin.auth).expect(200)).body).toEqual([]);
    await t.http().get('/api/admin/clients').query({ businessId: 'nope' }).set(admin.auth).expect(400);
  });

  it('pages the clients with the right total on a full page, the last page and a page past the end', async () => {
    const coach = await registerUser(t);
    const created = [];
    for (let i = 0; i < 5; i += 1) created.push(await createClient(t, coach));
    const newestFirst = created.map((client) => client.id).reverse();
    const page = async (number: number) => {
      const answer = await t.http().get('/api/admin/clients').query({ businessId: coach.id, limit: 2, page: number }).set(admin.auth).expect(200);
      return { ids: answer.body.map((row: { client: { id: string } }) => row.client.id), total: answer.headers['x-total-count'] };
    };
    expect(await page(1)).toEqual({ ids: newestFirst.slice(0, 2), total: '5' });
    expect(await page(2)).toEqual({ ids: newestFirst.slice(2, 4), total: '5' });
    expect(await page(3)).toEqual({ ids: newestFirst.slice(4), total: '5' });
    expect(await page(4)).toEqual({ ids: [], total: '5' });
    const none = await t.http().get('/api/admin/clients').query({ search: 'no-such-client-anywhere' }).set(admin.auth).expect(200);
    expect([none.body, none.headers['x-total-count']]).toEqual([[], '0']);
  });

  it('deletes a client of any business with everything that is theirs, and audits it', async () => {
    const coach = await registerUser(t);
    const client = await createClientUser(t, coach);
    await t.http().post('/api/goals').set(coach.auth).send({ clientId: client.clientId, title: 'Run 5k', category: GOAL_CATEGORIES[0] }).expect(201);
    await t
      .http()
      .post(`/api/clients/${client.clientId}/progress-photos`)
      .set(coach.auth)
      .attach('file', SAMPLE_FILES.png, { filename: 'week-1.png', contentType: 'image/png' })
      .expect(201);
    const [{ image_key: photoKey }] = await t.sql<{ image_key: string }>('select image_key from progress_photos where client_id = $1', [client.clientId]);
    // What the client's own erasure removes goes too: form uploads, drawn signatures, onboarding uploads, export ZIPs.
    const formAndOnboardingKeys = await clientFormAndOnboardingFiles(t, coach, client);
    const requested = (await t.http().post('/api/client/data-exports').set(client.auth).expect(201)).body;
    const exportKey = await eventually(async () => {
      const [row] = await t.sql<{ status: string; file_key: string | null }>('select status, file_key from data_exports where id = $1', [requested.id]);
      expect(row?.status).not.toBe('failed');
      return row?.status === 'ready' ? row.file_key : null;
    }, 30_000);
    const keys = [photoKey, exportKey, ...formAndOnboardingKeys];
    const stored = (key: string) => fs.existsSync(path.join(dataDir, 'files', key));
    expect(keys.filter(stored)).toEqual(keys);
    await t.http().delete(`/api/admin/clients/${client.clientId}`).set(admin.auth).expect(204);
    expect(keys.filter(stored)).toEqual([]);
    await t.http().get(`/api/clients/${client.clientId}`).set(coach.auth).expect(404);
    expect(await t.sql('select id from goals where client_id = $1', [client.clientId])).toEqual([]);
    // Their sign-in no longer belongs to the business.
    await t.http().get('/api/client/goals').set(client.auth).expect(403);
    const gone = await t.http().delete(`/api/admin/clients/${client.clientId}`).set(admin.auth).expect(404);
    expect(gone.body.message).toBe(ADMIN_AREA_MESSAGES.clientNotFound);
    const [entry] = await auditOf(client.clientId);
    expect(entry).toMatchObject({ action: 'client_deleted', actorId: admin.id, targetType: 'client', businessId: coach.id });
    expect(entry.targetLabel).toContain(client.email);
  });

  it('disables and enables an account: no sign-in and no session while disabled', async () => {
    const coach = await registerUser(t);
    const second = await t.http().post('/api/auth/login').send({ email: coach.email, password: coach.password }).expect(200);
    const disabled = await t.http().post(`/api/admin/users/${coach.id}/disable`).set(admin.auth).expect(200);
    expect(disabled.body).toMatchObject({ id: coach.id, role: 'business', status: 'disabled' });
    await t.http().get('/api/auth/me').set(coach.auth).expect(401);
    await t.http().get('/api/auth/me').set('Authorization', `Bearer ${second.body.token}`).expect(401);
    const refused = await t.http().post('/api/auth/login').send({ email: coach.email, password: coach.password }).expect(403);
    expect(refused.body.message).toBe(ADMIN_AREA_MESSAGES.accountDisabled);
    // A wrong password learns nothing about the account.
    await t.http().post('/api/auth/login').send({ email: coach.email, password: 'wrong-password' }).expect(401);
    expect((await t.http().post(`/api/admin/users/${coach.id}/disable`).set(admin.auth).expect(409)).body.message).toBe(ADMIN_AREA_MESSAGES.alreadyDisabled);

    const listed = await t.http().get('/api/admin/users').query({ search: coach.email }).set(admin.auth).expect(200);
    expect(listed.body).toEqual([expect.objectContaining({ id: coach.id, status: 'disabled', role: 'business' })]);

    const enabled = await t.http().post(`/api/admin/users/${coach.id}/enable`).set(admin.auth).expect(200);
    expect(enabled.body).toMatchObject({ status: 'active', disabledAt: null });
    await t.http().post('/api/auth/login').send({ email: coach.email, password: coach.password }).expect(200);
    expect((await t.http().post(`/api/admin/users/${coach.id}/enable`).set(admin.auth).expect(409)).body.message).toBe(ADMIN_AREA_MESSAGES.notDisabled);
    expect((await auditOf(coach.id)).map((entry: { action: string }) => entry.action)).toEqual(['user_enabled', 'user_disabled']);
  });

  it('drops a disabled account’s sockets', async () => {
    const coach = await registerUser(t);
    const socket = await connectSocket(await listening(t), { token: coach.token });
    sockets.push(socket);
    const dropped = nextEvent<string>(socket, 'disconnect');
    await t.http().post(`/api/admin/users/${coach.id}/disable`).set(admin.auth).expect(200);
    expect(await dropped).toBe('io server disconnect');
  });

  it('signs an account out everywhere; it may sign in again', async () => {
    const staff = await createUserWithRole(t, 'staff');
    const second = await t.http().post('/api/auth/login').send({ email: staff.email, password: staff.password }).expect(200);
    await t.http().post(`/api/admin/users/${staff.id}/sign-out`).set(admin.auth).expect(200);
    await t.http().get('/api/auth/me').set(staff.auth).expect(401);
    await t.http().get('/api/auth/me').set('Authorization', `Bearer ${second.body.token}`).expect(401);
    await t.http().post('/api/auth/login').send({ email: staff.email, password: staff.password }).expect(200);
    const [entry] = await auditOf(staff.id);
    expect(entry).toMatchObject({ action: 'user_signed_out', actorEmail: admin.email, targetType: 'user' });
  });

  it('refuses an admin’s changes to their own account and unknown accounts', async () => {
    for (const action of ['disable', 'enable', 'sign-out']) {
      expect((await t.http().post(`/api/admin/users/${admin.id}/${action}`).set(admin.auth).expect(400)).body.message).toBe(ADMIN_AREA_MESSAGES.ownAccount);
      expect((await t.http().post(`/api/admin/users/${ZERO}/${action}`).set(admin.auth).expect(404)).body.message).toBe(ADMIN_AREA_MESSAGES.userNotFound);
    }
    await t.http().get('/api/auth/me').set(admin.auth).expect(200);
  });

  it('lists accounts by role with their status', async () => {
    const tag = uniqueEmail('acct').split('@')[0];
    const staff = await createUserWithRole(t, 'staff', `${tag}-staff@example.com`);
    const coach = await registerUser(t, { email: `${tag}-coach@example.com` });
    const both = await t.http().get('/api/admin/users').query({ search: tag }).set(admin.auth).expect(200);
    expect(both.body.map((u: { id: string }) => u.id)).toEqual([coach.id, staff.id]);
    const staffOnly = await t.http().get('/api/admin/users').query({ search: tag, role: 'staff' }).set(admin.auth).expect(200);
    expect(staffOnly.body).toEqual([expect.objectContaining({ id: staff.id, role: 'staff', status: 'active' })]);
    await t.http().get('/api/admin/users').query({ role: 'owner' }).set(admin.auth).expect(400);
  });

  it('answers live system figures: dependencies with latency, every queue, request figures, uptime and version', async () => {
    await t.http().get('/api/health/live').expect(200);
    const { body } = await t.http().get('/api/admin/system').set(admin.auth).expect(200);
    expect(body.database).toEqual({ status: 'up', latencyMs: expect.any(Number) });
    expect(body.redis).toEqual({ status: 'up', latencyMs: expect.any(Number) });
    expect(body.queuesAvailable).toBe(true);
    expect(body.queues.map((queue: { name: string }) => queue.name).sort()).toEqual([...QUEUE_NAMES].sort());
    for (const queue of body.queues)
      expect(queue).toEqual({
        name: queue.name,
        waiting: expect.any(Number),
        active: expect.any(Number),
        delayed: expect.any(Number),
        failed: expect.any(Number),
      });
    expect(body.http.requests).toBeGreaterThan(0);
    expect(body.http.p95Ms).toBeGreaterThan(0);
    // A young instance's window reaches back to its start (at most the five minutes).
    expect(body.http.windowSeconds).toBeGreaterThan(0);
    expect(body.http.windowSeconds).toBeLessThanOrEqual(Math.max(Math.ceil(body.uptimeSeconds) + 1, 1));
    expect(body.http.requestsPerMinute).toBeGreaterThan(0);
    expect(body.version).toBe(backendPackage.version);
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(Date.parse(body.startedAt)).toBeLessThanOrEqual(Date.parse(body.checkedAt));
  });

  it('audits an owner’s change of a staff member’s permissions and their removal', async () => {
    const coach = await registerUser(t);
    const staff = await createStaff(t, coach, ['view_clients']);
    const [{ id: entryId }] = await t.sql<{ id: string }>('select id from business_staff where staff_id = $1', [staff.id]);
    await t
      .http()
      .patch(`/api/staff/${entryId}/permissions`)
      .set(coach.auth)
      .send({ permissions: ['view_clients', 'send_messages'] })
      .expect(200);
    await t.http().delete(`/api/staff/${entryId}`).set(coach.auth).expect(204);
    const entries = await auditOf(staff.id);
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual(['staff_removed', 'staff_permissions_changed']);
    expect(entries[1]).toMatchObject({ actorId: coach.id, actorEmail: coach.email, businessId: coach.id, reason: 'Permissions: view_clients, send_messages' });
    expect(entries[0].targetLabel).toContain(staff.email);
  });

  it('audits a refund: who refunded which payment, and how much', async () => {
    const coach = await registerUser(t);
    const { accountId } = (await t.http().post('/api/stripe-connect/create-account').set(coach.auth).send().expect(200)).body;
    await t.http().post(`/api/payments/simulated/accounts/${accountId}/complete-onboarding`).set(coach.auth).send().expect(200);
    const pkg = (
      await t
        .http()
        .post('/api/coaching-packages')
        .set(coach.auth)
        .send({ name: 'Gold Coaching', price: 80, duration: 30, features: ['Weekly check-in'] })
        .expect(201)
    ).body;
    const client = await createClientUser(t, coach);
    const bought = (await t.http().post(`/api/client/packages/${pkg.id}/purchase`).set(client.auth).send({ idempotencyKey: randomUUID() }).expect(200)).body;
    const card = { number: TEST_CARDS.succeeds, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' };
    await t.http().post('/api/payments/simulated/confirm').set(client.auth).send({ clientSecret: bought.clientSecret, card }).expect(200);
    await eventually(async () => {
      const payments = (await t.http().get('/api/client-payments').set(coach.auth).expect(200)).body as { id: string; status: string }[];
      return payments.some((payment) => payment.id === bought.payment.id && payment.status === 'paid') || null;
    });
    // A refused refund changes nothing and records nothing.
    await t.http().post(`/api/client-payments/${bought.payment.id}/refund`).set(coach.auth).send({ amount: 80.01 }).expect(400);
    expect(await auditOf(bought.payment.id)).toEqual([]);

    await t.http().post(`/api/client-payments/${bought.payment.id}/refund`).set(coach.auth).send({ amount: 30 }).expect(200);
    await t.http().post(`/api/client-payments/${bought.payment.id}/refund`).set(coach.auth).send({}).expect(200);
    const entries = await auditOf(bought.payment.id);
    expect(entries).toEqual([
      expect.objectContaining({ action: 'payment_refunded', reason: 'Refunded 50.00 of 80.00 USD' }),
      expect.objectContaining({ action: 'payment_refunded', reason: 'Refunded 30.00 of 80.00 USD' }),
    ]);
    expect(entries[1]).toMatchObject({ actorId: coach.id, actorEmail: coach.email, targetType: 'payment', targetId: bought.payment.id, businessId: coach.id });
    expect(entries[1].targetLabel).toContain('Gold Coaching');
    expect(entries[1].targetLabel).toContain(client.email);
  });

  it('audits the admin’s platform coupon changes and a coach’s client coupon changes, with their terms', async () => {
    const code = `AUD${randomUUID().slice(0, 6).toUpperCase()}`;
    const adminCoupon = { code, type: 'percentage', value: 10, description: 'Launch offer', maxUses: 100, expiresAt: null, isActive: true };
    const created = (await t.http().post('/api/admin/coupons').set(admin.auth).send(adminCoupon).expect(201)).body;
    await t
      .http()
      .put(`/api/admin/coupons/${created.id}`)
      .set(admin.auth)
      .send({ ...adminCoupon, value: 25 })
      .expect(200);
    await t.http().delete(`/api/admin/coupons/${created.id}`).set(admin.auth).expect(204);
    const platform = await auditOf(created.id);
    expect(platform.map((entry: { action: string }) => entry.action)).toEqual(['coupon_deleted', 'coupon_updated', 'coupon_created']);
    for (const entry of platform)
      expect(entry).toMatchObject({ actorId: admin.id, actorEmail: admin.email, targetType: 'platform_coupon', targetId: created.id, businessId: null });
    expect(platform[1].reason).toBe(`${code}, 10% off, max 100 uses, active → ${code}, 25% off, max 100 uses, active`);
    expect(platform[2].targetLabel).toContain(code);

    const other = (
      await t
        .http()
        .post('/api/platform-coupons')
        .set(admin.auth)
        .send({ name: 'Partner', code: `${code}P`, discountValue: 15 })
        .expect(201)
    ).body;
    expect(await auditOf(other.id)).toEqual([
      expect.objectContaining({ action: 'coupon_created', targetType: 'platform_coupon', reason: `${code}P, 15% off, active` }),
    ]);

    const coach = await registerUser(t);
    const coupon = (
      await t
        .http()
        .post('/api/client-coupons')
        .set(coach.auth)
        .send({ name: 'Spring offer', code: `${code}C`, discountValue: 20 })
        .expect(201)
    ).body;
    await t.http().patch(`/api/client-coupons/${coupon.id}`).set(coach.auth).send({ isActive: false }).expect(200);
    await t.http().delete(`/api/client-coupons/${coupon.id}`).set(coach.auth).expect(204);
    const own = await auditOf(coupon.id);
    expect(own.map((entry: { action: string; reason: string }) => [entry.action, entry.reason])).toEqual([
      ['coupon_deleted', `${code}C, 20% off, inactive`],
      ['coupon_updated', 'Deactivated'],
      ['coupon_created', `${code}C, 20% off, active`],
    ]);
    for (const entry of own)
      expect(entry).toMatchObject({ actorId: coach.id, targetType: 'client_coupon', businessId: coach.id, targetLabel: `${code}C (Spring offer)` });
  });

  it('audits an owner’s client assignments (a member’s and a pending invitation’s) and the staff two-factor requirement', async () => {
    const coach = await registerUser(t);
    const staff = await createStaff(t, coach, ['view_clients']);
    const [{ id: entryId }] = await t.sql<{ id: string }>('select id from business_staff where staff_id = $1', [staff.id]);
    const client = await createClient(t, coach, { firstName: 'Avery', lastName: 'Assigned' });
    await t.http().put(`/api/staff/${entryId}/clients/${client.id}`).set(coach.auth).send({ role: 'Trainer' }).expect(200);
    await t.http().delete(`/api/staff/${entryId}/clients/${client.id}`).set(coach.auth).expect(204);
    // Refused: nothing is recorded.
    await t.http().delete(`/api/staff/${entryId}/clients/${client.id}`).set(coach.auth).expect(404);
    const entries = await auditOf(staff.id);
    expect(entries.map((entry: { action: string; reason: string }) => [entry.action, entry.reason])).toEqual([
      ['staff_client_unassigned', `Client: Avery Assigned <${client.email}>`],
      ['staff_client_assigned', `Client: Avery Assigned <${client.email}> (role: Trainer)`],
    ]);
    expect(entries[1]).toMatchObject({ actorId: coach.id, actorEmail: coach.email, targetType: 'user', businessId: coach.id });
    expect(entries[1].targetLabel).toContain(staff.email);

    const invited = uniqueEmail('invited');
    const invitation = (await t.http().post('/api/staff/invite').set(coach.auth).send({ email: invited }).expect(201)).body.staff;
    await t.http().put(`/api/staff/${invitation.id}/clients/${client.id}`).set(coach.auth).send({}).expect(200);
    expect(await auditOf(invitation.id)).toEqual([
      expect.objectContaining({ action: 'staff_client_assigned', targetType: 'staff_invitation', targetLabel: `Invitation <${invited}>`, actorId: coach.id }),
    ]);

    const policy = (requireStaffTwoFactor: boolean) => t.http().put('/api/staff/two-factor-policy').set(coach.auth).send({ requireStaffTwoFactor }).expect(200);
    await policy(true);
    await policy(true); // the same again is no change
    await policy(false);
    const business = (await auditOf(coach.id)).filter((entry: { action: string }) => entry.action === 'staff_two_factor_policy_changed');
    expect(business.map((entry: { reason: string }) => entry.reason)).toEqual([
      'Two-factor sign-in no longer required of staff',
      'Two-factor sign-in required of staff',
    ]);
    expect(business[1]).toMatchObject({ actorId: coach.id, targetType: 'business', targetId: coach.id, businessId: coach.id });
    expect(business[1].targetLabel).toContain(coach.email);
  });

  it('keeps the audit trail append-only: no route changes it and the database refuses to', async () => {
    const coach = await registerUser(t);
    await t.http().post(`/api/admin/users/${coach.id}/sign-out`).set(admin.auth).expect(200);
    const [entry] = await auditOf(coach.id);
    await t.http().delete(`/api/admin/audit-log/${entry.id}`).set(admin.auth).expect(404);
    await t.http().put(`/api/admin/audit-log/${entry.id}`).set(admin.auth).send({ reason: 'x' }).expect(404);
    await expect(t.sql(`update audit_log set reason = 'edited' where id = $1`, [entry.id])).rejects.toThrow(/append-only/);
    await expect(t.sql('delete from audit_log where id = $1', [entry.id])).rejects.toThrow(/append-only/);
    await expect(t.sql('truncate audit_log')).rejects.toThrow(/append-only/);
    const page = await t.http().get('/api/admin/audit-log').query({ limit: 1 }).set(admin.auth).expect(200);
    expect(page.body).toHaveLength(1);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
  });
});
