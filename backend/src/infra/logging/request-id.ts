import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Printable ASCII without spaces, at most 128 characters: anything else is not worth carrying into logs. */
const ACCEPTABLE_REQUEST_ID = /^[\x21-\x7e]{1,128}$/;

/** The caller's X-Request-Id when it is sane, otherwise a fresh UUID (so a proxy's id follows the request through). */
export function resolveRequestId(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return typeof given === 'string' && ACCEPTABLE_REQUEST_ID.test(given) ? given : randomUUID();
}
