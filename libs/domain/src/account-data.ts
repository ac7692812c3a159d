/**
 * A client's own data (issue 22, /client/profile): an export of everything recorded about them, and the erasure of
 * their account after a confirmation e-mail. The spec is silent on both; these are the product's texts, shared by the
 * server's answers and the browser.
 */
export const DATA_EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** How long a finished export can be downloaded; then its file is removed. */
export const DATA_EXPORT_TTL_DAYS = 7;
/** The exports a client's list answers, newest first. */
export const DATA_EXPORT_LIST_LIMIT = 5;

/** How long the account-deletion confirmation link works. */
export const ACCOUNT_DELETION_TTL_HOURS = 24;

/** The query parameter of /client/profile that carries the confirmation code from the e-mail's link. */
export const ACCOUNT_DELETION_PARAM = 'confirmDeletion';
export const accountDeletionPath = (code: string) => `/client/profile?${ACCOUNT_DELETION_PARAM}=${code}`;

export const DATA_EXPORT_MESSAGES = {
  notFound: 'Data export not found',
  inProgress: 'Your data export is already being prepared. Download it when it is ready.',
  notReady: 'This data export is not ready to download',
  expired: 'This data export has expired. Ask for a new one.',
  failed: 'We could not prepare your data export. Please try again.',
  requested: 'We are preparing your data export.',
  requestFailed: 'Failed to start the data export',
} as const;

export const DATA_EXPORT_STATUS_LABELS: Record<DataExportStatus, string> = {
  queued: 'Waiting to start',
  running: 'Preparing',
  ready: 'Ready to download',
  failed: 'Failed',
  expired: 'Expired',
};

export const ACCOUNT_DELETION_MESSAGES = {
  codeRequired: 'Confirmation code is required',
  codeInvalid: 'This confirmation link is not valid or has expired. Ask for a new one.',
  emailSent: 'We sent you an e-mail. Open the link in it to confirm the deletion of your account.',
  requestFailed: 'Failed to send the confirmation e-mail',
  deleted: 'Your account has been deleted.',
  deleteFailed: 'Failed to delete your account',
  tooManyRequests: 'Too many deletion e-mails were asked for. Use the link of the last one, or try again later.',
} as const;

/** Confirmation e-mails a client may ask for per hour (each one replaces the link of the one before). */
export const ACCOUNT_DELETION_REQUESTS_PER_HOUR = 3;
