import { ConnectionException } from '@mikro-orm/postgresql';

/** Socket-level failures of the PostgreSQL driver (pg) and of ioredis. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);

/**
 * PostgreSQL states that mean "the server is not there right now": connection exceptions, shutdowns, too many
 * connections, a statement cancelled by statement_timeout (57014) and a session ended by the idle-in-transaction
 * timeout (25P03).
 */
const isUnavailableSqlState = (code: string): boolean => code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '57014', '25P03'].includes(code);

/** Messages of pg, pg-pool and ioredis that carry no code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  // pg's query_timeout (a server that does not answer) and what follows on the connection it closed
  /Query read timeout/,
  /Client was closed and is not queryable/,
  /^Command timed out/,
  /^Connection is closed/,
  /Stream isn't writeable/,
  /Reached the max retries per request limit/,
];

interface ErrorLike {
  /** Set by the AWS SDK (S3): 'server' when the service failed (5xx, after the SDK's retries). */
  $fault?: unknown;
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * True when a request failed because PostgreSQL, Redis or the object store cannot be reached or did not answer in
 * time (an outage the caller may retry after), rather than because of a bug. Looks through wrapped causes and
 * AggregateErrors (pg reports IPv4 and IPv6 attempts).
 */
export function isUnavailableDependency(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  if (error instanceof ConnectionException) return true;
  const { name, code, message, cause, errors, $fault } = error as ErrorLike;
  if (name === 'MaxRetriesPerRequestError' || $fault === 'server') return true;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableSqlState(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isUnavailableDependency(inner, depth + 1))) return true;
  return isUnavailableDependency(cause, depth + 1);
}
