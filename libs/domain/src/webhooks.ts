import type { ValidationErrors } from './validation';

/**
 * Outbound webhooks for integration partners: a business subscribes an HTTPS endpoint to some of its domain events,
 * and each event is POSTed there as JSON, signed with the subscription's secret (HMAC-SHA256 of "<timestamp>.<raw
 * body>", the scheme of the inbound lead-management webhooks).
 */

/** The domain events a partner can subscribe to (their names are the events'), with what each one says. */
export const WEBHOOK_EVENT_TYPES = [
  'client_signup',
  'client_deleted',
  'client_onboarding_completed',
  'lead_synced',
  'form_submitted',
  'workout_assigned',
  'workout_completed',
  'missed_workout',
  'goal_achieved',
  'measurement_logged',
  'progress_photo_uploaded',
  'appointment_booked',
  'meeting_rescheduled',
  'meeting_completed',
  'meeting_cancelled',
  'meeting_no_show',
  'session_feedback_submitted',
  'payment_received',
  'payment_failed',
  'client_payment_refunded',
  'package_assigned',
  'package_subscription_ended',
  'subscription_ending',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  client_signup: 'A client was added or signed up',
  client_deleted: 'A client was deleted',
  client_onboarding_completed: 'A client finished onboarding',
  lead_synced: 'A lead-management contact created or updated a client',
  form_submitted: 'A client submitted a form',
  workout_assigned: 'A workout was scheduled for a client',
  workout_completed: 'A client completed a workout',
  missed_workout: 'A client missed a workout',
  goal_achieved: 'A client achieved a goal',
  measurement_logged: 'Measurements were recorded',
  progress_photo_uploaded: 'A progress photo was uploaded',
  appointment_booked: 'A meeting or appointment was booked',
  meeting_rescheduled: 'A meeting was rescheduled',
  meeting_completed: 'A meeting was completed',
  meeting_cancelled: 'A meeting was cancelled',
  meeting_no_show: 'A meeting was marked as a no-show',
  session_feedback_submitted: 'A client rated a session',
  payment_received: 'A payment was received',
  payment_failed: 'A payment failed',
  client_payment_refunded: 'A client payment was refunded',
  package_assigned: 'A coaching package was assigned',
  package_subscription_ended: 'A package subscription ended early',
  subscription_ending: 'A subscription ends in 7 days',
};

/** The headers of every delivery (lower case, as Node reads them). */
export const WEBHOOK_HEADERS = {
  /** Unix seconds the delivery was signed at. */
  timestamp: 'x-coachcore-timestamp',
  /** `t=<timestamp>,v1=<hex HMAC-SHA256 of "<timestamp>.<raw body>" with the subscription's secret>`. */
  signature: 'x-coachcore-signature',
  /** The event's id: the same for a retry and a replay, so a receiver can drop what it already handled. */
  eventId: 'x-coachcore-event-id',
  eventType: 'x-coachcore-event-type',
  /** The delivery's id (a replay is a delivery of its own). */
  deliveryId: 'x-coachcore-delivery-id',
} as const;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_LIMITS = {
  urlMax: 2000,
  /** A business keeps a bounded number of endpoints, so the list is not paged. */
  subscriptionsMax: 20,
  /** How much of a receiver's answer the delivery log keeps. */
  responseBodyMax: 1000,
  /** How long a receiver has to answer one delivery. */
  timeoutMs: 10_000,
} as const;

export const WEBHOOK_DELIVERIES_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;

export const WEBHOOK_MESSAGES = {
  urlRequired: 'Endpoint URL is required',
  urlInvalid: 'Endpoint URL must be an https:// address',
  urlTooLong: `Endpoint URL can be at most ${WEBHOOK_LIMITS.urlMax} characters`,
  eventTypesRequired: 'Choose at least one event',
  unknownEventType: `Event type must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}`,
  tooMany: `A business can have at most ${WEBHOOK_LIMITS.subscriptionsMax} webhooks`,
  notFound: 'Webhook not found',
  deliveryNotFound: 'Webhook delivery not found',
  replayInactive: 'Turn the webhook on to replay its deliveries',
  inactive: 'The webhook was turned off before this delivery was sent',
  created: 'Webhook added',
  createFailed: 'Failed to add webhook',
  updated: 'Webhook updated',
  updateFailed: 'Failed to update webhook',
  deleted: 'Webhook deleted',
  deleteFailed: 'Failed to delete webhook',
  secretRotated: 'Webhook secret rotated: update it in your receiver',
  rotateFailed: 'Failed to rotate the secret',
  replayed: 'Delivery sent again',
  replayFailed: 'Failed to replay the delivery',
  secretShownOnce: 'Copy this secret now: it is shown only once.',
} as const;

/** The Add Webhook dialog's values. */
export interface WebhookFormInput {
  url: string;
  eventTypes: string[];
}

/** The dialog's rules, as far as a browser can tell (whether the host is allowed is the server's to say). */
export function validateWebhookForm(input: WebhookFormInput): ValidationErrors<keyof WebhookFormInput> {
  const errors: ValidationErrors<keyof WebhookFormInput> = {};
  const url = input.url.trim();
  if (!url) errors.url = WEBHOOK_MESSAGES.urlRequired;
  else if (url.length > WEBHOOK_LIMITS.urlMax) errors.url = WEBHOOK_MESSAGES.urlTooLong;
  else if (!/^https?:\/\/[^\s/?#]+\S*$/i.test(url)) errors.url = WEBHOOK_MESSAGES.urlInvalid;
  if (!input.eventTypes.length) errors.eventTypes = WEBHOOK_MESSAGES.eventTypesRequired;
  else if (input.eventTypes.some((type) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(type))) errors.eventTypes = WEBHOOK_MESSAGES.unknownEventType;
  return errors;
}
