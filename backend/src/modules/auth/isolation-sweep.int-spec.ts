import { isDeepStrictEqual } from 'node:util';
import { STAFF_PERMISSIONS, type Role } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUserWithRole, enrolTwoFactor, type SignedInUser } from '../../../test/factories';
import { createClientUser, createStaff } from '../../../test/client-factories';
import {
  mayCall,
  referenceKind,
  resolve,
  SESSION_ENDING_ROUTES,
  sweptOperations,
  SweepWorld,
  type Schema,
  type SweptOperation,
} from '../../../test/openapi-requests';

/*
 * Tenant isolation over every operation of the OpenAPI document. Two businesses, each with a signed-in client, create
 * what they can through every route (files, assignments and the client portal's records included). Then the other
 * business, its staff member (active, every permission), its client and another client of the first business call
 * each route with the first business's records: in the path, in bodies and queries, and through the lists. A foreign
 * record must get the answer a record that does not exist gets (same status, same message), appear in no list, and
 * stay as it was. A route is swept as soon as it is in the document; one whose records the sweep cannot reach fails
 * the sweep until it can.
 */

/**
 * Routes of the signed-in person themselves, public invitation links, probes and the Help Center's articles (the
 * platform's own, the same for every business): no one else's records to try.
 */
const NOT_TENANT_ROUTES = /^\/api\/(auth|user|admin|invitations|staff-invitations|platform-staff-invitations|health|metrics|help)(\/|$)/;
/** What is a client's own within their business: their portal and their conversation with the coach. */
const CLIENT_PRIVATE_ROUTES = /^\/api\/(client|messages)(\/|$)/;
/** Records of one client (the business's other clients must not reach them), by the item route that names them. */
const CLIENT_PRIVATE_RECORDS = /^\/api\/(client\/|client-|goals|shopping-lists|food-preferences|progress-photos|messages|clients\/\{id\}\/)/;
/** What names one client, and so is out of reach of a staff member assigned to other clients. */
const CLIENT_RECORDS_OF_STAFF = /^\/api\/(clients\/\{id\}|goals|progress-photos|messages)(\/|$)/;
/**
 * Client routes that name the business's own records, the same for each of its clients: the packages it sells and the
 * steps of its active onboarding. Another client of the business reaches them as the client does.
 */
const SHARED_WITH_CLIENTS = /^\/api\/client\/(packages|onboarding\/steps)(\/|$)/;

interface Caller {
  name: string;
  user: SignedInUser;
  role: Role;
  /** The caller's own records, for the parts of a request that are not the first business's. */
  world: SweepWorld;
  /** A client of the first business: only the other client's own records and routes are foreign to them. */
  sameBusiness?: boolean;
  /**
   * A staff member of the first business (every permission) assigned to another of its clients: the client's records
   * and the client themselves are foreign to them, the business's own records are not.
   */
  assignedElsewhere?: boolean;
}

interface Answer {
  status: number;
  message?: unknown;
}

describe('tenant isolation across every route (HTTP)', () => {
  let t: TestApp;
  let victim: SweepWorld;
  let other: SweepWorld;
  let callers: Caller[];
  const operations = sweptOperations().filter(({ route, access }) => !access.isPublic && !SESSION_ENDING_ROUTES.includes(route));
  const tenantOperations = operations.filter(({ route }) => !NOT_TENANT_ROUTES.test(route));

  beforeAll(async () => {
    t = await createTestApp({ withWorkers: false, env: { FOOD_LOOKUP_URL: '' } });
    victim = await SweepWorld.create(t);
    await victim.populate(t);
    other = await SweepWorld.create(t);
    await other.populate(t);
    const otherStaff = await createStaff(t, other.coach, [...STAFF_PERMISSIONS]);
    // Populating sent every write, the staff two-factor requirement's too: the staff member meets it, so they reach
    // every route as such a member does (not the set-up alone).
    await enrolTwoFactor(t, otherStaff.id);
    const sibling = await createClientUser(t, victim.coach);
    const assignedElsewhere = await createStaff(t, victim.coach, [...STAFF_PERMISSIONS]);
    await enrolTwoFactor(t, assignedElsewhere.id);
    const [entry] = await t.sql<{ id: string }>('select id from business_staff where staff_id = $1', [assignedElsewhere.id]);
    await t.http().put(`/api/staff/${entry!.id}/clients/${sibling.clientId}`).set(victim.coach.auth).send({}).expect(200);
    callers = [
      { name: 'another business', user: other.coach, role: 'business', world: other },
      { name: "another business's staff member", user: otherStaff, role: 'staff', world: other },
      { name: "another business's client", user: other.client, role: 'client', world: other },
      { name: 'another client of the same business', user: sibling, role: 'client', world: victim, sameBusiness: true },
      {
        name: 'a staff member of the same business assigned to another client',
        user: assignedElsewhere,
        role: 'staff',
        world: victim,
        assignedElsewhere: true,
      },
    ];
  }, 120_000);
  afterAll(() => t.close());

  const answer = (response: { status: number; body?: { message?: unknown } }): Answer => ({ status: response.status, message: response.body?.message });
  const sameAnswer = (a: Answer, b: Answer) => a.status === b.status && isDeepStrictEqual(a.message, b.message);
  const reaches = (caller: Caller, operation: SweptOperation) =>
    mayCall(operation, caller.role) &&
    (!caller.sameBusiness || CLIENT_PRIVATE_ROUTES.test(operation.route)) &&
    (!caller.assignedElsewhere || CLIENT_RECORDS_OF_STAFF.test(operation.route) || operation.route === '/api/clients');

  /** Everything the first business and its client can read, as they read it: to show that nothing changed. */
  async function snapshot(): Promise<Map<string, unknown>> {
    const reads = new Map<string, unknown>();
    for (const operation of tenantOperations.filter(({ method }) => method === 'get')) {
      const url = victim.fill(operation.route, { onlyCreated: true });
      if (!url) continue;
      for (const [role, reader] of [
        ['business', victim.coach],
        ['client', victim.client],
      ] as const) {
        // A client reading their conversation marks it read: the business's side of it shows that.
        if (!mayCall(operation, role) || (role === 'client' && operation.route === '/api/messages')) continue;
        const response = await t.http().get(url).set(reader.auth);
        reads.set(`${role} GET ${url}`, { status: response.status, body: response.body, text: response.text });
      }
    }
    return reads;
  }
  const changes = (before: Map<string, unknown>, after: Map<string, unknown>) =>
    [...before].filter(([read, value]) => !isDeepStrictEqual(value, after.get(read))).map(([read]) => read);

  it("answers the first business's records, in the path, exactly as records that do not exist, and changes none of them", async () => {
    const itemOperations = tenantOperations.filter(({ route }) => route.includes('{'));
    // Every id-taking route reaches a real record: a new route whose records the sweep cannot create fails here.
    expect(itemOperations.filter(({ route }) => !victim.fill(route, { onlyCreated: true })).map(({ method, route }) => `${method} ${route}`)).toEqual([]);

    const before = await snapshot();
    const leaks: Array<{ caller: string; method: string; route: string; theirs: Answer; missing: Answer }> = [];
    let checks = 0;
    let assignedElsewhereChecks = 0;
    for (const caller of callers) {
      for (const operation of itemOperations.filter((candidate) => reaches(caller, candidate))) {
        if (caller.sameBusiness && (!CLIENT_PRIVATE_RECORDS.test(operation.route) || SHARED_WITH_CLIENTS.test(operation.route))) continue;
        if (caller.assignedElsewhere && !CLIENT_RECORDS_OF_STAFF.test(operation.route)) continue;
        const theirs = answer(await caller.world.request(t, caller.user, operation, victim.fill(operation.route, { onlyCreated: true })!));
        const missing = answer(await caller.world.request(t, caller.user, operation, victim.fillMissing(operation.route)));
        checks += 1;
        if (caller.assignedElsewhere) assignedElsewhereChecks += 1;
        if (!sameAnswer(theirs, missing) || theirs.status < 400) {
          leaks.push({ caller: caller.name, method: operation.method.toUpperCase(), route: operation.route, theirs, missing });
        }
      }
    }

    expect(leaks).toEqual([]);
    expect(checks).toBeGreaterThan(150);
    expect(assignedElsewhereChecks).toBeGreaterThan(30);
    expect(changes(before, await snapshot())).toEqual([]);
  }, 300_000);

  /** The record kinds a body, form or query of the operation points at. */
  function referencesOf({ operation, bodySchema, formSchema }: SweptOperation): string[] {
    const kinds = new Set<string>();
    const walk = (raw: Schema | undefined, depth: number) => {
      const schema = resolve(raw);
      if (depth > 4) return;
      if (schema.items) walk(schema.items, depth + 1);
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const kind = referenceKind(name);
        if (kind) kinds.add(kind);
        else walk(property, depth + 1);
      }
    };
    walk(bodySchema ?? formSchema, 0);
    for (const parameter of operation.parameters ?? []) {
      const kind = parameter.in === 'query' ? referenceKind(parameter.name) : undefined;
      if (kind) kinds.add(kind);
    }
    return [...kinds];
  }

  /** The first business's records of a kind, as a caller might name them. */
  function foreignReferences(kind: string, caller: Caller): string[] {
    const client = [victim.client.clientId, victim.client.id];
    if (caller.sameBusiness || caller.assignedElsewhere) return kind === 'client' || kind === 'receiver' ? client : [];
    const byKind: Record<string, Array<string | undefined>> = {
      client: [victim.client.clientId],
      // A client names their coach, the business names a client (by record or by sign-in).
      receiver: [...client, victim.coach.id],
      coach: [victim.coach.id],
      food: [victim.created.get('/api/foods')],
      meal: [victim.created.get('/api/meals')],
      planMeal: [victim.known.get('planMeal')],
      exercise: [victim.created.get('/api/exercises')],
      parent: [victim.created.get('/api/communities/{id}/posts')],
      // The platform plan's price identifier is the platform's one plan, no business's record.
      price: [],
      // Form templates are the platform's, shared by every business: no business's record.
      template: [],
      package: [victim.created.get('/api/coaching-packages')],
      // A package assigned to a client (the simulated test clock renews a recurring one).
      clientSubscription: [victim.created.get('/api/clients/{id}/subscriptions')],
      availability: [victim.known.get('availability')],
      // The LeadDec settings' locationId is a sub-account at LeadDec, text the business types in: no record of ours.
      location: [],
      // A setup intent is made for an active platform subscription, which the provider's events make active: the sweep's
      // app runs no workers, so no world has one and both answer before reading the intent. platform-billing.int-spec
      // checks that another business's setup intent answers as Stripe answers an unknown one.
      setupIntent: [],
    };
    const references = byKind[kind];
    if (!references) throw new Error(`The sweep knows no records of the kind "${kind}": add them to foreignReferences`);
    return references.map((reference) => {
      if (!reference) throw new Error(`The first business created no record of the kind "${kind}"`);
      return reference;
    });
  }

  it("answers references to the first business's records in bodies and queries exactly as references to records that do not exist", async () => {
    const before = await snapshot();
    const leaks: Array<{ caller: string; method: string; route: string; reference: string; theirs: Answer; missing: Answer }> = [];
    /** `METHOD route kind` → the answer to a foreign reference, where a missing one answered 404 (the service looked). */
    const examined = new Map<string, Answer>();
    for (const caller of callers) {
      for (const operation of tenantOperations.filter((candidate) => reaches(caller, candidate))) {
        const url = caller.world.fill(operation.route, { onlyCreated: true });
        if (!url) continue;
        for (const kind of referencesOf(operation)) {
          for (const reference of foreignReferences(kind, caller)) {
            const send = async (value: string) =>
              answer(await caller.world.request(t, caller.user, operation, url, new Map([...caller.world.known, [kind, value]])));
            const theirs = await send(reference);
            const missing = await send(crypto.randomUUID());
            if (!sameAnswer(theirs, missing)) {
              leaks.push({ caller: caller.name, method: operation.method.toUpperCase(), route: operation.route, reference: kind, theirs, missing });
            } else if (missing.status === 404) {
              examined.set(`${operation.method.toUpperCase()} ${operation.route} ${kind}`, theirs);
            }
          }
        }
      }
    }

    expect(leaks).toEqual([]);
    // The references the modules' own isolation tests once named are among those the services looked up.
    expect([...examined.keys()]).toEqual(
      expect.arrayContaining([
        'POST /api/goals client',
        'POST /api/meals food',
        'POST /api/meal-plans meal',
        'POST /api/meal-plans/{id}/assign client',
        'POST /api/workouts/{id}/assign client',
        'POST /api/habit-templates/{id}/assign client',
        'POST /api/communities/{id}/members client',
        'GET /api/messages receiver',
        'POST /api/messages receiver',
        'POST /api/messages/attachments receiver',
        'POST /api/client/food-log food',
        'POST /api/clients/{id}/subscriptions package',
      ]),
    );
    expect(examined.get('POST /api/meal-plans meal')).toEqual({ status: 404, message: 'Meal not found' });
    expect(examined.get('POST /api/clients/{id}/subscriptions package')).toEqual({ status: 404, message: 'Package not found' });
    expect(changes(before, await snapshot())).toEqual([]);
  }, 300_000);

  it("shows no one the first business's records in a list, nor another client the client's own", async () => {
    const lists = tenantOperations.filter(({ route, method }) => method === 'get' && !route.includes('{'));
    const privateSecrets = [
      victim.client.clientId,
      victim.client.id,
      victim.client.email,
      ...[...victim.created].filter(([route]) => CLIENT_PRIVATE_RECORDS.test(route) && !SHARED_WITH_CLIENTS.test(route)).map(([, id]) => id),
    ];
    const shown: Array<{ caller: string; url: string; secrets: string[] }> = [];
    let checks = 0;
    for (const caller of callers) {
      const secrets = caller.sameBusiness || caller.assignedElsewhere ? privateSecrets : [...victim.secrets];
      for (const operation of lists.filter((candidate) => reaches(caller, candidate))) {
        const parameters = (operation.operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
        // As the screen first asks, and as wide as the route allows: the largest page of what a search finds.
        const wide = parameters
          .map(({ name, schema }) => (name === 'search' ? 'search=Sweep' : name === 'limit' ? `limit=${resolve(schema).maximum ?? 100}` : undefined))
          .filter(Boolean);
        for (const url of [operation.route, ...(wide.length ? [`${operation.route}?${wide.join('&')}`] : [])]) {
          const response = await t.http().get(url).set(caller.user.auth);
          checks += 1;
          const found = secrets.filter((secret) => response.text.includes(secret));
          if (found.length) shown.push({ caller: caller.name, url, secrets: found });
        }
      }
    }
    expect(shown).toEqual([]);
    expect(checks).toBeGreaterThan(60);
  }, 300_000);

  it('answers 401 to anonymous callers, and 403 to every role and staff member a route refuses, changing nothing', async () => {
    const admin = await createUserWithRole(t, 'admin');
    const staffWithoutPermissions = await createStaff(t, victim.coach, []);
    // The business requires two-factor of its staff (populating switched it on): refusals come from the permissions.
    await enrolTwoFactor(t, staffWithoutPermissions.id);
    const before = await snapshot();
    const wrong: Array<{ caller: string; method: string; route: string; expected: number; got: Answer }> = [];
    const refusers: Array<{ name: string; user?: SignedInUser; expected: (operation: SweptOperation) => number | undefined }> = [
      { name: 'anonymous', expected: () => 401 },
      ...(['business', 'client', 'admin'] as const).map((role) => ({
        name: role,
        user: { business: victim.coach, client: victim.client, admin }[role],
        expected: (operation: SweptOperation) => (mayCall(operation, role) ? undefined : 403),
      })),
      {
        name: 'a staff member without permissions',
        user: staffWithoutPermissions,
        expected: (operation) => (!mayCall(operation, 'staff') || operation.access.permissions ? 403 : undefined),
      },
    ];
    let checks = 0;
    for (const refuser of refusers) {
      for (const operation of operations) {
        const expected = refuser.expected(operation);
        if (expected === undefined) continue;
        checks += 1;
        const got = answer(await victim.request(t, refuser.user, operation, victim.fill(operation.route)!));
        if (got.status !== expected) wrong.push({ caller: refuser.name, method: operation.method.toUpperCase(), route: operation.route, expected, got });
      }
    }
    expect(wrong).toEqual([]);
    expect(checks).toBeGreaterThan(300);
    expect(changes(before, await snapshot())).toEqual([]);
  }, 300_000);
});
