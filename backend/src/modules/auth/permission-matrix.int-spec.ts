import { STAFF_PERMISSIONS, type StaffPermission } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { SignedInUser } from '../../../test/factories';
import { createStaff } from '../../../test/client-factories';
import { inPool, mayCall, SESSION_ENDING_ROUTES, sweptOperations, SweepWorld, type SweptOperation } from '../../../test/openapi-requests';

/** The access guard's refusal of a staff member who lacks a route's permission (a use case's own 403 says something else). */
const DENIED = 'Your business has not granted you this permission';

/*
 * The permission matrix, driven by the OpenAPI document: every operation a staff member may call that names its
 * permissions (`x-permissions`, written from the @Access rule the guard reads) is called by one staff member holding
 * each permission in turn. Holding one of the route's permissions, the guard lets the call through (whatever the use
 * case then answers); holding only another, the guard refuses it with 403. A route is covered as soon as it is in the
 * document.
 */
describe('staff permission matrix across every guarded route (HTTP)', () => {
  let t: TestApp;
  let world: SweepWorld;
  let staff: SignedInUser;
  let entryId: string;
  const guarded = sweptOperations().filter(
    (operation) => operation.access.permissions?.length && mayCall(operation, 'staff') && !SESSION_ENDING_ROUTES.includes(operation.route),
  );

  beforeAll(async () => {
    t = await createTestApp({ withWorkers: false, env: { FOOD_LOOKUP_URL: '' } });
    world = await SweepWorld.create(t);
    staff = await createStaff(t, world.coach, []);
    entryId = (await t.sql<{ id: string }>('select id from business_staff where staff_id = $1', [staff.id]))[0]!.id;
  }, 120_000);
  afterAll(() => t.close());

  const grant = (permissions: StaffPermission[]) => t.http().patch(`/api/staff/${entryId}/permissions`).set(world.coach.auth).send({ permissions }).expect(200);
  const label = (operation: SweptOperation) => `${operation.method.toUpperCase()} ${operation.route}`;
  const refusedByGuard = (response: { status: number; body?: { message?: unknown } }) => response.status === 403 && response.body?.message === DENIED;

  it('documents the permissions of the guarded routes', () => {
    expect(guarded.length).toBeGreaterThan(50);
    for (const operation of guarded) expect(STAFF_PERMISSIONS).toEqual(expect.arrayContaining(operation.access.permissions!));
    // The staff management routes of the owner are not open to staff at all (roles), whatever they hold.
    expect(guarded.filter((operation) => operation.route.startsWith('/api/staff/'))).toEqual([]);
  });

  it('refuses every guarded route to a staff member without permissions', async () => {
    await grant([]);
    const answers = await inPool(
      guarded.map(
        (operation) => async () => [label(operation), refusedByGuard(await world.request(t, staff, operation, world.fill(operation.route)!))] as const,
      ),
    );
    expect(answers.filter(([, refused]) => !refused).map(([route]) => route)).toEqual([]);
  });

  describe.each(STAFF_PERMISSIONS.map((permission) => [permission]))('%s', (permission) => {
    it('opens the routes that name it and only those', async () => {
      await grant([permission]);
      const answers = await inPool(
        guarded.map((operation) => async () => {
          const response = await world.request(t, staff, operation, world.fill(operation.route)!);
          const opens = operation.access.permissions!.includes(permission);
          return { route: label(operation), opens, refused: refusedByGuard(response), status: response.status };
        }),
      );
      expect(answers.filter((answer) => answer.opens && answer.refused).map((answer) => `${answer.route}: refused with ${permission}`)).toEqual([]);
      expect(answers.filter((answer) => !answer.opens && !answer.refused).map((answer) => `${answer.route}: ${answer.status} without its permission`)).toEqual(
        [],
      );
      if (guarded.some((operation) => operation.access.permissions!.includes(permission))) expect(answers.some((answer) => answer.opens)).toBe(true);
    });
  });
});
