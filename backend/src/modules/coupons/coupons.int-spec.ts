import { EntityManager } from '@mikro-orm/postgresql';
import { COUPON_MESSAGES, minimumOrderMessage, PLATFORM_PLAN } from '@coachcore/domain';
import { runInContext } from '../../infra/queues/run-in-context';
import { createClient, createClientUser, createStaff } from '../../../test/client-factories';
import { createUserWithRole, registerUser, type SignedInUser } from '../../../test/factories';
import { TEST_WEBHOOK_SECRET } from '../../../test/payment-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CouponsService, type CouponRedemptionRequest } from './coupons.service';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
let sequence = 0;
const uniqueCode = (prefix = 'C') => `${prefix}-${Date.now().toString(36).toUpperCase()}-${(sequence++).toString(36).toUpperCase()}`.slice(0, 20);

describe('coupons (HTTP)', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let coach: SignedInUser;

  const adminCoupon = (overrides: Record<string, unknown> = {}) => ({
    code: uniqueCode('A'),
    type: 'percentage',
    value: 10,
    description: 'Launch offer',
    maxUses: 100,
    expiresAt: null,
    isActive: true,
    ...overrides,
  });
  const clientCoupon = (overrides: Record<string, unknown> = {}) => ({
    name: 'Spring offer',
    code: uniqueCode('S'),
    discountValue: 20,
    ...overrides,
  });
  const createAdminCoupon = (body: Record<string, unknown>, who: SignedInUser = admin) => t.http().post('/api/admin/coupons').set(who.auth).send(body);
  const createClientCoupon = (body: Record<string, unknown>, who: SignedInUser = coach) => t.http().post('/api/client-coupons').set(who.auth).send(body);
  const validateClient = (body: Record<string, unknown>, who: SignedInUser = coach) => t.http().post('/api/client-coupons/validate').set(who.auth).send(body);
  const validatePlatform = (body: Record<string, unknown>, who: SignedInUser = coach) =>
    t.http().post('/api/platform-coupons/validate').set(who.auth).send(body);
  const service = () => t.app.get(CouponsService);
  const inContext = <T>(work: () => Promise<T>) => runInContext(t.app.get(EntityManager), work);

  beforeAll(async () => {
    // Payments run on the simulated provider, so the platform subscription can redeem platform coupons.
    t = await createTestApp({ env: { STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET } });
    admin = await createUserWithRole(t, 'admin');
    coach = await registerUser(t);
  });
  afterAll(() => t?.close());

  describe('admin coupons (/api/admin/coupons)', () => {
    it('creates (code uppercased as typed), lists, edits and deletes, recording each change', async () => {
      const created = await createAdminCoupon(adminCoupon({ code: ' welcome-10 ' })).expect(201);
      expect(created.body).toEqual({
        id: expect.stringMatching(/^[A-Za-z0-9_-]{21}$/),
        code: 'WELCOME-10',
        type: 'percentage',
        value: 10,
        description: 'Launch offer',
        maxUses: 100,
        usedCount: 0,
        expiresAt: null,
        isActive: true,
        status: 'Active',
      });
      const list = await t.http().get('/api/admin/coupons').set(admin.auth).expect(200);
      expect(list.body).toContainEqual(created.body);
      expect(Number(list.headers['x-total-count'])).toBeGreaterThanOrEqual(1);

      const expiresAt = inDays(30);
      const updated = await t
        .http()
        .put(`/api/admin/coupons/${created.body.id}`)
        .set(admin.auth)
        .send(adminCoupon({ code: 'WELCOME-20', type: 'fixed', value: 20, description: 'Twenty off', maxUses: 5, expiresAt, isActive: false }))
        .expect(200);
      expect(updated.body).toEqual({
        ...created.body,
        code: 'WELCOME-20',
        type: 'fixed',
        value: 20,
        description: 'Twenty off',
        maxUses: 5,
        expiresAt,
        isActive: false,
        status: 'Inactive',
      });

      await t.http().delete(`/api/admin/coupons/${created.body.id}`).set(admin.auth).expect(204);
      expect((await t.http().get('/api/admin/coupons').set(admin.auth).expect(200)).body.map((c: { id: string }) => c.id)).not.toContain(created.body.id);
      const missing = await t.http().delete(`/api/admin/coupons/${created.body.id}`).set(admin.auth).expect(404);
      expect(missing.body.message).toBe(COUPON_MESSAGES.notFound);

      const events = await t.sql<{ name: string }>(`select name from outbox_events where payload->>'couponId' = $1 order by created_at, name`, [
        created.body.id,
      ]);
      expect(events.map((event) => event.name).sort()).toEqual(['platform_coupon_created', 'platform_coupon_deleted', 'platform_coupon_updated']);
    });

    it('a free coupon needs no value and stores 0', async () => {
      const created = await createAdminCoupon(adminCoupon({ type: 'free', value: undefined })).expect(201);
      expect(created.body).toMatchObject({ type: 'free', value: 0 });
    });

    it.each([
      [{ code: 'AB' }, 'Code must be at least 3 characters'],
      [{ code: '' }, 'Code must be at least 3 characters'],
      [{ code: 'A'.repeat(21) }, 'Code must be at most 20 characters'],
      [{ code: 'SAVE 10' }, 'Code must contain only uppercase letters, numbers, and hyphens'],
      [{ code: 'SAVE_10' }, 'Code must contain only uppercase letters, numbers, and hyphens'],
      [{ type: 'bogus' }, COUPON_MESSAGES.typeInvalid],
      [{ value: -1 }, 'Value must be positive'],
      [{ value: undefined }, 'Value must be positive'],
      [{ value: 150 }, COUPON_MESSAGES.percentageTooHigh],
      [{ description: '  ' }, 'Description is required'],
      [{ description: undefined }, 'Description is required'],
      [{ maxUses: 0 }, 'Max uses must be at least 1'],
      [{ maxUses: 1.5 }, 'Max uses must be at least 1'],
      [{ expiresAt: 'soon' }, COUPON_MESSAGES.expiresAtInvalid],
    ])('refuses %j with its message', async (change, message) => {
      const response = await createAdminCoupon(adminCoupon(change)).expect(400);
      expect(response.body.message).toBe(message);
    });

    it('answers the first message in the order of section 5', async () => {
      const response = await createAdminCoupon({ code: 'x', type: 'percentage', value: -1, description: '', maxUses: 0 }).expect(400);
      expect(response.body.message).toBe('Code must be at least 3 characters');
      expect(response.body.errors.map((error: { field: string }) => error.field)).toEqual(['code', 'value', 'description', 'maxUses']);
    });

    it('keeps codes unique across the one store (admin and platform calls), on create and on edit', async () => {
      const code = uniqueCode('U');
      await createAdminCoupon(adminCoupon({ code })).expect(201);
      expect((await createAdminCoupon(adminCoupon({ code })).expect(409)).body.message).toBe(COUPON_MESSAGES.codeTaken);
      expect((await t.http().post('/api/platform-coupons').set(admin.auth).send(clientCoupon({ code })).expect(409)).body.message).toBe(
        COUPON_MESSAGES.codeTaken,
      );
      const other = await createAdminCoupon(adminCoupon()).expect(201);
      await t.http().put(`/api/admin/coupons/${other.body.id}`).set(admin.auth).send(adminCoupon({ code })).expect(409);
      const racing = await Promise.all(Array.from({ length: 5 }, () => createAdminCoupon(adminCoupon({ code: `${code}-R`.slice(0, 20) }))));
      expect(racing.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409]);
    });

    it('shows the display status in the order inactive, Expired, Used Up, Active', async () => {
      const make = async (overrides: Record<string, unknown>, usedCount = 0) => {
        const { body } = await createAdminCoupon(adminCoupon(overrides)).expect(201);
        await t.sql('update platform_coupons set current_uses = $1 where id = $2', [usedCount, body.id]);
        return body.id as string;
      };
      const inactive = await make({ isActive: false, expiresAt: inDays(-1), maxUses: 1 }, 1);
      const expired = await make({ expiresAt: inDays(-1), maxUses: 1 }, 1);
      const usedUp = await make({ expiresAt: inDays(1), maxUses: 2 }, 2);
      const active = await make({ maxUses: 2 }, 1);
      const { body } = await t.http().get('/api/admin/coupons').query({ limit: 200 }).set(admin.auth).expect(200);
      const statusOf = (id: string) => body.find((coupon: { id: string }) => coupon.id === id).status;
      expect([statusOf(inactive), statusOf(expired), statusOf(usedUp), statusOf(active)]).toEqual(['Inactive', 'Expired', 'Used Up', 'Active']);
    });

    it('only platform admins: a coach and staff get 403, anonymous callers 401, and nothing changes', async () => {
      const { body } = await createAdminCoupon(adminCoupon()).expect(201);
      const staff = await createStaff(t, coach, ['coupon_management']);
      for (const who of [coach, staff]) {
        await t.http().get('/api/admin/coupons').set(who.auth).expect(403);
        await createAdminCoupon(adminCoupon(), who).expect(403);
        await t
          .http()
          .put(`/api/admin/coupons/${body.id}`)
          .set(who.auth)
          .send(adminCoupon({ description: 'Hijacked' }))
          .expect(403);
        await t.http().delete(`/api/admin/coupons/${body.id}`).set(who.auth).expect(403);
        await t.http().post('/api/platform-coupons').set(who.auth).send(clientCoupon()).expect(403);
      }
      await t.http().get('/api/admin/coupons').expect(401);
      await t.http().post('/api/admin/coupons').send(adminCoupon()).expect(401);
      const [row] = await t.sql<{ description: string }>('select description from platform_coupons where id = $1', [body.id]);
      expect(row!.description).toBe('Launch offer');
    });

    it('answers 404 for ids that name no coupon', async () => {
      for (const id of ['AAAAAAAAAAAAAAAAAAAAA', 'not-an-id', '00000000-0000-0000-0000-000000000000']) {
        const response = await t.http().put(`/api/admin/coupons/${id}`).set(admin.auth).send(adminCoupon()).expect(404);
        expect(response.body.message).toBe(COUPON_MESSAGES.notFound);
        await t.http().delete(`/api/admin/coupons/${id}`).set(admin.auth).expect(404);
      }
    });
  });

  describe('platform coupons (/api/platform-coupons)', () => {
    it('an admin creates one with the coach-screen fields; coaches and staff read the same store', async () => {
      const validFrom = inDays(-1);
      const created = await t
        .http()
        .post('/api/platform-coupons')
        .set(admin.auth)
        .send({
          name: 'Black Friday',
          code: 'bf-2026',
          description: 'Half off',
          discountType: 'percentage',
          discountValue: '50',
          maxUses: 10,
          validFrom,
          minimumOrderValue: 20,
        })
        .expect(201);
      expect(created.body).toEqual({
        id: expect.any(String),
        name: 'Black Friday',
        description: 'Half off',
        code: 'BF-2026',
        discountType: 'percentage',
        discountValue: 50,
        maxUses: 10,
        currentUses: 0,
        usagePercentage: 0,
        validFrom,
        validUntil: null,
        minimumOrderValue: 20,
        isActive: true,
        applicablePackages: [],
        clientRestrictions: [],
        status: 'Active',
        createdAt: expect.any(String),
      });
      const staff = await createStaff(t, coach, []);
      for (const who of [coach, staff, admin]) {
        const list = await t.http().get('/api/platform-coupons').query({ limit: 200 }).set(who.auth).expect(200);
        expect(list.body).toContainEqual(created.body);
      }
      const adminView = await t.http().get('/api/admin/coupons').query({ limit: 200 }).set(admin.auth).expect(200);
      expect(adminView.body).toContainEqual(expect.objectContaining({ id: created.body.id, code: 'BF-2026', type: 'percentage', value: 50, usedCount: 0 }));
      const client = await createClientUser(t, coach);
      await t.http().get('/api/platform-coupons').set(client.auth).expect(403);
      await t.http().get('/api/platform-coupons').expect(401);
    });

    it('validates against an order: valid, discountAmount, savingsPercentage, error', async () => {
      const { body } = await createAdminCoupon(adminCoupon({ type: 'fixed', value: 15 })).expect(201);
      expect((await validatePlatform({ code: body.code.toLowerCase(), orderAmount: 50 }).expect(200)).body).toEqual({
        valid: true,
        discountAmount: 15,
        savingsPercentage: 30,
        finalAmount: 35,
        error: null,
      });
      expect((await validatePlatform({ code: body.code, orderAmount: 10 }).expect(200)).body).toMatchObject({
        valid: true,
        discountAmount: 10,
        finalAmount: 0,
      });
      expect((await validatePlatform({ code: 'NOPE-NOPE', orderAmount: 10 }).expect(200)).body).toEqual({
        valid: false,
        discountAmount: 0,
        savingsPercentage: 0,
        finalAmount: 10,
        error: COUPON_MESSAGES.codeNotValid,
      });
      const expired = await createAdminCoupon(adminCoupon({ expiresAt: inDays(-1) })).expect(201);
      expect((await validatePlatform({ code: expired.body.code, orderAmount: 10 }).expect(200)).body.error).toBe(COUPON_MESSAGES.expired);
    });

    it("needs both code and amount: 'Please enter both code and amount'", async () => {
      for (const body of [{ code: 'SAVE' }, { orderAmount: 10 }, { code: ' ', orderAmount: 10 }, { code: 'SAVE', orderAmount: '' }]) {
        expect((await validatePlatform(body).expect(400)).body.message).toBe(COUPON_MESSAGES.codeAndAmountRequired);
        expect((await validateClient(body).expect(400)).body.message).toBe(COUPON_MESSAGES.codeAndAmountRequired);
      }
      expect((await validatePlatform({ code: 'SAVE', orderAmount: -5 }).expect(400)).body.message).toBe(COUPON_MESSAGES.amountInvalid);
    });
  });

  describe('platform subscription coupon check (POST /api/platform/validate-coupon)', () => {
    it('answers coupon {code, type, value} for free, percentage and fixed coupons', async () => {
      for (const [type, value] of [
        ['free', 0],
        ['percentage', 25],
        ['fixed', 10],
      ] as const) {
        const { body } = await createAdminCoupon(adminCoupon({ type, value })).expect(201);
        const check = await t
          .http()
          .post('/api/platform/validate-coupon')
          .set(coach.auth)
          .send({ code: ` ${body.code.toLowerCase()} ` })
          .expect(200);
        expect(check.body).toEqual({ coupon: { code: body.code, type, value } });
      }
    });

    it("answers 400 'Coupon code is not valid' for unknown, inactive, expired, not yet valid and used-up codes", async () => {
      const inactive = (await createAdminCoupon(adminCoupon({ isActive: false })).expect(201)).body.code;
      const expired = (await createAdminCoupon(adminCoupon({ expiresAt: inDays(-1) })).expect(201)).body.code;
      const future = (
        await t
          .http()
          .post('/api/platform-coupons')
          .set(admin.auth)
          .send(clientCoupon({ validFrom: inDays(2) }))
          .expect(201)
      ).body.code;
      const usedUp = await createAdminCoupon(adminCoupon({ maxUses: 1 })).expect(201);
      await t.sql('update platform_coupons set current_uses = 1 where id = $1', [usedUp.body.id]);
      for (const code of ['UNKNOWN-CODE', inactive, expired, future, usedUp.body.code, '']) {
        const response = await t.http().post('/api/platform/validate-coupon').set(coach.auth).send({ code }).expect(400);
        expect(response.body.message).toBe(COUPON_MESSAGES.codeNotValid);
      }
      await t.http().post('/api/platform/validate-coupon').send({ code: 'ANY' }).expect(401);
    });
  });

  describe('client coupons (/api/client-coupons)', () => {
    it('creates with the defaults (percentage, active, valid from now) and lists the business’s own', async () => {
      const before = Date.now();
      const created = await createClientCoupon({ name: ' Spring ', code: 'spring', discountValue: 20 }).expect(201);
      expect(created.body).toMatchObject({
        name: 'Spring',
        code: 'SPRING',
        discountType: 'percentage',
        discountValue: 20,
        maxUses: null,
        currentUses: 0,
        usagePercentage: null,
        validUntil: null,
        minimumOrderValue: null,
        isActive: true,
        clientRestrictions: [],
        status: 'Active',
      });
      expect(new Date(created.body.validFrom).getTime()).toBeGreaterThanOrEqual(before - 1000);
      const list = await t.http().get('/api/client-coupons').set(coach.auth).expect(200);
      expect(list.body).toContainEqual(created.body);
      const other = await registerUser(t);
      expect((await t.http().get('/api/client-coupons').set(other.auth).expect(200)).body).toEqual([]);
      expect(
        (await t.sql('select 1 from outbox_events where name = $1 and payload->>$2 = $3', ['client_coupon_created', 'couponId', created.body.id])).length,
      ).toBe(1);
    });

    it.each([
      [{ name: '' }, 'Name is required'],
      [{ name: undefined }, 'Name is required'],
      [{ code: 'AB' }, 'Code must be at least 3 characters'],
      [{ code: 'A'.repeat(21) }, 'Code must be at most 20 characters'],
      [{ code: 'NO!' }, 'Code must contain only uppercase letters, numbers, and hyphens'],
      [{ discountType: 'free' }, COUPON_MESSAGES.clientTypeInvalid],
      [{ discountValue: undefined }, 'Discount value is required'],
      [{ discountValue: '' }, 'Discount value is required'],
      [{ discountValue: -1 }, 'Value must be positive'],
      [{ discountValue: 101 }, COUPON_MESSAGES.percentageTooHigh],
      [{ maxUses: 0 }, 'Max uses must be at least 1'],
      [{ validFrom: 'yesterday' }, COUPON_MESSAGES.validFromInvalid],
      [{ validFrom: '2026-06-01T00:00:00Z', validUntil: '2026-05-01T00:00:00Z' }, COUPON_MESSAGES.validUntilBeforeFrom],
      [{ minimumOrderValue: -3 }, COUPON_MESSAGES.minimumOrderValueInvalid],
      [{ clientRestrictions: 'everyone' }, COUPON_MESSAGES.restrictionsInvalid],
    ])('refuses %j with its message', async (change, message) => {
      const response = await createClientCoupon(clientCoupon(change)).expect(400);
      expect(response.body.message).toBe(message);
    });

    it('keeps the code unique per business only (a database constraint, also under concurrent creates)', async () => {
      const code = uniqueCode('P');
      await createClientCoupon(clientCoupon({ code })).expect(201);
      expect((await createClientCoupon(clientCoupon({ code })).expect(409)).body.message).toBe(COUPON_MESSAGES.codeTaken);
      const other = await registerUser(t);
      await createClientCoupon(clientCoupon({ code }), other).expect(201);
      const racing = await Promise.all(Array.from({ length: 6 }, () => createClientCoupon(clientCoupon({ code: `${code}-R`.slice(0, 20) }))));
      expect(racing.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    });

    it("refuses client restrictions naming another business's client (404), accepts its own", async () => {
      const mine = await createClient(t, coach);
      const other = await registerUser(t);
      const theirs = await createClient(t, other);
      for (const ids of [[theirs.id], [mine.id, theirs.id]]) {
        const response = await createClientCoupon(clientCoupon({ clientRestrictions: ids })).expect(404);
        expect(response.body.message).toBe(COUPON_MESSAGES.clientNotFound);
      }
      expect((await createClientCoupon(clientCoupon({ clientRestrictions: ['not-a-client'] })).expect(400)).body.message).toBe(
        COUPON_MESSAGES.restrictionsInvalid,
      );
      const created = await createClientCoupon(clientCoupon({ clientRestrictions: [mine.id, mine.id] })).expect(201);
      expect(created.body.clientRestrictions).toEqual([mine.id]);
    });

    it('staff need coupon management; clients and anonymous callers are refused', async () => {
      const permitted = await createStaff(t, coach, ['coupon_management']);
      const created = await createClientCoupon(clientCoupon(), permitted).expect(201);
      expect((await t.http().get('/api/client-coupons').query({ limit: 200 }).set(permitted.auth).expect(200)).body).toContainEqual(created.body);
      await validateClient({ code: created.body.code, orderAmount: 10 }, permitted).expect(200);
      const unpermitted = await createStaff(t, coach, ['client_management']);
      await t.http().get('/api/client-coupons').set(unpermitted.auth).expect(403);
      await createClientCoupon(clientCoupon(), unpermitted).expect(403);
      const client = await createClientUser(t, coach);
      await t.http().get('/api/client-coupons').set(client.auth).expect(403);
      await validateClient({ code: created.body.code, orderAmount: 10 }, client).expect(403);
      await t.http().get('/api/client-coupons').expect(401);
      await t.http().post('/api/client-coupons/validate').send({ code: 'X', orderAmount: 1 }).expect(401);
    });

    it('validates with the maths of section 9 and every restriction', async () => {
      const percent = (await createClientCoupon(clientCoupon({ discountType: 'percentage', discountValue: 15 })).expect(201)).body;
      expect((await validateClient({ code: percent.code, orderAmount: 79.99 }).expect(200)).body).toEqual({
        valid: true,
        discountAmount: 12,
        savingsPercentage: 15,
        finalAmount: 67.99,
        error: null,
      });
      const fixed = (await createClientCoupon(clientCoupon({ discountType: 'fixed', discountValue: 30, minimumOrderValue: 40 })).expect(201)).body;
      expect((await validateClient({ code: fixed.code, orderAmount: 45 }).expect(200)).body).toMatchObject({
        valid: true,
        discountAmount: 30,
        savingsPercentage: 67,
        finalAmount: 15,
      });
      expect((await validateClient({ code: fixed.code, orderAmount: 39.99 }).expect(200)).body).toEqual({
        valid: false,
        discountAmount: 0,
        savingsPercentage: 0,
        finalAmount: 39.99,
        error: minimumOrderMessage(40),
      });

      const future = (await createClientCoupon(clientCoupon({ validFrom: inDays(3) })).expect(201)).body;
      expect((await validateClient({ code: future.code, orderAmount: 50 }).expect(200)).body.error).toBe(COUPON_MESSAGES.notYetValid);
      const ended = (await createClientCoupon(clientCoupon({ validFrom: inDays(-5), validUntil: inDays(-1) })).expect(201)).body;
      expect((await validateClient({ code: ended.code, orderAmount: 50 }).expect(200)).body.error).toBe(COUPON_MESSAGES.expired);
      expect(ended.status).toBe('Expired');
      const inactive = (await createClientCoupon(clientCoupon({ isActive: false })).expect(201)).body;
      expect((await validateClient({ code: inactive.code, orderAmount: 50 }).expect(200)).body.error).toBe(COUPON_MESSAGES.inactive);

      const packageId = '6f1c2a4e-1111-4c1d-9c1a-000000000001';
      const forPackage = (await createClientCoupon(clientCoupon({ applicablePackages: [packageId] })).expect(201)).body;
      expect((await validateClient({ code: forPackage.code, orderAmount: 50 }).expect(200)).body.error).toBe(COUPON_MESSAGES.notForPackage);
      expect((await validateClient({ code: forPackage.code, orderAmount: 50, packageId: '6f1c2a4e-1111-4c1d-9c1a-000000000002' }).expect(200)).body.error).toBe(
        COUPON_MESSAGES.notForPackage,
      );
      expect((await validateClient({ code: forPackage.code, orderAmount: 50, packageId }).expect(200)).body.valid).toBe(true);

      const [mine, sibling] = [await createClient(t, coach), await createClient(t, coach)];
      const forClient = (await createClientCoupon(clientCoupon({ clientRestrictions: [mine.id] })).expect(201)).body;
      expect((await validateClient({ code: forClient.code, orderAmount: 50, clientId: sibling.id }).expect(200)).body.error).toBe(COUPON_MESSAGES.notForClient);
      expect((await validateClient({ code: forClient.code, orderAmount: 50 }).expect(200)).body.error).toBe(COUPON_MESSAGES.notForClient);
      expect((await validateClient({ code: forClient.code, orderAmount: 50, clientId: mine.id }).expect(200)).body.valid).toBe(true);
    });

    it('deactivates, reactivates and deletes a coupon; another business gets 404 and changes nothing', async () => {
      const coupon = (await createClientCoupon(clientCoupon()).expect(201)).body;
      const off = await t.http().patch(`/api/client-coupons/${coupon.id}`).set(coach.auth).send({ isActive: false }).expect(200);
      expect(off.body).toMatchObject({ id: coupon.id, isActive: false, status: 'Inactive' });
      expect((await validateClient({ code: coupon.code, orderAmount: 50 }).expect(200)).body.error).toBe(COUPON_MESSAGES.inactive);
      await t.http().patch(`/api/client-coupons/${coupon.id}`).set(coach.auth).send({ isActive: true }).expect(200);
      expect((await validateClient({ code: coupon.code, orderAmount: 50 }).expect(200)).body.valid).toBe(true);
      expect((await t.http().patch(`/api/client-coupons/${coupon.id}`).set(coach.auth).send({ isActive: 'no' }).expect(400)).body.message).toBe(
        'isActive must be true or false',
      );

      const other = await registerUser(t);
      const otherStaff = await createStaff(t, other, ['coupon_management']);
      for (const who of [other, otherStaff]) {
        const foreign = await t.http().patch(`/api/client-coupons/${coupon.id}`).set(who.auth).send({ isActive: false }).expect(404);
        expect(foreign.body.message).toBe(COUPON_MESSAGES.notFound);
        await t.http().delete(`/api/client-coupons/${coupon.id}`).set(who.auth).expect(404);
      }
      await t.http().patch(`/api/client-coupons/${coupon.id}`).send({ isActive: false }).expect(401);
      await t.http().delete(`/api/client-coupons/${coupon.id}`).expect(401);
      await t.http().delete(`/api/client-coupons/AAAAAAAAAAAAAAAAAAAAA`).set(coach.auth).expect(404);
      await t.http().delete(`/api/client-coupons/not-an-id`).set(coach.auth).expect(404);
      expect((await validateClient({ code: coupon.code, orderAmount: 50 }).expect(200)).body.valid).toBe(true);

      await t.http().delete(`/api/client-coupons/${coupon.id}`).set(coach.auth).expect(204);
      expect((await validateClient({ code: coupon.code, orderAmount: 50 }).expect(200)).body.error).toBe(COUPON_MESSAGES.codeNotValid);
      await t.http().patch(`/api/client-coupons/${coupon.id}`).set(coach.auth).send({ isActive: true }).expect(404);
    });

    it("answers another business's code exactly as a code that does not exist", async () => {
      const other = await registerUser(t);
      const theirs = (await createClientCoupon(clientCoupon(), other).expect(201)).body;
      const foreign = await validateClient({ code: theirs.code, orderAmount: 50 }).expect(200);
      const missing = await validateClient({ code: 'ZZZ-NOT-THERE', orderAmount: 50 }).expect(200);
      expect(foreign.body).toEqual(missing.body);
      expect(foreign.body.error).toBe(COUPON_MESSAGES.codeNotValid);
      await expect(
        inContext(() => service().redeemClientCoupon({ businessId: coach.id }, { code: theirs.code, orderAmount: 50, usedBy: coach.id })),
      ).rejects.toMatchObject({
        status: 400,
        message: COUPON_MESSAGES.codeNotValid,
      });
      expect(await t.sql('select 1 from coupon_usage where coupon_id = $1', [theirs.id])).toEqual([]);
    });
  });

  describe('redemption (CouponsService)', () => {
    const redeemClient = (code: string, extra: Partial<CouponRedemptionRequest> = {}) =>
      inContext(() => service().redeemClientCoupon({ businessId: coach.id }, { code, orderAmount: 100, usedBy: coach.id, ...extra }));

    it('records the use, its amounts and coupon_redeemed in one transaction', async () => {
      const coupon = (await createClientCoupon(clientCoupon({ discountType: 'fixed', discountValue: 25, maxUses: 3 })).expect(201)).body;
      const redemption = await redeemClient(coupon.code.toLowerCase(), { orderId: 'order-1' });
      expect(redemption).toEqual({ couponId: coupon.id, usageId: expect.any(String), discountAmount: 25, originalAmount: 100, finalAmount: 75 });
      const rows = await t.sql(
        'select coupon_type, coupon_id, coach_id, used_by, order_id, discount_amount, original_amount, final_amount from coupon_usage where coupon_id = $1',
        [coupon.id],
      );
      expect(rows).toEqual([
        {
          coupon_type: 'client',
          coupon_id: coupon.id,
          coach_id: coach.id,
          used_by: coach.id,
          order_id: 'order-1',
          discount_amount: '25.00',
          original_amount: '100.00',
          final_amount: '75.00',
        },
      ]);
      const events = await t.sql<{ payload: unknown }>(`select payload from outbox_events where name = 'coupon_redeemed' and payload->>'couponId' = $1`, [
        coupon.id,
      ]);
      expect(events.map((event) => event.payload)).toEqual([
        {
          businessId: coach.id,
          couponType: 'client',
          couponId: coupon.id,
          usageId: redemption.usageId,
          usedBy: coach.id,
          orderId: 'order-1',
          discountAmount: 25,
        },
      ]);
      const list = await t.http().get('/api/client-coupons').query({ limit: 200 }).set(coach.auth).expect(200);
      expect(list.body.find((item: { id: string }) => item.id === coupon.id)).toMatchObject({ currentUses: 1, usagePercentage: 33 });
    });

    it('refuses what validation refuses, and counts nothing', async () => {
      const coupon = (await createClientCoupon(clientCoupon({ minimumOrderValue: 500 })).expect(201)).body;
      await expect(redeemClient(coupon.code)).rejects.toMatchObject({ status: 400, message: minimumOrderMessage(500) });
      const [row] = await t.sql<{ current_uses: number }>('select current_uses from client_coupons where id = $1', [coupon.id]);
      expect(row!.current_uses).toBe(0);
      expect(await t.sql('select 1 from coupon_usage where coupon_id = $1', [coupon.id])).toEqual([]);
    });

    it('50 concurrent redemptions of a client coupon with one use left: exactly one succeeds', async () => {
      const coupon = (await createClientCoupon(clientCoupon({ maxUses: 5 })).expect(201)).body;
      await t.sql('update client_coupons set current_uses = 4 where id = $1', [coupon.id]);
      const outcomes = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => redeemClient(coupon.code, { orderId: `race-${i}` })));
      const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
      expect(succeeded).toHaveLength(1);
      expect(refused).toHaveLength(49);
      expect(refused.every((outcome) => outcome.reason.status === 409 && outcome.reason.message === COUPON_MESSAGES.usedUp)).toBe(true);
      expect(await t.sql('select count(*)::int as n from coupon_usage where coupon_id = $1', [coupon.id])).toEqual([{ n: 1 }]);
      expect(await t.sql('select current_uses from client_coupons where id = $1', [coupon.id])).toEqual([{ current_uses: 5 }]);
      expect((await validateClient({ code: coupon.code, orderAmount: 10 }).expect(200)).body.error).toBe(COUPON_MESSAGES.usedUp);
    });

    it('50 concurrent redemptions of a platform coupon with three uses left: exactly three succeed', async () => {
      const coupon = (await createAdminCoupon(adminCoupon({ maxUses: 3 })).expect(201)).body;
      const outcomes = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) =>
          inContext(() => service().redeemPlatformCoupon({ code: coupon.code, orderAmount: 50, usedBy: coach.id, orderId: `sub-${i}` })),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
      expect(await t.sql('select count(*)::int as n from coupon_usage where coupon_id = $1', [coupon.id])).toEqual([{ n: 3 }]);
      const adminView = await t.http().get('/api/admin/coupons').query({ limit: 200 }).set(admin.auth).expect(200);
      expect(adminView.body.find((item: { id: string }) => item.id === coupon.id)).toMatchObject({ usedCount: 3, status: 'Used Up' });
    });
  });

  describe('the platform subscription redeems platform coupons (POST /api/platform/create-subscription)', () => {
    const subscribe = (who: SignedInUser, couponCode: string) =>
      t.http().post('/api/platform/create-subscription').set(who.auth).send({ priceId: PLATFORM_PLAN.priceId, couponCode });
    const usesOf = (couponId: string) =>
      t.sql<{ used_by: string; final_amount: string }>('select used_by, final_amount from coupon_usage where coupon_id = $1', [couponId]);

    it('a free coupon gives access at once and records its use; the last use goes once', async () => {
      const coupon = (await createAdminCoupon(adminCoupon({ type: 'free', maxUses: 1 })).expect(201)).body;
      const first = await registerUser(t);
      const free = await subscribe(first, coupon.code.toLowerCase()).expect(200);
      expect(free.body).toMatchObject({ status: 'active', clientSecret: null, freeAccess: true });
      expect(await usesOf(coupon.id)).toEqual([{ used_by: first.id, final_amount: '0.00' }]);
      const second = await registerUser(t);
      expect((await subscribe(second, coupon.code).expect(400)).body.message).toBe(COUPON_MESSAGES.codeNotValid);
      expect(await usesOf(coupon.id)).toHaveLength(1);
    });

    it('a percentage coupon lowers the price to pay and records its use', async () => {
      const coupon = (await createAdminCoupon(adminCoupon({ type: 'percentage', value: 20 })).expect(201)).body;
      const buyer = await registerUser(t);
      const paid = await subscribe(buyer, coupon.code).expect(200);
      expect(paid.body).toMatchObject({ freeAccess: false, clientSecret: expect.any(String) });
      expect(await usesOf(coupon.id)).toEqual([{ used_by: buyer.id, final_amount: (PLATFORM_PLAN.amount * 0.8).toFixed(2) }]);
    });
  });
});
