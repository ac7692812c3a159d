import type { Response } from 'express';

/** Lists answer a JSON array; the total before paging travels in headers, so the body stays the spec's plain list. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export const TOTAL_COUNT_HEADER = 'X-Total-Count';

export function sendPageHeaders(response: Response, page: Page<unknown>): void {
  response.setHeader(TOTAL_COUNT_HEADER, String(page.total));
  response.setHeader('X-Page', String(page.page));
  response.setHeader('X-Limit', String(page.limit));
  response.setHeader('Access-Control-Expose-Headers', `${TOTAL_COUNT_HEADER}, X-Page, X-Limit`);
}
