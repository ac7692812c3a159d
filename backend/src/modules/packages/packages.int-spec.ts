import { addDays, calendarDateIn, CLIENT_MESSAGES, PACKAGE_MESSAGES, PACKAGES_PAGE, SUBSCRIPTION_MESSAGES, subscriptionEndDate } from '@coachcore/domain';
import { createClient, createClientUser, createStaff } from '../../../test/client-factories';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { expectOffsetQueryChecks, readOffsetPages } from '../../../test/paging';
import { createTestApp, type TestApp } from '../../../test/test-app';

type Auth = Record<string, string>;

/** The Create Package form's payload (document 2 section 7). */
const packageForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Gold Coaching',
  description: 'Everything included',
  price: 199.99,
  duration: 30,
  features: ['Weekly check-in', 'Custom meal plan'],
  maxClients: 10,
  ...overrides,
});

describe('coaching packages (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  const today = () => calendarDateIn('UTC');

  const create = (auth: Auth, body: Record<string, unknown>) => t.http().post('/api/coaching-packages').set(auth).send(body);
  const createOk = async (auth: Auth, overrides: Record<string, unknown> = {}) => (await create(auth, packageForm(overrides)).expect(201)).body;
  const assign = (auth: Auth, clientId: string, body: Record<string, unknown>) => t.http().post(`/api/clients/${clientId}/subscriptions`).set(auth).send(body);
  const eventsOf = (name: string, businessId: string) =>
    t.sql<{ payload: Record<string, unknown> }>(`select payload from outbox_events where name = $1 and payload->>'businessId' = $2 order by created_at`, [
      name,
      businessId,
    ]);

  beforeAll(async () => {
    t = await createTestApp();
    coach = await registerUser(t);
  });
  afterAll(() => t?.close());

  describe('packages', () => {
    it('creates a package from the form’s payload (active), then lists it and answers it by id', async () => {
      const created = await create(coach.auth, packageForm({ name: '  Gold Coaching ', features: [' Weekly check-in ', '', '  ', 'Custom meal plan'] })).expect(
        201,
      );
      expect(created.body).toEqual({
        id: expect.any(String),
        coachId: coach.id,
        name: 'Gold Coaching',
        description: 'Everything included',
        price: 199.99,
        duration: 30,
        features: ['Weekly check-in', 'Custom meal plan'],
        maxClients: 10,
        billingInterval: null,
        isActive: true,
        activeClients: 0,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const list = await t.http().get('/api/coaching-packages').set(coach.auth).expect(200);
      expect(list.body[0]).toEqual(created.body);
      await t.http().get(`/api/coaching-packages/${created.body.id}`).set(coach.auth).expect(200, created.body);
    });

    it('takes the price as the form’s text, an empty description as null and no maxClients as unlimited', async () => {
      const body = await createOk(coach.auth, { price: '49.5', description: '', maxClients: null });
      expect(body).toMatchObject({ price: 49.5, description: null, maxClients: null });
      expect((await createOk(coach.auth, { maxClients: undefined, description: undefined })).maxClients).toBeNull();
    });

    it.each([
      [{ name: ' ' }, PACKAGE_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(201) }, PACKAGE_MESSAGES.nameTooLong],
      [{ price: undefined }, PACKAGE_MESSAGES.priceRequired],
      [{ price: '' }, PACKAGE_MESSAGES.priceRequired],
      [{ price: null }, PACKAGE_MESSAGES.priceRequired],
      [{ price: -1 }, PACKAGE_MESSAGES.priceInvalid],
      [{ price: 10.005 }, PACKAGE_MESSAGES.priceInvalid],
      [{ price: 'ten' }, PACKAGE_MESSAGES.priceInvalid],
      [{ duration: 0 }, PACKAGE_MESSAGES.durationMin],
      [{ duration: 1.5 }, PACKAGE_MESSAGES.durationMin],
      [{ duration: undefined }, PACKAGE_MESSAGES.durationMin],
      [{ duration: 3651 }, PACKAGE_MESSAGES.durationMax],
      [{ features: [] }, PACKAGE_MESSAGES.featuresRequired],
      [{ features: ['  ', ''] }, PACKAGE_MESSAGES.featuresRequired],
      [{ features: undefined }, PACKAGE_MESSAGES.featuresRequired],
      [{ features: 'Weekly check-in' }, PACKAGE_MESSAGES.featuresRequired],
      [{ features: [42] }, PACKAGE_MESSAGES.featuresRequired],
      [{ features: ['x'.repeat(201)] }, PACKAGE_MESSAGES.featureTooLong],
      [{ features: Array.from({ length: 51 }, (_, i) => `Feature ${i}`) }, PACKAGE_MESSAGES.tooManyFeatures],
      [{ maxClients: 0 }, PACKAGE_MESSAGES.maxClientsInvalid],
      [{ maxClients: 2.5 }, PACKAGE_MESSAGES.maxClientsInvalid],
      [{ isActive: false }, 'property isActive should not exist'],
      [{ coachId: '00000000-0000-4000-8000-000000000000' }, 'property coachId should not exist'],
    ])('refuses %j with its message', async (overrides, message) => {
      const response = await create(coach.auth, packageForm(overrides)).expect(400);
      expect(response.body.message).toBe(message);
    });

    it('answers the first rule in the spec’s order when several fail', async () => {
      const response = await create(coach.auth, { name: '', price: '', duration: 0, features: [] }).expect(400);
      expect(response.body.message).toBe(PACKAGE_MESSAGES.nameRequired);
      expect(response.body.errors.map((error: { field: string }) => error.field)).toEqual(['name', 'price', 'duration', 'features']);
    });

    it('edits only what is sent and refuses to empty what is required', async () => {
      const body = await createOk(coach.auth);
      const updated = await t
        .http()
        .patch(`/api/coaching-packages/${body.id}`)
        .set(coach.auth)
        .send({ name: 'Platinum', price: 249, features: ['All of Gold', 'Daily messaging'], maxClients: null, description: null })
        .expect(200);
      expect(updated.body).toMatchObject({
        name: 'Platinum',
        price: 249,
        duration: 30,
        features: ['All of Gold', 'Daily messaging'],
        maxClients: null,
        description: null,
      });
      for (const [field, message] of [
        ['name', PACKAGE_MESSAGES.nameRequired],
        ['price', PACKAGE_MESSAGES.priceRequired],
        ['duration', PACKAGE_MESSAGES.durationMin],
        ['features', PACKAGE_MESSAGES.featuresRequired],
      ] as const) {
        const response = await t
          .http()
          .patch(`/api/coaching-packages/${body.id}`)
          .set(coach.auth)
          .send({ [field]: null })
          .expect(400);
        expect(response.body.message).toBe(message);
      }
      await t.http().get(`/api/coaching-packages/${body.id}`).set(coach.auth).expect(200, updated.body);
    });

    it('deactivates and reactivates a package; an inactive one is listed with isActive false and filtered by isActive', async () => {
      const business = await registerUser(t);
      const body = await createOk(business.auth);
      const inactive = await t.http().post(`/api/coaching-packages/${body.id}/deactivate`).set(business.auth).expect(200);
      expect(inactive.body.isActive).toBe(false);
      expect((await t.http().get('/api/coaching-packages?isActive=true').set(business.auth).expect(200)).body).toEqual([]);
      expect((await t.http().get('/api/coaching-packages?isActive=false').set(business.auth).expect(200)).body).toEqual([inactive.body]);
      const active = await t.http().post(`/api/coaching-packages/${body.id}/reactivate`).set(business.auth).expect(200);
      expect(active.body.isActive).toBe(true);
      expect((await t.http().get('/api/coaching-packages?isActive=maybe').set(business.auth).expect(400)).body.message).toBe('isActive must be true or false');
    });

    it('deletes a package no client ever had', async () => {
      const body = await createOk(coach.auth);
      await t.http().delete(`/api/coaching-packages/${body.id}`).set(coach.auth).expect(204);
      const gone = await t.http().get(`/api/coaching-packages/${body.id}`).set(coach.auth).expect(404);
      expect(gone.body.message).toBe(PACKAGE_MESSAGES.notFound);
      await t.http().delete(`/api/coaching-packages/${body.id}`).set(coach.auth).expect(404);
      await t.http().get('/api/coaching-packages/not-a-uuid').set(coach.auth).expect(404);
    });

    it('refuses to delete a package with client subscriptions (409) and keeps their history when it is deactivated', async () => {
      const body = await createOk(coach.auth);
      const client = await createClient(t, coach);
      const subscription = (await assign(coach.auth, client.id, { packageId: body.id }).expect(201)).body;
      await t.http().post(`/api/clients/${client.id}/subscriptions/${subscription.id}/end`).set(coach.auth).expect(200);

      const refused = await t.http().delete(`/api/coaching-packages/${body.id}`).set(coach.auth).expect(409);
      expect(refused.body.message).toBe(PACKAGE_MESSAGES.hasSubscriptions);
      await t.http().post(`/api/coaching-packages/${body.id}/deactivate`).set(coach.auth).expect(200);
      const history = await t.http().get(`/api/clients/${client.id}/subscriptions`).set(coach.auth).expect(200);
      expect(history.body).toEqual([expect.objectContaining({ id: subscription.id, packageName: body.name, packageIsActive: false, status: 'cancelled' })]);
      // The foreign key refuses it too, should a row slip past the check.
      await expect(t.sql('delete from coaching_packages where id = $1', [body.id])).rejects.toThrow(/foreign key/);
    });

    it('pages the list newest first with the paging headers and checks page and limit', async () => {
      const business = await registerUser(t);
      for (let i = 0; i < 7; i++) await createOk(business.auth, { name: `Package ${i}` });
      const items = await readOffsetPages(t, '/api/coaching-packages', business.auth, 3);
      expect(items.map((item) => item.name)).toEqual(['Package 6', 'Package 5', 'Package 4', 'Package 3', 'Package 2', 'Package 1', 'Package 0']);
      const defaults = await t.http().get('/api/coaching-packages').set(business.auth).expect(200);
      expect(defaults.headers['x-limit']).toBe(String(PACKAGES_PAGE.defaultLimit));
      await expectOffsetQueryChecks(t, '/api/coaching-packages', business.auth, PACKAGES_PAGE.maxLimit);
    });

    it('lets staff with business or payment management manage packages, client managers only read them, others nothing', async () => {
      const business = await registerUser(t);
      const manager = await createStaff(t, business, ['payment_management']);
      const clientManager = await createStaff(t, business, ['client_management']);
      const trainer = await createStaff(t, business, ['manage_workouts']);
      const body = await createOk(manager.auth);
      expect(body.coachId).toBe(business.id);
      await t.http().get('/api/coaching-packages').set(clientManager.auth).expect(200);
      await t.http().get(`/api/coaching-packages/${body.id}`).set(clientManager.auth).expect(200);
      await create(clientManager.auth, packageForm()).expect(403);
      await t.http().patch(`/api/coaching-packages/${body.id}`).set(clientManager.auth).send({ name: 'Mine' }).expect(403);
      await t.http().get('/api/coaching-packages').set(trainer.auth).expect(403);
      const client = await createClientUser(t, business);
      await t.http().get('/api/coaching-packages').set(client.auth).expect(403);
    });
  });

  describe('assigning packages to clients', () => {
    it('assigns a package from today to today plus its duration, lists it on the client and records package_assigned', async () => {
      const business = await registerUser(t);
      const body = await createOk(business.auth, { duration: 30 });
      const client = await createClient(t, business);
      const assigned = await assign(business.auth, client.id, { packageId: body.id }).expect(201);
      const endDate = subscriptionEndDate(today(), 30);
      expect(assigned.body).toEqual({
        id: expect.any(String),
        clientId: client.id,
        packageId: body.id,
        packageName: 'Gold Coaching',
        price: 199.99,
        duration: 30,
        billingInterval: null,
        cancelAtPeriodEnd: false,
        packageIsActive: true,
        startDate: today(),
        endDate,
        status: 'active',
        stripeSubscriptionId: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const list = await t.http().get(`/api/clients/${client.id}/subscriptions`).set(business.auth).expect(200);
      expect(list.body).toEqual([assigned.body]);
      expect(list.headers['x-total-count']).toBe('1');
      expect((await t.http().get(`/api/coaching-packages/${body.id}`).set(business.auth).expect(200)).body.activeClients).toBe(1);
      expect((await eventsOf('package_assigned', business.id)).map((event) => event.payload)).toEqual([
        { businessId: business.id, clientId: client.id, packageId: body.id, clientSubscriptionId: assigned.body.id, startDate: today(), endDate },
      ]);
    });

    it('takes a start date, and refuses one so early that the package would have ended', async () => {
      const body = await createOk(coach.auth, { duration: 10 });
      const client = await createClient(t, coach);
      const later = addDays(today(), 5);
      const assigned = await assign(coach.auth, client.id, { packageId: body.id, startDate: later }).expect(201);
      expect(assigned.body).toMatchObject({ startDate: later, endDate: addDays(later, 10), status: 'active' });

      const other = await createClient(t, coach);
      const early = await assign(coach.auth, other.id, { packageId: body.id, startDate: addDays(today(), -10) }).expect(400);
      expect(early.body.message).toBe(SUBSCRIPTION_MESSAGES.endsBeforeToday);
      const yesterday = await assign(coach.auth, other.id, { packageId: body.id, startDate: addDays(today(), -9) }).expect(201);
      expect(yesterday.body.endDate).toBe(addDays(today(), 1));
    });

    it.each([
      [{}, SUBSCRIPTION_MESSAGES.packageRequired],
      [{ packageId: '' }, SUBSCRIPTION_MESSAGES.packageRequired],
      [{ packageId: 'PKG', startDate: '2026-13-40' }, SUBSCRIPTION_MESSAGES.startDateInvalid],
      [{ packageId: 'PKG', startDate: '2026-12-01T10:00:00Z' }, SUBSCRIPTION_MESSAGES.startDateInvalid],
      [{ packageId: 'PKG', status: 'active' }, 'property status should not exist'],
      [{ packageId: 'PKG', stripeSubscriptionId: 'sub_1' }, 'property stripeSubscriptionId should not exist'],
    ])('refuses %j with its message', async (body, message) => {
      const pkg = await createOk(coach.auth);
      const client = await createClient(t, coach);
      const sent = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, value === 'PKG' ? pkg.id : value]));
      expect((await assign(coach.auth, client.id, sent).expect(400)).body.message).toBe(message);
    });

    it('answers 404 for a package that does not exist or a client that does not exist', async () => {
      const client = await createClient(t, coach);
      const pkg = await createOk(coach.auth);
      expect((await assign(coach.auth, client.id, { packageId: '00000000-0000-4000-8000-000000000000' }).expect(404)).body.message).toBe(
        PACKAGE_MESSAGES.notFound,
      );
      expect((await assign(coach.auth, client.id, { packageId: 'nope' }).expect(404)).body.message).toBe(PACKAGE_MESSAGES.notFound);
      expect((await assign(coach.auth, '00000000-0000-4000-8000-000000000000', { packageId: pkg.id }).expect(404)).body.message).toBe(CLIENT_MESSAGES.notFound);
    });

    it('refuses an inactive package and a second active subscription of one client to one package (409)', async () => {
      const pkg = await createOk(coach.auth);
      const client = await createClient(t, coach);
      await assign(coach.auth, client.id, { packageId: pkg.id }).expect(201);
      expect((await assign(coach.auth, client.id, { packageId: pkg.id }).expect(409)).body.message).toBe(PACKAGE_MESSAGES.alreadyAssigned);

      await t.http().post(`/api/coaching-packages/${pkg.id}/deactivate`).set(coach.auth).expect(200);
      const other = await createClient(t, coach);
      expect((await assign(coach.auth, other.id, { packageId: pkg.id }).expect(409)).body.message).toBe(PACKAGE_MESSAGES.inactive);
      // The client keeps the package it had.
      expect((await t.http().get(`/api/clients/${client.id}/subscriptions`).set(coach.auth).expect(200)).body[0].status).toBe('active');
    });

    it('the database holds one active subscription per client and package, whatever races', async () => {
      const pkg = await createOk(coach.auth, { maxClients: null });
      const client = await createClient(t, coach);
      const answers = await Promise.all(Array.from({ length: 8 }, () => assign(coach.auth, client.id, { packageId: pkg.id })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
      const [row] = await t.sql<{ count: number }>(`select count(*)::int as count from client_subscriptions where client_id = $1 and status = 'active'`, [
        client.id,
      ]);
      expect(row!.count).toBe(1);
      await expect(
        t.sql(
          `insert into client_subscriptions (id, coach_id, client_id, package_id, start_date, end_date, status, created_at, updated_at)
           values (gen_random_uuid(), $1, $2, $3, current_date, current_date + 30, 'active', now(), now())`,
          [coach.id, client.id, pkg.id],
        ),
      ).rejects.toThrow(/client_subscriptions_client_package_active_unique/);
      await expect(
        t.sql(
          `insert into client_subscriptions (id, coach_id, client_id, package_id, start_date, end_date, status, created_at, updated_at)
           values (gen_random_uuid(), $1, $2, $3, current_date, current_date + 30, 'paused', now(), now())`,
          [coach.id, client.id, pkg.id],
        ),
      ).rejects.toThrow(/client_subscriptions_values_check/);
      await expect(t.sql('update coaching_packages set max_clients = 0 where id = $1', [pkg.id])).rejects.toThrow(/coaching_packages_values_check/);
    });

    it('enforces maxClients: the last seat goes to exactly one of many concurrent assignments', async () => {
      const business = await registerUser(t);
      const pkg = await createOk(business.auth, { maxClients: 3 });
      const first = await createClient(t, business);
      const second = await createClient(t, business);
      await assign(business.auth, first.id, { packageId: pkg.id }).expect(201);
      await assign(business.auth, second.id, { packageId: pkg.id }).expect(201);
      const contenders = await Promise.all(Array.from({ length: 10 }, () => createClient(t, business)));

      const answers = await Promise.all(contenders.map((client) => assign(business.auth, client.id, { packageId: pkg.id })));
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
      const refused = answers.filter((answer) => answer.status !== 201);
      expect(refused.map((answer) => [answer.status, answer.body.message])).toEqual(Array.from({ length: 9 }, () => [409, PACKAGE_MESSAGES.full]));
      const [row] = await t.sql<{ count: number }>(`select count(*)::int as count from client_subscriptions where package_id = $1 and status = 'active'`, [
        pkg.id,
      ]);
      expect(row!.count).toBe(3);
      expect((await t.http().get(`/api/coaching-packages/${pkg.id}`).set(business.auth).expect(200)).body.activeClients).toBe(3);
    });

    it('frees a seat when a subscription ends or its end date comes, and refuses max clients below the holders', async () => {
      const business = await registerUser(t);
      const pkg = await createOk(business.auth, { maxClients: 2 });
      const [a, b, c] = await Promise.all([createClient(t, business), createClient(t, business), createClient(t, business)]);
      const subA = (await assign(business.auth, a.id, { packageId: pkg.id }).expect(201)).body;
      await assign(business.auth, b.id, { packageId: pkg.id }).expect(201);
      expect((await assign(business.auth, c.id, { packageId: pkg.id }).expect(409)).body.message).toBe(PACKAGE_MESSAGES.full);

      const shrink = await t.http().patch(`/api/coaching-packages/${pkg.id}`).set(business.auth).send({ maxClients: 1 }).expect(409);
      expect(shrink.body.message).toBe(PACKAGE_MESSAGES.maxClientsBelowActive);

      // An end date that has come frees the seat (the stored status catches up when seats are counted).
      await t.sql(`update client_subscriptions set start_date = current_date - 40, end_date = current_date where id = $1`, [subA.id]);
      await assign(business.auth, c.id, { packageId: pkg.id }).expect(201);
      const history = await t.http().get(`/api/clients/${a.id}/subscriptions`).set(business.auth).expect(200);
      expect(history.body[0].status).toBe('expired');
      // And the client whose package expired can have it again.
      await t.http().patch(`/api/coaching-packages/${pkg.id}`).set(business.auth).send({ maxClients: 3 }).expect(200);
      await assign(business.auth, a.id, { packageId: pkg.id }).expect(201);
    });

    it('ends a subscription now: cancelled, ending today, package_subscription_ended recorded; ending it again is 409', async () => {
      const business = await registerUser(t);
      const pkg = await createOk(business.auth);
      const client = await createClient(t, business);
      const sub = (await assign(business.auth, client.id, { packageId: pkg.id }).expect(201)).body;
      const ended = await t.http().post(`/api/clients/${client.id}/subscriptions/${sub.id}/end`).set(business.auth).expect(200);
      expect(ended.body).toMatchObject({ id: sub.id, status: 'cancelled', startDate: today(), endDate: today() });
      expect((await eventsOf('package_subscription_ended', business.id)).map((event) => event.payload)).toEqual([
        { businessId: business.id, clientId: client.id, packageId: pkg.id, clientSubscriptionId: sub.id, status: 'cancelled' },
      ]);
      const again = await t.http().post(`/api/clients/${client.id}/subscriptions/${sub.id}/end`).set(business.auth).expect(409);
      expect(again.body.message).toBe(SUBSCRIPTION_MESSAGES.notActive);
      // Another client's id in the path does not reach it.
      const other = await createClient(t, business);
      const wrong = await t.http().post(`/api/clients/${other.id}/subscriptions/${sub.id}/end`).set(business.auth).expect(404);
      expect(wrong.body.message).toBe(SUBSCRIPTION_MESSAGES.notFound);
      await t.http().post(`/api/clients/${client.id}/subscriptions/not-a-uuid/end`).set(business.auth).expect(404);
      // The package can be assigned again after it ended.
      await assign(business.auth, client.id, { packageId: pkg.id }).expect(201);
    });

    it('lets staff with client management assign and end, view_clients only read', async () => {
      const business = await registerUser(t);
      const pkg = await createOk(business.auth);
      const client = await createClient(t, business);
      const assigner = await createStaff(t, business, ['client_management']);
      const viewer = await createStaff(t, business, ['view_clients']);
      const sub = (await assign(assigner.auth, client.id, { packageId: pkg.id }).expect(201)).body;
      await t.http().get(`/api/clients/${client.id}/subscriptions`).set(viewer.auth).expect(200);
      await assign(viewer.auth, client.id, { packageId: pkg.id }).expect(403);
      await t.http().post(`/api/clients/${client.id}/subscriptions/${sub.id}/end`).set(viewer.auth).expect(403);
      await t.http().post(`/api/clients/${client.id}/subscriptions/${sub.id}/end`).set(assigner.auth).expect(200);
    });

    it('deleting a client removes their subscriptions and frees their seat', async () => {
      const business = await registerUser(t);
      const pkg = await createOk(business.auth, { maxClients: 1 });
      const client = await createClient(t, business);
      await assign(business.auth, client.id, { packageId: pkg.id }).expect(201);
      await t.http().delete(`/api/clients/${client.id}`).set(business.auth).expect(204);
      expect((await t.http().get(`/api/coaching-packages/${pkg.id}`).set(business.auth).expect(200)).body.activeClients).toBe(0);
      await t.http().delete(`/api/coaching-packages/${pkg.id}`).set(business.auth).expect(204);
    });
  });

  describe('the client portal', () => {
    it('answers the signed-in client’s active packages only, newest start first', async () => {
      const business = await registerUser(t);
      const client = await createClientUser(t, business);
      expect((await t.http().get('/api/client/subscriptions').set(client.auth).expect(200)).body).toEqual([]);

      const gold = await createOk(business.auth, { name: 'Gold' });
      const silver = await createOk(business.auth, { name: 'Silver' });
      const ended = await createOk(business.auth, { name: 'Bronze' });
      await assign(business.auth, client.clientId, { packageId: gold.id, startDate: addDays(today(), -3) }).expect(201);
      await assign(business.auth, client.clientId, { packageId: silver.id }).expect(201);
      const bronze = (await assign(business.auth, client.clientId, { packageId: ended.id }).expect(201)).body;
      await t.http().post(`/api/clients/${client.clientId}/subscriptions/${bronze.id}/end`).set(business.auth).expect(200);
      // Another client of the same business has a package of their own.
      const neighbour = await createClientUser(t, business);
      await assign(business.auth, neighbour.clientId, { packageId: gold.id }).expect(201);

      const mine = await t.http().get('/api/client/subscriptions').set(client.auth).expect(200);
      expect(mine.body.map((subscription: { packageName: string }) => subscription.packageName)).toEqual(['Silver', 'Gold']);
      expect(mine.body.every((subscription: { clientId: string }) => subscription.clientId === client.clientId)).toBe(true);
      // A deactivated package stays on the client who has it.
      await t.http().post(`/api/coaching-packages/${gold.id}/deactivate`).set(business.auth).expect(200);
      expect((await t.http().get('/api/client/subscriptions').set(client.auth).expect(200)).body).toHaveLength(2);
    });

    it('is for client accounts only, and refuses an unlinked client account and anonymous callers', async () => {
      await t.http().get('/api/client/subscriptions').set(coach.auth).expect(403);
      const unlinked = await registerUser(t, { role: 'client' });
      await t.http().get('/api/client/subscriptions').set(unlinked.auth).expect(403);
      await t.http().get('/api/client/subscriptions').expect(401);
    });
  });

  describe('tenant isolation', () => {
    it('answers 404 to another business for its packages, clients and subscriptions, and changes nothing', async () => {
      const pkg = await createOk(coach.auth, { name: 'Private' });
      const client = await createClient(t, coach);
      const sub = (await assign(coach.auth, client.id, { packageId: pkg.id }).expect(201)).body;
      const other = await registerUser(t);
      const otherPkg = await createOk(other.auth);
      const otherClient = await createClient(t, other);

      await t.http().get(`/api/coaching-packages/${pkg.id}`).set(other.auth).expect(404);
      await t.http().patch(`/api/coaching-packages/${pkg.id}`).set(other.auth).send({ name: 'Taken' }).expect(404);
      await t.http().post(`/api/coaching-packages/${pkg.id}/deactivate`).set(other.auth).expect(404);
      await t.http().post(`/api/coaching-packages/${pkg.id}/reactivate`).set(other.auth).expect(404);
      await t.http().delete(`/api/coaching-packages/${pkg.id}`).set(other.auth).expect(404);
      expect((await t.http().get('/api/coaching-packages').set(other.auth).expect(200)).body.map((item: { id: string }) => item.id)).toEqual([otherPkg.id]);

      // Another business's package for one's own client, and one's own package for another business's client.
      expect((await assign(other.auth, otherClient.id, { packageId: pkg.id }).expect(404)).body.message).toBe(PACKAGE_MESSAGES.notFound);
      expect((await assign(other.auth, client.id, { packageId: otherPkg.id }).expect(404)).body.message).toBe(CLIENT_MESSAGES.notFound);
      await t.http().get(`/api/clients/${client.id}/subscriptions`).set(other.auth).expect(404);
      await t.http().post(`/api/clients/${client.id}/subscriptions/${sub.id}/end`).set(other.auth).expect(404);
      await t.http().post(`/api/clients/${otherClient.id}/subscriptions/${sub.id}/end`).set(other.auth).expect(404);

      await t.http().get(`/api/coaching-packages/${pkg.id}`).set(coach.auth).expect(200);
      expect((await t.http().get(`/api/clients/${client.id}/subscriptions`).set(coach.auth).expect(200)).body[0].status).toBe('active');
    });

    it('answers 401 to anonymous callers', async () => {
      const pkg = await createOk(coach.auth);
      await t.http().get('/api/coaching-packages').expect(401);
      await t.http().get(`/api/coaching-packages/${pkg.id}`).expect(401);
      await create({}, packageForm()).expect(401);
      await t.http().delete(`/api/coaching-packages/${pkg.id}`).expect(401);
      const client = await createClient(t, coach);
      await t.http().get(`/api/clients/${client.id}/subscriptions`).expect(401);
      await assign({}, client.id, { packageId: pkg.id }).expect(401);
    });
  });
});
