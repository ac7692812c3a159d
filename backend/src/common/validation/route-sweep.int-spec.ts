import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUserWithRole, registerUser, type SignedInUser } from '../../../test/factories';
import { HUGE_NUMBER, inPool, resolve, serialise, SESSION_ENDING_ROUTES, sweptOperations, SweepWorld, type Method } from '../../../test/openapi-requests';

/*
 * Every operation of the OpenAPI document, driven as a fuzzer drives it: each property of each body in turn, each
 * query parameter and each path parameter set to a hostile value, on top of an otherwise plausible request built
 * from the schema. Whatever the module, the answer is never a 5xx. New modules are swept as soon as their routes are
 * in the document, so they cannot forget the hostile-input rules.
 */

const HOSTILE_VALUES: unknown[] = [
  'a\u0000b',
  'x\ud800',
  '',
  '   ',
  'x'.repeat(10_000),
  1e-7,
  -1,
  0,
  1e21,
  2 ** 53 + 1,
  HUGE_NUMBER,
  true,
  null,
  {},
  { $gt: '' },
  [],
  ['a\u0000b'],
  [{}],
  '2026-02-30',
  '+275760-09-13T00:00:00.001Z',
  '-0',
  '0x10',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];
const HOSTILE_WHOLE_BODIES: unknown[] = [[], 'text', null, 12, ['a\u0000b']];
const HOSTILE_QUERY_VALUES = ['a%00b', '99999999999999999999', '-1', '1e400', '1.5', '', '%ED%A0%80', '%', 'x'.repeat(5_000)];
/**
 * Bodies that carry a one-time code of the caller's authenticator app (or of a sign-in's first step): no body built from
 * the document can hold a right one, so their plausible request is refused by the service (a wrong code) and they are
 * left out of the share of accepted bodies. Their hostile variants are swept as every other route's.
 */
const ONE_TIME_CODE_BODIES = new Set([
  '/api/auth/two-factor/enable',
  '/api/auth/two-factor/disable',
  '/api/auth/two-factor/recovery-codes',
  '/api/auth/login/two-factor',
]);
const HOSTILE_PATH_VALUES = ['not-a-uuid', '%00', 'x'.repeat(300), '..%2F..%2Fetc', '1e400', 'ffffffff-ffff-ffff-ffff-ffffffffffff'];

interface Sent {
  method: string;
  url: string;
  status: number;
  /** What was hostile about it. */
  case?: string;
}

describe('every route under hostile input (HTTP)', () => {
  let t: TestApp;
  let world: SweepWorld;
  let admin: SignedInUser;
  const operations = sweptOperations();
  /** Routes that end sessions run on accounts of their own. */
  const ownAccounts = new Map<string, SignedInUser>();

  beforeAll(async () => {
    t = await createTestApp({ withWorkers: false });
    world = await SweepWorld.create(t);
    admin = await createUserWithRole(t, 'admin');
  });
  afterAll(() => t.close());

  const who = (route: string) =>
    ownAccounts.get(route) ??
    (route.startsWith('/api/client/') || route.startsWith('/api/invitations/') ? world.client : route.startsWith('/api/admin/') ? admin : world.coach);

  async function send(method: Method, route: string, url: string, body?: string, hostile?: string): Promise<Sent> {
    let request = t.http()[method](url).set(who(route).auth);
    if (body !== undefined) request = request.set('Content-Type', 'application/json').send(body);
    const response = await request;
    if (method === 'post' && !route.includes('{')) world.record(route, response.status, response.body);
    return { method: method.toUpperCase(), url: url.slice(0, 120), status: response.status, case: hostile ?? body?.slice(0, 120) };
  }

  it(`answers none of the ${operations.length} operations with a 5xx`, async () => {
    const failures: Sent[] = [];
    let plausibleSuccesses = 0;
    let bodyOperations = 0;
    let requests = 0;
    const check = (sent: Sent) => {
      requests += 1;
      if (sent.status >= 500) failures.push(sent);
      return sent;
    };

    // One operation after another (reads, writes, deletions: records stay alive while later routes need them); the
    // hostile variants of one operation go through a small pool, after its plausible request.
    for (const { route, method, operation, bodySchema } of operations) {
      if (SESSION_ENDING_ROUTES.includes(route)) {
        ownAccounts.set(route, route.startsWith('/api/admin/') ? await createUserWithRole(t, 'admin') : await registerUser(t));
      }
      const parameters = operation.parameters ?? [];
      const url = world.fill(route)!;
      const variants: Array<() => Promise<Sent>> = [];

      if (bodySchema) {
        const base = world.plausible(bodySchema) as Record<string, unknown>;
        const sent = check(await send(method, route, url, serialise(base)));
        if (!ONE_TIME_CODE_BODIES.has(route)) {
          bodyOperations += 1;
          if (sent.status < 300) plausibleSuccesses += 1;
        }
        for (const whole of HOSTILE_WHOLE_BODIES) variants.push(() => send(method, route, url, serialise(whole)));
        for (const property of Object.keys(resolve(bodySchema).properties ?? {})) {
          for (const value of HOSTILE_VALUES) {
            variants.push(() => send(method, route, url, serialise({ ...base, [property]: value }), `${property}: ${serialise(value).slice(0, 40)}`));
          }
        }
      } else {
        check(await send(method, route, url, operation.requestBody ? '{"a":1}' : undefined));
      }

      for (const parameter of parameters.filter((p) => p.in === 'query')) {
        for (const value of HOSTILE_QUERY_VALUES) variants.push(() => send(method, route, `${url}?${parameter.name}=${value}`));
        variants.push(() => send(method, route, `${url}?${parameter.name}[a]=1&${parameter.name}[b][c]=2`));
        variants.push(() => send(method, route, `${url}?${parameter.name}=1&${parameter.name}=2`));
      }
      for (const parameter of parameters.filter((p) => p.in === 'path')) {
        for (const value of HOSTILE_PATH_VALUES) variants.push(() => send(method, route, world.fill(route, { replace: { [parameter.name]: value } })!));
      }
      // Writes to one existing record go one at a time, as a person's would (the sweep is about input, not races).
      const oneRecord = method !== 'get' && route.includes('{');
      for (const sent of oneRecord ? await inPool(variants, 1) : await inPool(variants)) check(sent);
    }

    expect(failures).toEqual([]);
    // The sweep reaches the services, not only the validation: most plausible bodies are accepted.
    expect(plausibleSuccesses / bodyOperations).toBeGreaterThan(0.6);
    expect(requests).toBeGreaterThan(3000);
  }, 600_000);
});
