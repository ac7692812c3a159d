import type { FetchArgs } from '@reduxjs/toolkit/query/react';

/**
 * The request of a multipart upload, which the generated hooks cannot send (they send JSON): the other `fields`
 * first, then the file as `file`. The browser sets the multipart boundary; the base query adds the CSRF header.
 */
export function uploadRequest(url: string, file: File, fields: Record<string, string> = {}): FetchArgs {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', file);
  return { url, method: 'POST', body };
}
