import type { WebhookEventType } from '@coachcore/domain';
import type { WebhookEventData } from './webhook-events';

/** The OpenAPI schema of one field of an event's data. */
export interface FieldSchema {
  type: 'string' | 'number' | 'integer' | 'boolean' | 'array';
  format?: 'uuid' | 'date' | 'date-time';
  pattern?: string;
  enum?: readonly string[];
  nullable?: true;
  items?: FieldSchema;
  description?: string;
  /** Left out of some events (not in `required`). */
  optional?: true;
}

const uuid: FieldSchema = { type: 'string', format: 'uuid' };
const date: FieldSchema = { type: 'string', format: 'date' };
const dateTime: FieldSchema = { type: 'string', format: 'date-time' };
const text: FieldSchema = { type: 'string' };
const number: FieldSchema = { type: 'number' };
const integer: FieldSchema = { type: 'integer' };
const boolean: FieldSchema = { type: 'boolean' };
const oneOf = (...values: string[]): FieldSchema => ({ type: 'string', enum: values });
const nullable = (schema: FieldSchema): FieldSchema => ({ ...schema, nullable: true });
const optional = (schema: FieldSchema): FieldSchema => ({ ...schema, optional: true });
const described = (schema: FieldSchema, description: string): FieldSchema => ({ ...schema, description });
/** An id another system chose (a payments provider's, a lead-management contact's). */
const externalId = (description: string): FieldSchema => ({ type: 'string', pattern: '^\\S+$', description });

const business = described(uuid, 'The business the event happened in.');
const client = described(uuid, 'The client record it is about.');
const paymentKind = oneOf('platform_subscription', 'client_payment');

/**
 * Each webhook event's data, field by field. The mapped type makes the compiler refuse a field the event's payload
 * lacks, or a payload field left undocumented.
 */
export const WEBHOOK_EVENT_FIELDS: { [E in WebhookEventType]: { [K in keyof WebhookEventData<E>]-?: FieldSchema } } = {
  client_signup: { businessId: business, clientId: client },
  client_deleted: { businessId: business, clientId: client, userId: nullable(described(uuid, 'The sign-in that was linked to the client record.')) },
  client_onboarding_completed: { businessId: business, clientId: client, configId: described(uuid, 'The onboarding configuration completed.') },
  lead_synced: {
    businessId: business,
    clientId: client,
    contactId: externalId('The lead-management contact.'),
    event: described(text, 'The lead-management webhook that delivered it (lead-created, opportunity-won, ...).'),
    created: described(boolean, 'Whether the client record is new.'),
  },
  form_submitted: {
    businessId: business,
    formId: uuid,
    submissionId: uuid,
    clientId: client,
    formVersion: described(integer, 'The version of the form that was submitted.'),
    category: described(text, 'The form category (waiver, intake, ...).'),
  },
  workout_assigned: { businessId: business, clientId: client, clientWorkoutId: uuid, workoutId: uuid, scheduledDate: date },
  workout_completed: { businessId: business, clientId: client, clientWorkoutId: uuid, workoutId: uuid },
  missed_workout: { businessId: business, clientId: client, clientWorkoutId: uuid, workoutId: uuid, scheduledDate: date },
  goal_achieved: { businessId: business, clientId: client, goalId: uuid, title: text },
  measurement_logged: {
    businessId: business,
    clientId: client,
    measurementId: uuid,
    measured: { type: 'array', items: text, description: 'The fields the set holds (weight, waist, ...).' },
  },
  progress_photo_uploaded: { businessId: business, clientId: client, progressPhotoId: uuid },
  appointment_booked: {
    businessId: business,
    meetingId: uuid,
    clientId: nullable(described(uuid, 'The one-on-one client; null for a session without one.')),
    type: described(text, 'The meeting type.'),
    scheduledAt: dateTime,
    bookedBy: oneOf('business', 'client'),
  },
  meeting_rescheduled: {
    businessId: business,
    meetingId: uuid,
    clientId: nullable(uuid),
    scheduledAt: dateTime,
    endTime: described(dateTime, 'When the meeting now ends.'),
    previousScheduledAt: dateTime,
  },
  meeting_completed: { businessId: business, meetingId: uuid, clientId: nullable(uuid) },
  meeting_cancelled: { businessId: business, meetingId: uuid, clientId: nullable(uuid) },
  meeting_no_show: { businessId: business, meetingId: uuid, clientId: nullable(uuid) },
  session_feedback_submitted: {
    businessId: business,
    meetingId: uuid,
    clientId: client,
    feedbackId: uuid,
    overallRating: described(integer, 'From 1 to 5 stars.'),
    reviewRequested: described(boolean, 'Whether the client was shown the review pages.'),
  },
  payment_received: {
    businessId: business,
    paymentId: uuid,
    kind: described(paymentKind, 'What it paid for: the business’s own platform subscription, or a client’s package.'),
    amount: described(number, 'In major units of the currency.'),
    currency: text,
    clientId: optional(described(uuid, 'The client who paid (client payments only).')),
  },
  payment_failed: {
    businessId: business,
    paymentId: uuid,
    kind: paymentKind,
    clientId: optional(described(uuid, 'The client whose payment failed (client payments only).')),
    amount: number,
    currency: text,
    failureReason: text,
    attempt: integer,
    gracePeriodEnd: nullable(described(dateTime, 'For a platform renewal: when the business is suspended unless it pays.')),
  },
  client_payment_refunded: {
    businessId: business,
    paymentId: uuid,
    clientId: nullable(described(uuid, 'The client record it is about; null once the client was deleted.')),
    amount: described(number, 'This refund, in major units.'),
    amountRefunded: described(number, 'Everything refunded of the payment so far.'),
    currency: text,
  },
  package_assigned: {
    businessId: business,
    clientId: client,
    packageId: uuid,
    clientSubscriptionId: uuid,
    startDate: date,
    endDate: described(date, 'The day after the last day of the package.'),
  },
  package_subscription_ended: { businessId: business, clientId: client, packageId: uuid, clientSubscriptionId: uuid, status: oneOf('cancelled') },
  subscription_ending: {
    businessId: business,
    kind: oneOf('platform_subscription', 'client_package'),
    subscriptionId: externalId('The subscription (the payments provider’s id).'),
    clientId: nullable(described(uuid, 'The client of a package; null for the platform subscription.')),
    endsAt: dateTime,
  },
};
