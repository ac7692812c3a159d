import type { TestApp } from './test-app';

type Auth = Record<string, string>;
type Item = Record<string, unknown>;

const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

/**
 * Reads an offset list page by page (`limit` per page) and checks each answer's paging headers; answers every item
 * in the order read. The pages must neither overlap nor leave a gap: their items add up to X-Total-Count.
 */
export async function readOffsetPages(t: TestApp, url: string, auth: Auth, limit: number): Promise<Item[]> {
  const items: Item[] = [];
  let total = Number.NaN;
  for (let page = 1; page === 1 || items.length < total; page++) {
    const response = await t
      .http()
      .get(withQuery(url, `page=${page}&limit=${limit}`))
      .set(auth)
      .expect(200);
    total = Number(response.headers['x-total-count']);
    expect(response.headers['x-page']).toBe(String(page));
    expect(response.headers['x-limit']).toBe(String(limit));
    expect(response.body.length).toBe(Math.min(limit, total - (page - 1) * limit));
    items.push(...(response.body as Item[]));
    if (page > 1000) throw new Error('too many pages');
  }
  return items;
}

/** Reads a cursor list by following X-Next-Cursor (`limit` per page); answers every item in the order read. */
export async function readCursorPages(t: TestApp, url: string, auth: Auth, limit: number): Promise<{ items: Item[]; pages: number }> {
  const items: Item[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const response = await t
      .http()
      .get(withQuery(url, `limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`))
      .set(auth)
      .expect(200);
    pages++;
    cursor = response.headers['x-next-cursor'];
    // Every page but the last is full; the last one says so by sending no cursor.
    if (cursor) expect(response.body).toHaveLength(limit);
    else expect(response.body.length).toBeLessThanOrEqual(limit);
    items.push(...(response.body as Item[]));
    if (pages > 1000) throw new Error('too many pages');
  } while (cursor);
  return { items, pages };
}

/** The 400s of a bad `page` or `limit` (the messages every offset list shares). */
export async function expectOffsetQueryChecks(t: TestApp, url: string, auth: Auth, maxLimit: number): Promise<void> {
  const message = async (query: string) => (await t.http().get(withQuery(url, query)).set(auth).expect(400)).body.message;
  expect(await message(`limit=${maxLimit + 1}`)).toBe(`limit must be at most ${maxLimit}`);
  expect(await message('limit=0')).toBe('limit must be at least 1');
  expect(await message('limit=ten')).toBe('limit must be a whole number');
  expect(await message('page=0')).toBe('page must be at least 1');
  expect(await message('page=1.5')).toBe('page must be a whole number');
  expect(await message('page=99999999999999999999')).toBe('page must be at most 1000000');
  // A page past the end is empty, with the total still said.
  const beyond = await t.http().get(withQuery(url, 'page=1000000')).set(auth).expect(200);
  expect(beyond.body).toEqual([]);
  expect(beyond.headers['x-total-count']).toMatch(/^\d+$/);
}

/** The 400s of a bad `cursor` or `limit`: not a uuid, or the id of no item of the list (`foreignCursor`, when given). */
export async function expectCursorQueryChecks(
  t: TestApp,
  url: string,
  auth: Auth,
  maxLimit: number,
  invalidCursor: string,
  foreignCursor = '00000000-0000-4000-8000-000000000000',
): Promise<void> {
  const message = async (query: string) => (await t.http().get(withQuery(url, query)).set(auth).expect(400)).body.message;
  expect(await message(`limit=${maxLimit + 1}`)).toBe(`limit must be at most ${maxLimit}`);
  expect(await message('limit=0')).toBe('limit must be at least 1');
  expect(await message('cursor=nope')).toBe(invalidCursor);
  expect(await message(`cursor=${foreignCursor}`)).toBe(invalidCursor);
}
