import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createClient, createClientUser } from '../../../test/client-factories';
import { createUserWithRole, registerUser, type SignedInUser } from '../../../test/factories';

/*
 * Every operation of the OpenAPI document, driven as a fuzzer drives it: each property of each body in turn, each
 * query parameter and each path parameter set to a hostile value, on top of an otherwise plausible request built
 * from the schema. Whatever the module, the answer is never a 5xx. New modules are swept as soon as their routes are
 * in the document, so they cannot forget the hostile-input rules.
 */

type Schema = {
  $ref?: string;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  example?: unknown;
  default?: unknown;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema?: Schema };
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } };
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

const DOCUMENT = JSON.parse(readFileSync(path.resolve(__dirname, '../../../../libs/api-client/openapi.json'), 'utf8')) as Document;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Replaced by raw JSON after serialising: a number JSON.stringify cannot write. */
const HUGE_NUMBER = '__HUGE_NUMBER__';
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
const HOSTILE_QUERY_VALUES = ['a%00b', '99999999999999999999', '-1', '1e400', '1.5', '', '%ED%A0%80', '%', 'x'.repeat(5_000)];
const HOSTILE_PATH_VALUES = ['not-a-uuid', '%00', 'x'.repeat(300), '..%2F..%2Fetc', '1e400', 'ffffffff-ffff-ffff-ffff-ffffffffffff'];

function resolve(schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) return resolve(DOCUMENT.components.schemas[schema.$ref.replace('#/components/schemas/', '')]);
  const parts = schema.allOf ?? schema.oneOf ?? schema.anyOf;
  if (parts) return { ...schema, ...parts.map(resolve).reduce((all, part) => ({ ...all, ...part }), {}), allOf: undefined, oneOf: undefined, anyOf: undefined };
  return schema;
}

/** Real records by the property names that point at them (clientId, foodId...), filled in as the sweep goes. */
const knownIds = new Map<string, string>();
const idName = (name: string) => /^(\w+?)Ids?$/.exec(name)?.[1];

/** A value the schema accepts, as far as the schema can say (the rest of the rules live in the services). */
function plausible(raw: Schema | undefined, name = '', depth = 0): unknown {
  const schema = resolve(raw);
  const known = knownIds.get(idName(name) ?? '');
  if (known) return schema.type === 'array' ? [known] : known;
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (/email/i.test(name) || schema.format === 'email') return `sweep-${randomUUID().slice(0, 8)}@example.com`;
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'date') return '2026-12-01';
  if (schema.format === 'date-time') return '2026-12-01T10:00:00.000Z';
  if (schema.format === 'uri' || /url$/i.test(name)) return 'https://example.com/a';
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
    case 'boolean':
      return true;
    case 'array':
      return depth > 3 ? [] : Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => plausible(schema.items, name, depth + 1));
    case 'object': {
      if (depth > 3) return {};
      // An optional reference to a record the sweep does not know would only answer 404: left out.
      const keys = Object.keys(schema.properties ?? {}).filter((key) => !idName(key) || knownIds.has(idName(key)!) || schema.required?.includes(key));
      return Object.fromEntries(keys.map((key) => [key, plausible(schema.properties![key], key, depth + 1)]));
    }
    default: {
      if (/password/i.test(name)) return 'Sweep-Pass-123';
      const text = `Sweep ${name || 'text'}`;
      return text.slice(0, schema.maxLength ?? text.length).padEnd(schema.minLength ?? 0, 'x');
    }
  }
}

const serialise = (body: unknown) => JSON.stringify(body).replaceAll(`"${HUGE_NUMBER}"`, '1e400');

interface Sent {
  method: string;
  url: string;
  status: number;
  /** What was hostile about it. */
  case?: string;
}

describe('every route under hostile input (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  let client: SignedInUser & { clientId: string };
  let admin: SignedInUser;
  /** Ids created along the way, by collection path, so item routes reach real records too. */
  const created = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp({ withWorkers: false });
    coach = await registerUser(t);
    client = await createClientUser(t, coach);
    admin = await createUserWithRole(t, 'admin');
    created.set('/api/clients', (await createClient(t, coach)).id);
    knownIds.set('client', created.get('/api/clients')!);
    knownIds.set('receiver', client.id);
    knownIds.set('food', (await t.http().get('/api/foods').set(coach.auth).expect(200)).body[0].id);
    knownIds.set('exercise', (await t.http().get('/api/exercises').set(coach.auth).expect(200)).body[0].id);
  });
  afterAll(() => t.close());

  /** Signing out and changing one's own e-mail or password end sessions: those routes get accounts of their own. */
  const ownAccounts = new Map<string, SignedInUser>();
  const who = (route: string) =>
    ownAccounts.get(route) ??
    (route.startsWith('/api/client/') || route.startsWith('/api/invitations/') ? client : route.startsWith('/api/admin/') ? admin : coach);

  /** The path with each parameter filled: a record created earlier where there is one, else a random id. */
  function fill(route: string, hostile?: { name: string; value: string }): string {
    return route.replace(/\{(\w+)\}/g, (_match, name: string, offset: number) => {
      if (hostile?.name === name) return hostile.value;
      if (name === 'reaction') return 'like';
      return created.get(route.slice(0, offset - 1)) ?? randomUUID();
    });
  }

  async function send(method: (typeof METHODS)[number], route: string, url: string, body?: string, hostile?: string): Promise<Sent> {
    let request = t.http()[method](url).set(who(route).auth);
    if (body !== undefined) request = request.set('Content-Type', 'application/json').send(body);
    const response = await request;
    if (method === 'post' && response.status === 201 && typeof response.body?.id === 'string' && !route.includes('{')) {
      created.set(route, response.body.id);
      if (route === '/api/meals') knownIds.set('meal', response.body.id);
    }
    return { method: method.toUpperCase(), url: url.slice(0, 120), status: response.status, case: hostile ?? body?.slice(0, 120) };
  }

  // Swept last, each on an account of its own.
  const LAST = ['/api/auth/logout', '/api/user/profile', '/api/admin/profile'];
  const operations = Object.entries(DOCUMENT.paths)
    .flatMap(([route, item]) => METHODS.filter((method) => item[method]).map((method) => ({ route, method, operation: item[method]! })))
    .sort((a, b) => rank(a) - rank(b) || a.route.length - b.route.length);
  function rank({ route, method }: { route: string; method: string }) {
    if (LAST.includes(route)) return 3;
    return method === 'delete' || /deactivate|\/end$/.test(route) ? 2 : method === 'get' ? 0 : 1;
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

    for (const { route, method, operation } of operations) {
      if (LAST.includes(route)) {
        ownAccounts.set(route, route.startsWith('/api/admin/') ? await createUserWithRole(t, 'admin') : await registerUser(t));
      }
      const parameters = operation.parameters ?? [];
      const url = fill(route);
      const bodySchema = operation.requestBody?.content['application/json']?.schema;

      if (bodySchema) {
        const base = plausible(bodySchema) as Record<string, unknown>;
        bodyOperations += 1;
        const first = check(await send(method, route, url, serialise(base)));
        if (first.status < 300) plausibleSuccesses += 1;
        for (const whole of [[], 'text', null, 12, HOSTILE_VALUES.slice(0, 1)]) check(await send(method, route, url, serialise(whole)));
        const properties = Object.keys(resolve(bodySchema).properties ?? {});
        for (const property of properties) {
          for (const value of HOSTILE_VALUES) {
            check(await send(method, route, url, serialise({ ...base, [property]: value }), `${property}: ${serialise(value).slice(0, 40)}`));
          }
        }
      } else {
        check(await send(method, route, url, operation.requestBody ? '{"a":1}' : undefined));
      }

      for (const parameter of parameters.filter((p) => p.in === 'query')) {
        for (const value of HOSTILE_QUERY_VALUES) check(await send(method, route, `${url}?${parameter.name}=${value}`));
        check(await send(method, route, `${url}?${parameter.name}[a]=1&${parameter.name}[b][c]=2`));
        check(await send(method, route, `${url}?${parameter.name}=1&${parameter.name}=2`));
      }
      for (const parameter of parameters.filter((p) => p.in === 'path')) {
        for (const value of HOSTILE_PATH_VALUES) check(await send(method, route, fill(route, { name: parameter.name, value })));
      }
    }

    expect(failures).toEqual([]);
    // The sweep reaches the services, not only the validation: most plausible bodies are accepted.
    expect(plausibleSuccesses / bodyOperations).toBeGreaterThan(0.6);
    expect(requests).toBeGreaterThan(3000);
  }, 600_000);
});
