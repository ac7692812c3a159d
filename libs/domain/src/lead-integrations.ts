/** Lead-management integration (document 3 section 2.4): the five webhook addresses on the product's own origin. */
export const LEADDEC_WEBHOOK_EVENTS = ['lead-created', 'opportunity-won', 'appointment-scheduled', 'contact-tagged', 'form-submitted'] as const;
export type LeadDecWebhookEvent = (typeof LEADDEC_WEBHOOK_EVENTS)[number];

export const LEADDEC_WEBHOOK_LABELS: Record<LeadDecWebhookEvent, string> = {
  'lead-created': 'Lead Created',
  'opportunity-won': 'Opportunity Won',
  'appointment-scheduled': 'Appointment Scheduled',
  'contact-tagged': 'Contact Tagged',
  'form-submitted': 'Form Submitted',
};

export const leadDecWebhookPath = (event: LeadDecWebhookEvent) => `/webhooks/leaddec/${event}`;

/** Which way contacts flow (the Sync Settings tab). */
export const LEADDEC_SYNC_DIRECTIONS = ['bidirectional', 'to_coachcore', 'to_leaddec'] as const;
export type LeadDecSyncDirection = (typeof LEADDEC_SYNC_DIRECTIONS)[number];

/** Deliveries older (or further in the future) than this are refused: a captured delivery cannot be replayed later. */
export const LEADDEC_SIGNATURE_TOLERANCE_SECONDS = 300;
/** The headers a delivery carries: which business it is for, and `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const LEADDEC_ACCOUNT_HEADER = 'x-leaddec-account';
export const LEADDEC_SIGNATURE_HEADER = 'x-leaddec-signature';

export const LEADDEC_DELIVERY_OUTCOMES = ['created', 'updated', 'ignored', 'test', 'rejected', 'failed'] as const;
export type LeadDecDeliveryOutcome = (typeof LEADDEC_DELIVERY_OUTCOMES)[number];

export const LEADDEC_MESSAGES = {
  urlCopied: 'Webhook URL copied to clipboard',
  saved: 'Configuration saved',
  saveFailed: 'Failed to save configuration',
  secretRotated: 'Webhook secret rotated: update it in LeadDec',
  testSucceeded: 'Test delivery received and verified',
  testFailed: 'Test delivery failed',
  accountRequired: 'The X-LeadDec-Account header is required',
  unknownAccount: 'Unknown lead-management account',
  signatureRequired: 'The X-LeadDec-Signature header is required',
  invalidSignature: 'Invalid webhook signature',
  timestampOutOfRange: 'Webhook timestamp is outside the 300-second tolerance',
  replayed: 'This delivery was already received',
  unknownEvent: 'Unknown webhook event',
  invalidPayload: 'The payload must be a JSON object',
  contactIdRequired: 'contactId is required',
  emailRequired: 'A valid email is required to create a client',
  syncDisabled: 'Sync to CoachCore is off in Sync Settings',
  eventDisabled: 'This event is switched off in Sync Settings',
  invalidSyncDirection: `Sync direction must be one of ${LEADDEC_SYNC_DIRECTIONS.join(', ')}`,
} as const;

/** The Webhooks tab's recent deliveries. */
export const LEADDEC_DELIVERIES_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;
