import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { inPool, serialise, SESSION_ENDING_ROUTES, sweptOperations, SweepWorld, type Method } from '../../../test/openapi-requests';

/*
 * Tenant isolation over every operation of the OpenAPI document: one business creates a record through each of its
 * routes, then another business calls every route that takes an id with those records' ids. Each answer must be the
 * one a record that does not exist gets (same status, same message), and the first business's records read the same
 * afterwards. The modules' own isolation tests name their routes; this one covers a route as soon as it exists.
 */

/** Routes of the signed-in person themselves, or of the client portal, where another business has nothing to try. */
const NOT_BUSINESS_ROUTES = /^\/api\/(auth|user|admin|client|invitations|health|metrics)(\/|$)/;

interface Answer {
  status: number;
  message?: unknown;
}

describe('tenant isolation across every route (HTTP)', () => {
  let t: TestApp;
  let world: SweepWorld;
  let otherBusiness: SignedInUser;
  const operations = sweptOperations().filter(({ route }) => !NOT_BUSINESS_ROUTES.test(route) && !SESSION_ENDING_ROUTES.includes(route));

  beforeAll(async () => {
    t = await createTestApp({ withWorkers: false });
    world = await SweepWorld.create(t);
    otherBusiness = await registerUser(t);
  });
  afterAll(() => t.close());

  async function send(as: SignedInUser, method: Method, url: string, body?: string) {
    let request = t.http()[method](url).set(as.auth);
    if (body !== undefined) request = request.set('Content-Type', 'application/json').send(body);
    return request;
  }

  it("answers another business's records exactly as records that do not exist, and changes none of them", async () => {
    // The first business creates what it can through every route, nested ones included.
    for (const { route, method, bodySchema } of operations.filter((operation) => operation.method === 'post')) {
      const url = world.fill(route, { onlyCreated: true });
      if (!url) continue;
      const response = await send(world.coach, method, url, bodySchema ? serialise(world.plausible(bodySchema)) : undefined);
      world.record(route, response.status, response.body);
    }
    const itemOperations = operations.filter(({ route }) => route.includes('{') && world.fill(route, { onlyCreated: true }));
    const reads = itemOperations.filter(({ method }) => method === 'get').map(({ route }) => world.fill(route, { onlyCreated: true })!);
    const before = await Promise.all(reads.map(async (url) => (await send(world.coach, 'get', url)).body));

    const leaks: Array<{ method: string; route: string; theirs: Answer; missing: Answer }> = [];
    // Every probe only reads or is refused, so the operations go through a small pool.
    await inPool(
      itemOperations.map(({ route, method, bodySchema }) => async () => {
        const body = bodySchema ? serialise(world.plausible(bodySchema)) : undefined;
        const theirs = await send(otherBusiness, method, world.fill(route, { onlyCreated: true })!, body);
        const missing = await send(
          otherBusiness,
          method,
          world.fill(route, { replace: Object.fromEntries(paramNames(route).map((name) => [name, crypto.randomUUID()])) })!,
          body,
        );
        const answer = (response: typeof theirs): Answer => ({ status: response.status, message: response.body?.message });
        if (theirs.status !== missing.status || theirs.body?.message !== missing.body?.message || theirs.status < 400) {
          leaks.push({ method: method.toUpperCase(), route, theirs: answer(theirs), missing: answer(missing) });
        }
      }),
    );

    expect(leaks).toEqual([]);
    expect(itemOperations.length).toBeGreaterThan(40);
    const after = await Promise.all(reads.map(async (url) => (await send(world.coach, 'get', url)).body));
    expect(after).toEqual(before);
  }, 300_000);
});

const paramNames = (route: string) => [...route.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).filter((name) => name !== 'reaction');
