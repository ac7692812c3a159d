import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, WEBHOOK_HEADERS, type WebhookEventType } from '@coachcore/domain';
import type { OpenAPIObject } from '@nestjs/swagger';
import { WEBHOOK_EVENT_FIELDS, type FieldSchema } from './webhook-event-schemas';

export const WEBHOOK_SUBSCRIPTIONS_TAG = 'webhook-subscriptions';

type Schema = Record<string, unknown>;

const pascal = (name: string) => name.replace(/(^|_)([a-z])/g, (_match, _sep, letter: string) => letter.toUpperCase());
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** A field as OpenAPI 3.1 writes it (a null allowed by the type list, not `nullable`). */
function toSchema({ optional: _optional, nullable, items, type, ...rest }: FieldSchema): Schema {
  return { ...rest, type: nullable ? [type, 'null'] : type, ...(items ? { items: toSchema(items) } : {}) };
}

function dataSchema(type: WebhookEventType): Schema {
  const fields = Object.entries(WEBHOOK_EVENT_FIELDS[type]) as [string, FieldSchema][];
  return {
    type: 'object',
    description: `The data of ${type}.`,
    properties: Object.fromEntries(fields.map(([name, field]) => [name, toSchema(field)])),
    required: fields.filter(([, field]) => !field.optional).map(([name]) => name),
    additionalProperties: false,
  };
}

function eventSchema(type: WebhookEventType): Schema {
  return {
    type: 'object',
    description: `${WEBHOOK_EVENT_LABELS[type]}: the body of a ${type} delivery.`,
    properties: {
      id: { type: 'string', format: 'uuid', description: 'The event’s id: the same in every retry and replay of it.' },
      type: { type: 'string', enum: [type] },
      createdAt: { type: 'string', format: 'date-time', description: 'When the event happened.' },
      data: ref(`${pascal(type)}WebhookData`),
    },
    required: ['id', 'type', 'createdAt', 'data'],
  };
}

const header = (name: string, description: string, schema: Schema = { type: 'string' }) => ({ in: 'header', name, required: true, description, schema });

const HEADERS = [
  header(WEBHOOK_HEADERS.timestamp, 'Unix seconds when the delivery was signed.', { type: 'string', pattern: '^\\d+$' }),
  header(
    WEBHOOK_HEADERS.signature,
    '`t=<timestamp>,v1=<hex>`: the HMAC-SHA256 of `<timestamp>.<raw body>` with the subscription’s secret. Compare it in constant time and refuse old timestamps.',
  ),
  header(WEBHOOK_HEADERS.eventId, 'The event’s id: drop a delivery whose event you already handled.', { type: 'string', format: 'uuid' }),
  header(WEBHOOK_HEADERS.eventType, 'The event’s type.', { type: 'string', enum: [...WEBHOOK_EVENT_TYPES] }),
  header(WEBHOOK_HEADERS.deliveryId, 'The delivery’s id, as the delivery log lists it.', { type: 'string', format: 'uuid' }),
];

/**
 * The document's `webhooks`: one entry per event a subscription can receive, with its headers and body. The
 * document becomes OpenAPI 3.1, the version that has them.
 */
export function addWebhooks(document: OpenAPIObject): OpenAPIObject {
  const schemas: Record<string, Schema> = {};
  const webhooks: Record<string, unknown> = {};
  for (const type of WEBHOOK_EVENT_TYPES) {
    const name = pascal(type);
    schemas[`${name}WebhookData`] = dataSchema(type);
    schemas[`${name}WebhookEvent`] = eventSchema(type);
    webhooks[type] = {
      post: {
        operationId: `webhook${name}`,
        summary: WEBHOOK_EVENT_LABELS[type],
        description: `Sent to each active subscription to ${type}: a JSON POST, retried with exponential backoff until the endpoint answers 2xx (10 seconds per attempt).`,
        tags: [WEBHOOK_SUBSCRIPTIONS_TAG],
        security: [],
        parameters: HEADERS,
        requestBody: { required: true, content: { 'application/json': { schema: ref(`${name}WebhookEvent`) } } },
        responses: { '200': { description: 'Any 2xx answer marks the delivery succeeded; anything else, or no answer in time, is retried.' } },
      },
    };
  }
  return {
    ...document,
    openapi: '3.1.0',
    components: { ...document.components, schemas: { ...document.components?.schemas, ...schemas } },
    webhooks,
  } as OpenAPIObject;
}
