import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Role } from '@coachcore/domain';
import type { Test } from 'supertest';
import { EntityManager } from '@mikro-orm/postgresql';
import { runInContext } from '../src/infra/queues/run-in-context';
import { SAMPLE_FILES } from '../src/infra/storage/testing/sample-files';
import { WebhookDeliveriesRepository } from '../src/modules/webhooks/webhook-deliveries.repository';
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
export type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema?: Schema };
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: unknown[];
  responses?: Record<string, { description?: string }>;
  /** The staff permissions of which the route needs one (from the @Access rule the guard reads). */
  'x-permissions'?: string[];
};
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

const DOCUMENT = JSON.parse(readFileSync(path.resolve(__dirname, '../../libs/api-client/openapi.json'), 'utf8')) as Document;
const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];

/** Replaced by raw JSON after serialising: a number JSON.stringify cannot write. */
export const HUGE_NUMBER = '__HUGE_NUMBER__';
export const serialise = (body: unknown) => JSON.stringify(body).replaceAll(`"${HUGE_NUMBER}"`, '1e400');

/** Signing out and changing one's own e-mail or password end sessions: sweeps give these routes accounts of their own. */
export const SESSION_ENDING_ROUTES = ['/api/auth/logout', '/api/user/profile', '/api/admin/profile'];

/** Who may call an operation, as the document says: its security, and the 403 the guard's metadata writes. */
export interface Access {
  isPublic: boolean;
  /** The roles the guard lets through; undefined when any signed-in role may call. */
  roles?: Role[];
  /** The permissions of which a staff member (on admin routes: a platform team member) needs one; undefined when none is asked for. */
  permissions?: string[];
}

export interface SweptOperation {
  route: string;
  method: Method;
  operation: Operation;
  /** The JSON body's schema, when the operation takes one. */
  bodySchema?: Schema;
  /** The multipart form's schema, when the operation takes a file. */
  formSchema?: Schema;
  access: Access;
}

/** Whether the guard lets `role` call the operation at all. */
export const mayCall = ({ access }: SweptOperation, role: Role) => !access.isPublic && (!access.roles || access.roles.includes(role));

/** Deactivations, endings and deletions: a sweep that wants records to stay runs them last, or not at all. */
export const isEnding = ({ route, method }: Pick<SweptOperation, 'route' | 'method'>) => method === 'delete' || /deactivate|\/end$/.test(route);

function accessOf(operation: Operation): Access {
  const refusal = operation.responses?.['403']?.description ?? '';
  const roles = /the signed-in role is not ([\w ]+?)[;.]/.exec(refusal)?.[1]?.split(' or ') as Role[] | undefined;
  const permissions = /(?:a staff member|a platform team member) (?:lacks the permission (\w+)|holds none of the permissions ([\w, ]+?))[;.]/.exec(refusal);
  return {
    isPublic: Array.isArray(operation.security) && operation.security.length === 0,
    roles,
    permissions: operation['x-permissions'] ?? (permissions ? (permissions[1] ?? permissions[2]!).split(', ') : undefined),
  };
}

/**
 * Every operation of the document, in an order that keeps the records a sweep creates alive while it needs them:
 * reads, then writes, then deletions and deactivations, then the routes that end sessions.
 */
export function sweptOperations(): SweptOperation[] {
  const rank = (operation: SweptOperation) => {
    if (SESSION_ENDING_ROUTES.includes(operation.route)) return 3;
    return isEnding(operation) ? 2 : operation.method === 'get' ? 0 : 1;
  };
  return Object.entries(DOCUMENT.paths)
    .flatMap(([route, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({
        route,
        method,
        operation: item[method]!,
        bodySchema: item[method]!.requestBody?.content['application/json']?.schema,
        formSchema: item[method]!.requestBody?.content['multipart/form-data']?.schema,
        access: accessOf(item[method]!),
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

/** A value of either type (`oneOf: [number, numeric string]`) is sent as the first. */
function firstAlternative(raw: Schema | undefined): Schema | undefined {
  const schema = raw?.$ref ? DOCUMENT.components.schemas[raw.$ref.replace('#/components/schemas/', '')] : raw;
  const alternatives = schema?.oneOf ?? schema?.anyOf;
  return alternatives ? { ...schema, oneOf: undefined, anyOf: undefined, ...alternatives[0] } : schema;
}

/**
 * The record kind a property or query parameter names, if it names one: `clientId` and `clientIds` a client,
 * `receiverId` and `withUser` whom a message is for.
 */
export const referenceKind = (name: string) => (name === 'withUser' ? 'receiver' : /^(\w+?)Ids?$/.exec(name)?.[1]);

/** A valid EAN-13 no one has used yet (barcodes of foods are looked up, so each world's foods get their own). */
export function freshBarcode(): string {
  const digits = Array.from({ length: 12 }, () => Math.floor(Math.random() * 10));
  const sum = digits.reduce((total, digit, index) => total + digit * (index % 2 ? 3 : 1), 0);
  return [...digits, (10 - (sum % 10)) % 10].join('');
}

const today = () => new Date().toISOString().slice(0, 10);

type Answer = Record<string, unknown> & { id?: unknown };
const first = (list: unknown): Answer | undefined => (Array.isArray(list) ? (list[0] as Answer | undefined) : undefined);

/**
 * Item routes whose records another route creates: that route, and where the record's id (or, for members, the
 * client's id; for barcodes, the code) sits in its answer.
 */
const CREATED_ELSEWHERE: Record<string, Array<[itemRoute: string, idIn: (answer: Answer) => unknown]>> = {
  '/api/foods': [['/api/foods/barcode', (answer) => answer.barcode]],
  // A client pays their seat in a session the business scheduled.
  '/api/meetings': [['/api/client/group-sessions', (answer) => answer.id]],
  '/api/meal-plans/{id}/assign': [['/api/client-meal-plans', (answer) => answer.id]],
  // A meal placed in a plan: the client logs it ('Log meal') once the plan is assigned to them.
  '/api/meal-plans': [['/api/client/food-log/planned-meals', (answer) => first(answer.meals)?.id]],
  '/api/recipe-packs/{id}/assign': [['/api/client/recipe-packs', (answer) => answer.id]],
  '/api/workouts/{id}/assign': [['/api/client/workouts', (answer) => first(answer.clientWorkouts)?.id]],
  '/api/clients/{id}/food-preferences': [['/api/food-preferences', (answer) => answer.id]],
  '/api/clients/{id}/progress-photos': [['/api/progress-photos', (answer) => answer.id]],
  '/api/goals': [['/api/client/goals', (answer) => answer.id]],
  // The package the business assigned is the client's own subscription in the portal (cancel or resume its renewals).
  '/api/clients/{id}/subscriptions': [['/api/client/subscriptions', (answer) => answer.id]],
  '/api/clients/{id}/shopping-lists': [
    ['/api/shopping-lists', (answer) => answer.id],
    ['/api/client/shopping-list-items', (answer) => first(first(answer.categories)?.items)?.id],
  ],
  '/api/messages/attachments': [['/api/messages', (answer) => answer.id]],
  '/api/communities/{id}/members': [['/api/communities/{id}/members', (answer) => answer.clientId]],
  '/api/staff/invite': [['/api/staff', (answer) => (answer.staff as Answer | undefined)?.id]],
  '/api/admin/staff/invite': [['/api/admin/staff', (answer) => (answer.staff as Answer | undefined)?.id]],
  // A business's form is what its client fills in; the client's submission is what the business reads back.
  '/api/forms': [['/api/client/forms', (answer) => answer.id]],
  '/api/client/forms/{id}/submissions': [['/api/form-submissions', (answer) => answer.id]],
};

/** Records that no creating route answers with (assigning a habit answers counts): read back from a list. */
const READ_BACK: Array<{ itemRoutes: string[]; list: (world: SweepWorld) => string }> = [
  { itemRoutes: ['/api/client-habits', '/api/client/habits'], list: (world) => `/api/clients/${world.client.clientId}/habits` },
  // The client invited to the meeting the business scheduled (a one-on-one has its client as its participant).
  { itemRoutes: ['/api/meetings/{id}/participants'], list: (world) => `/api/meetings/${world.created.get('/api/meetings')}/participants` },
];

/**
 * One business with a client record, a signed-in client and the records the sweep creates along the way, and a
 * builder of plausible requests that point at those records.
 */
export class SweepWorld {
  /** Ids created along the way, by the route that created them, so item routes reach real records. */
  readonly created = new Map<string, string>();
  /** Real records by the kind a property names (client, food, exercise, meal...). */
  readonly known = new Map<string, string>();
  /** The barcode this world's foods carry. */
  readonly barcode = freshBarcode();
  /** Ids and e-mail addresses of what the world created through the API, to look for in other people's answers. */
  readonly secrets = new Set<string>();
  /**
   * Every e-mail address unique, whatever the example says (a populated world creates people again and again).
   * Otherwise an address comes from the schema's example, as the hostile-input sweep has always sent it.
   */
  private uniqueEmails = false;
  /** Routes whose records stay as they are, whatever a later creation answers. */
  private readonly pinned = new Map<string, string>();

  private constructor(
    readonly coach: SignedInUser,
    readonly client: SignedInUser & { clientId: string },
  ) {}

  static async create(t: TestApp): Promise<SweepWorld> {
    const coach = await registerUser(t);
    const world = new SweepWorld(coach, await createClientUser(t, coach));
    // A client record of its own for /api/clients/{id}: deactivating or deleting it leaves the signed-in client be.
    const record = await createClient(t, coach);
    world.created.set('/api/clients', record.id);
    world.known.set('client', world.created.get('/api/clients')!);
    world.known.set('receiver', world.client.id);
    world.known.set('food', (await t.http().get('/api/foods').set(coach.auth).expect(200)).body[0].id);
    world.known.set('exercise', (await t.http().get('/api/exercises').set(coach.auth).expect(200)).body[0].id);
    for (const secret of [coach.id, coach.email, world.client.clientId, world.client.id, world.client.email, record.id, record.email])
      world.secrets.add(secret);
    return world;
  }

  /** Notes what a successful POST created, for the item routes under it and the bodies that point at it. */
  record(route: string, status: number, body: unknown): void {
    if (status !== 201 && status !== 200) return;
    const answer = (body ?? {}) as Answer;
    for (const [itemRoute, idIn] of [[route, (created: Answer) => created.id] as const, ...(CREATED_ELSEWHERE[route] ?? [])]) {
      const id = idIn(answer);
      if (typeof id !== 'string' || this.pinned.has(itemRoute)) continue;
      this.created.set(itemRoute, id);
      this.secrets.add(id);
    }
    if (typeof answer.email === 'string') this.secrets.add(answer.email);
    if (route === '/api/meals' && typeof answer.id === 'string') this.known.set('meal', answer.id);
    const planMeal = route === '/api/meal-plans' ? first(answer.meals)?.id : undefined;
    if (typeof planMeal === 'string') this.known.set('planMeal', planMeal);
    if (route === '/api/coaching-packages' && typeof answer.id === 'string') this.known.set('package', answer.id);
    // The week of working hours answers its periods: bookings name one of them.
    const period = first(body);
    if (route === '/api/availability' && typeof period?.id === 'string') {
      this.known.set('availability', period.id);
      this.secrets.add(period.id);
    }
  }

  /**
   * Creates what the business and its signed-in client can create through every route of the document (files
   * included; the client's portal records too), so that item routes and references reach real records of theirs.
   * The client routes and the bodies point at the signed-in client's record; nothing is ended, deactivated or deleted.
   */
  async populate(t: TestApp): Promise<void> {
    this.uniqueEmails = true;
    this.pinned.set('/api/clients', this.client.clientId);
    this.created.set('/api/clients', this.client.clientId);
    // A staff member's assigned clients are keyed by the client's id: the sweep assigns the signed-in client.
    this.pinned.set('/api/staff/{id}/clients', this.client.clientId);
    this.created.set('/api/staff/{id}/clients', this.client.clientId);
    this.known.set('client', this.client.clientId);
    const creations = sweptOperations().filter(
      (operation) =>
        (operation.method === 'post' || operation.method === 'put') &&
        !isEnding(operation) &&
        !SESSION_ENDING_ROUTES.includes(operation.route) &&
        (mayCall(operation, 'business') || mayCall(operation, 'client')),
    );
    const create = async (operation: SweptOperation) => {
      const url = this.fill(operation.route, { onlyCreated: true });
      if (!url) return false;
      const author = mayCall(operation, 'business') ? this.coach : this.client;
      const response = await this.request(t, author, operation, url);
      this.record(operation.route, response.status, response.body);
      return true;
    };
    const later: SweptOperation[] = [];
    for (const operation of creations) if (!(await create(operation))) later.push(operation);
    for (const { itemRoutes, list } of READ_BACK) {
      const id = first((await t.http().get(list(this)).set(this.coach.auth)).body)?.id;
      if (typeof id !== 'string') continue;
      for (const route of itemRoutes) this.created.set(route, id);
      this.secrets.add(id);
    }
    for (const operation of later) await create(operation);
    await this.submitForm(t);
    await this.buyPackage(t);
    await this.rateSession(t);
    await this.onboard(t);
    await this.recordWebhookDelivery(t);
    this.known.set('food', this.created.get('/api/foods') ?? this.known.get('food')!);
    this.known.set('exercise', this.created.get('/api/exercises') ?? this.known.get('exercise')!);
  }

  /**
   * A payments account and a package bought by the client (ids the generated bodies cannot reach): the business
   * connects and onboards its account, the client buys one of its packages and pays with 4242 4242 4242 4242.
   */
  private async buyPackage(t: TestApp): Promise<void> {
    // A package of its own: the business assigned the client its first package already (a client buys a package once).
    const sale = sweptOperations().find(({ route, method }) => route === '/api/coaching-packages' && method === 'post')!;
    const offered = await this.request(t, this.coach, sale, sale.route);
    const packageId = (offered.body as Answer | undefined)?.id;
    if (typeof packageId !== 'string') return;
    this.secrets.add(packageId);
    const account = await t.http().post('/api/stripe-connect/create-account').set(this.coach.auth).send();
    const accountId = (account.body as { accountId?: string }).accountId;
    if (typeof accountId !== 'string') return;
    this.created.set('/api/payments/simulated/accounts', accountId);
    await t.http().post(`/api/payments/simulated/accounts/${accountId}/complete-onboarding`).set(this.coach.auth).send();
    this.created.set('/api/client/packages', packageId);
    const bought = await t.http().post(`/api/client/packages/${packageId}/purchase`).set(this.client.auth).send({ idempotencyKey: randomUUID() });
    const { payment, clientSecret } = bought.body as { payment?: { id: string }; clientSecret?: string | null };
    if (!payment) return;
    this.created.set('/api/client-payments', payment.id);
    this.secrets.add(payment.id);
    if (clientSecret)
      await t
        .http()
        .post('/api/payments/simulated/confirm')
        .set(this.client.auth)
        .send({ clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' } });
  }

  /**
   * A rated session (its feedback routes take a completed session the client took part in): the business schedules a
   * one-on-one with the client two hours ago, marks it completed, and the client rates it.
   */
  private async rateSession(t: TestApp): Promise<void> {
    const scheduledAt = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const meeting = await t
      .http()
      .post('/api/meetings')
      .set(this.coach.auth)
      .send({ clientId: this.client.clientId, title: 'Sweep session', meetingType: 'video', scheduledAt, duration: 60 })
      .expect(201);
    await t.http().patch(`/api/meetings/${meeting.body.id}`).set(this.coach.auth).send({ status: 'completed' }).expect(200);
    const rated = await t
      .http()
      .post(`/api/client/meetings/${meeting.body.id}/feedback`)
      .set(this.client.auth)
      .send({ overallRating: 5, feedback: 'Sweep feedback' })
      .expect(201);
    this.created.set('/api/client/meetings', meeting.body.id);
    this.secrets.add(meeting.body.id);
    // The rating itself, the client's own: in no one else's list.
    const feedbackId = (rated.body as { feedback?: { id?: string } | null }).feedback?.id;
    if (feedbackId) {
      this.created.set('/api/client/session-feedback', feedbackId);
      this.secrets.add(feedbackId);
    }
  }

  /**
   * The client's onboarding, which generated bodies cannot walk (step and field ids are the configuration's own): the
   * business activates a configuration whose one step has a file field, and the client uploads a file to it. The ids
   * are the world's own, so that another business's configuration never has the same step by chance.
   */
  private async onboard(t: TestApp): Promise<void> {
    const suffix = randomUUID().slice(0, 8);
    const stepId = `sweep-step-${suffix}`;
    const fieldId = `sweep-file-${suffix}`;
    const steps = [{ id: stepId, title: 'Sweep step', required: false, fields: [{ id: fieldId, label: 'Sweep file', type: 'file', required: false }] }];
    await t.http().post('/api/onboarding/configs').set(this.coach.auth).send({ configName: 'Sweep onboarding', steps, isActive: true }).expect(201);
    const uploaded = await t
      .http()
      .post(`/api/client/onboarding/steps/${stepId}/fields/${fieldId}/file`)
      .set(this.client.auth)
      .attach('file', SAMPLE_FILES.png, 'sweep.png')
      .expect(201);
    const responseId = (uploaded.body as { answers: Array<{ responseId: string | null }> }).answers.find((answer) => answer.responseId)?.responseId;
    this.created.set('/api/client/onboarding/steps', stepId);
    this.created.set('/api/client/onboarding/steps/{stepId}/fields', fieldId);
    this.secrets.add(stepId);
    if (!responseId) return;
    this.created.set('/api/clients/{id}/onboarding/files', responseId);
    this.secrets.add(responseId);
  }

  /**
   * A delivery of the world's webhook (its replay route names one): the sweeps' apps run no workers, so the delivery of
   * an event is recorded as the worker's fan-out records it, and never sent.
   */
  private async recordWebhookDelivery(t: TestApp): Promise<void> {
    const subscriptionId = this.created.get('/api/webhook-subscriptions');
    if (!subscriptionId) return;
    const eventId = randomUUID();
    const body = {
      id: eventId,
      type: 'client_signup',
      createdAt: new Date().toISOString(),
      data: { businessId: this.coach.id, clientId: this.client.clientId },
    };
    const deliveryId = await runInContext(t.app.get(EntityManager), () =>
      t.app.get(WebhookDeliveriesRepository).recordFirst({ businessId: this.coach.id }, { subscriptionId, eventId, eventType: 'client_signup', body }),
    );
    if (!deliveryId) return;
    this.created.set('/api/webhook-subscriptions/{id}/deliveries', deliveryId);
    this.secrets.add(deliveryId);
  }

  /**
   * A form submission, which generated bodies cannot make (the answers must fit the form's own fields): the business
   * asks every client to fill in a one-question form and the signed-in client answers it.
   */
  private async submitForm(t: TestApp): Promise<void> {
    const fields = [{ id: 'note', type: 'text', label: 'Note', required: true }];
    const form = await t.http().post('/api/forms').set(this.coach.auth).send({ title: 'Sweep form', category: 'intake', isRequired: true, fields }).expect(201);
    const submission = await t
      .http()
      .post(`/api/client/forms/${form.body.id}/submissions`)
      .set(this.client.auth)
      .send({ responses: { note: 'Sweep answer' } })
      .expect(201);
    this.created.set('/api/form-submissions', submission.body.id);
    this.created.set('/api/form-submissions/{id}/files', 'note');
    this.secrets.add(submission.body.id);
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

  /** The path with every record parameter replaced by something that names no record (a fresh id, a fresh barcode). */
  fillMissing(route: string): string {
    const replace = Object.fromEntries(
      [...route.matchAll(/\{(\w+)\}/g)]
        .map((match) => match[1]!)
        .filter((name) => name !== 'reaction')
        .map((name) => [name, name === 'code' ? freshBarcode() : randomUUID()]),
    );
    return this.fill(route, { replace })!;
  }

  /**
   * The operation sent as `as` (anonymous without), with a plausible JSON body or multipart form (a small PNG for
   * its file) whose references point at `references`, and the reference query parameters `references` names.
   */
  request(t: TestApp, as: SignedInUser | undefined, operation: SweptOperation, url: string, references: ReadonlyMap<string, string> = this.known): Test {
    const query = (operation.operation.parameters ?? [])
      .filter((parameter) => parameter.in === 'query' && references.has(referenceKind(parameter.name) ?? ''))
      .map((parameter) => `${parameter.name}=${references.get(referenceKind(parameter.name)!)}`);
    let request = t.http()[operation.method](query.length ? `${url}?${query.join('&')}` : url);
    if (as) request = request.set(as.auth);
    if (operation.bodySchema) {
      return request.set('Content-Type', 'application/json').send(serialise(this.plausible(operation.bodySchema, '', 0, references)));
    }
    if (operation.formSchema) {
      const fields = resolve(operation.formSchema).properties ?? {};
      const values = this.plausible(operation.formSchema, '', 0, references) as Record<string, unknown>;
      for (const [name, value] of Object.entries(values)) {
        request = resolve(fields[name]).format === 'binary' ? request.attach(name, SAMPLE_FILES.png, 'sweep.png') : request.field(name, String(value));
      }
    }
    return request;
  }

  /** A value the schema accepts, as far as the schema can say (the rest of the rules live in the services). */
  plausible(raw: Schema | undefined, name = '', depth = 0, references: ReadonlyMap<string, string> = this.known): unknown {
    const schema = resolve(firstAlternative(raw));
    const known = references.get(referenceKind(name) ?? '');
    if (known) return schema.type === 'array' ? [known] : known;
    if (name === 'barcode') return this.barcode;
    const email = /email/i.test(name) || schema.format === 'email';
    if (email && this.uniqueEmails) return `sweep-${randomUUID().slice(0, 8)}@example.com`;
    if (schema.example !== undefined) return schema.example;
    if (schema.enum?.length) return schema.enum[0];
    if (schema.default !== undefined) return schema.default;
    if (email) return `sweep-${randomUUID().slice(0, 8)}@example.com`;
    if (schema.format === 'uuid') return randomUUID();
    if (schema.format === 'date') return today();
    if (schema.format === 'date-time') return '2026-12-01T10:00:00.000Z';
    if (schema.format === 'uri' || /url$/i.test(name)) return 'https://example.com/a';
    switch (schema.type) {
      case 'integer':
      case 'number':
        return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
      case 'boolean':
        return true;
      case 'array':
        return depth > 5 ? [] : Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => this.plausible(schema.items, name, depth + 1, references));
      case 'object': {
        if (depth > 5) return {};
        // An optional reference to a record the sweep does not know would only answer 404: left out.
        const keys = Object.keys(schema.properties ?? {}).filter(
          (key) => !referenceKind(key) || references.has(referenceKind(key)!) || schema.required?.includes(key),
        );
        return Object.fromEntries(keys.map((key) => [key, this.plausible(schema.properties![key], key, depth + 1, references)]));
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
