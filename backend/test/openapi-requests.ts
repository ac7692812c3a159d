import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestApp } from './test-app';
import { createClient, createClientUser } from './client-factories';
import { registerUser, type SignedInUser } from './factories';

/*
 * Requests built from the OpenAPI document alone, for sweeps over every operation (hostile input, tenant isolation):
 * a route added to the document is swept without a line of test code.
 */

export type Schema = {
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
export type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } };
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

const DOCUMENT = JSON.parse(readFileSync(path.resolve(__dirname, '../../libs/api-client/openapi.json'), 'utf8')) as Document;
const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];

/** Replaced by raw JSON after serialising: a number JSON.stringify cannot write. */
export const HUGE_NUMBER = '__HUGE_NUMBER__';
export const serialise = (body: unknown) => JSON.stringify(body).replaceAll(`"${HUGE_NUMBER}"`, '1e400');

/** Signing out and changing one's own e-mail or password end sessions: sweeps give these routes accounts of their own. */
export const SESSION_ENDING_ROUTES = ['/api/auth/logout', '/api/user/profile', '/api/admin/profile'];

export interface SweptOperation {
  route: string;
  method: Method;
  operation: Operation;
  /** The JSON body's schema, when the operation takes one. */
  bodySchema?: Schema;
}

/**
 * Every operation of the document, in an order that keeps the records a sweep creates alive while it needs them:
 * reads, then writes, then deletions and deactivations, then the routes that end sessions.
 */
export function sweptOperations(): SweptOperation[] {
  const rank = ({ route, method }: SweptOperation) => {
    if (SESSION_ENDING_ROUTES.includes(route)) return 3;
    return method === 'delete' || /deactivate|\/end$/.test(route) ? 2 : method === 'get' ? 0 : 1;
  };
  return Object.entries(DOCUMENT.paths)
    .flatMap(([route, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({
        route,
        method,
        operation: item[method]!,
        bodySchema: item[method]!.requestBody?.content['application/json']?.schema,
      })),
    )
    .sort((a, b) => rank(a) - rank(b) || a.route.length - b.route.length);
}

export function resolve(schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) return resolve(DOCUMENT.components.schemas[schema.$ref.replace('#/components/schemas/', '')]);
  const parts = schema.allOf ?? schema.oneOf ?? schema.anyOf;
  if (parts) return { ...schema, ...parts.map(resolve).reduce((all, part) => ({ ...all, ...part }), {}), allOf: undefined, oneOf: undefined, anyOf: undefined };
  return schema;
}

/** `clientId` and `clientIds` point at a client: the record kind a property names, if it names one. */
const referenceKind = (name: string) => /^(\w+?)Ids?$/.exec(name)?.[1];

/**
 * One business with a client record, a signed-in client and the records the sweep creates along the way, and a
 * builder of plausible requests that point at those records.
 */
export class SweepWorld {
  /** Ids created along the way, by the route that created them, so item routes reach real records. */
  readonly created = new Map<string, string>();
  /** Real records by the kind a property names (client, food, exercise, meal...). */
  private readonly known = new Map<string, string>();

  private constructor(
    readonly coach: SignedInUser,
    readonly client: SignedInUser & { clientId: string },
  ) {}

  static async create(t: TestApp): Promise<SweepWorld> {
    const coach = await registerUser(t);
    const world = new SweepWorld(coach, await createClientUser(t, coach));
    // A client record of its own for /api/clients/{id}: deactivating or deleting it leaves the signed-in client be.
    world.created.set('/api/clients', (await createClient(t, coach)).id);
    world.known.set('client', world.created.get('/api/clients')!);
    world.known.set('receiver', world.client.id);
    world.known.set('food', (await t.http().get('/api/foods').set(coach.auth).expect(200)).body[0].id);
    world.known.set('exercise', (await t.http().get('/api/exercises').set(coach.auth).expect(200)).body[0].id);
    return world;
  }

  /** Notes what a successful POST created, for the item routes under it and the bodies that point at it. */
  record(route: string, status: number, body: unknown): void {
    const id = (body as { id?: unknown } | null)?.id;
    if (status !== 201 || typeof id !== 'string') return;
    this.created.set(route, id);
    if (route === '/api/meals') this.known.set('meal', id);
  }

  /**
   * The path with each parameter filled: `replace`'s value where it has one, else a record created earlier, else a
   * random id, or, with `onlyCreated`, nothing (undefined) when a parameter has no record.
   */
  fill(route: string, { replace = {}, onlyCreated = false }: { replace?: Record<string, string>; onlyCreated?: boolean } = {}): string | undefined {
    let complete = true;
    const url = route.replace(/\{(\w+)\}/g, (_match, name: string, offset: number) => {
      if (name in replace) return replace[name]!;
      if (name === 'reaction') return 'like';
      const value = this.created.get(route.slice(0, offset - 1)) ?? (onlyCreated ? undefined : randomUUID());
      if (value === undefined) complete = false;
      return value ?? '';
    });
    return complete ? url : undefined;
  }

  /** A value the schema accepts, as far as the schema can say (the rest of the rules live in the services). */
  plausible(raw: Schema | undefined, name = '', depth = 0): unknown {
    const schema = resolve(raw);
    const known = this.known.get(referenceKind(name) ?? '');
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
        return depth > 3 ? [] : Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => this.plausible(schema.items, name, depth + 1));
      case 'object': {
        if (depth > 3) return {};
        // An optional reference to a record the sweep does not know would only answer 404: left out.
        const keys = Object.keys(schema.properties ?? {}).filter(
          (key) => !referenceKind(key) || this.known.has(referenceKind(key)!) || schema.required?.includes(key),
        );
        return Object.fromEntries(keys.map((key) => [key, this.plausible(schema.properties![key], key, depth + 1)]));
      }
      default: {
        if (/password/i.test(name)) return 'Sweep-Pass-123';
        const text = `Sweep ${name || 'text'}`;
        return text.slice(0, schema.maxLength ?? text.length).padEnd(schema.minLength ?? 0, 'x');
      }
    }
  }
}

/** How many requests a sweep keeps in flight: enough to overlap the app's and PostgreSQL's work, few enough for 2 cores. */
export const SWEEP_CONCURRENCY = 6;

/** Runs the tasks with at most `size` at a time; the results keep the tasks' order. */
export async function inPool<T>(tasks: Array<() => Promise<T>>, size = SWEEP_CONCURRENCY): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, tasks.length) }, lane));
  return results;
}
