import type { DefinitionsFromApi, FetchBaseQueryMeta, OverrideResultType, QueryDefinition } from '@reduxjs/toolkit/query/react';

/** One page of an offset list endpoint (numbered pages): the body is the list, the headers carry the paging figures. */
export interface Page<T> {
  items: T[];
  /** Rows matching the filters before paging (X-Total-Count). */
  total: number;
  /** 1-based (X-Page). */
  page: number;
  /** Page size the server applied (X-Limit). */
  limit: number;
}

/** One page of a cursor list endpoint ("Load more"): the body is the list, X-Next-Cursor asks for the next page. */
export interface CursorPage<T> {
  items: T[];
  /** The `cursor` of the next page; null on the last one. */
  nextCursor: string | null;
}

interface PagingArg {
  page?: number;
  limit?: number;
}

const headerNumber = (meta: FetchBaseQueryMeta | undefined, name: string): number | undefined => {
  const value = meta?.response?.headers.get(name);
  const parsed = value == null || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
};

/**
 * The one transform of every offset list endpoint (server convention: list body + X-Total-Count, X-Page, X-Limit).
 * A header that is missing falls back to what the request asked for, so a list is never lost for lack of a header.
 */
export function toPage<T>(items: T[], meta: FetchBaseQueryMeta | undefined, arg: PagingArg | undefined): Page<T> {
  return {
    items,
    total: headerNumber(meta, 'X-Total-Count') ?? items.length,
    page: headerNumber(meta, 'X-Page') ?? arg?.page ?? 1,
    limit: headerNumber(meta, 'X-Limit') ?? arg?.limit ?? items.length,
  };
}

/** The one transform of every cursor list endpoint (list body + X-Next-Cursor when another page follows). */
export function toCursorPage<T>(items: T[], meta: FetchBaseQueryMeta | undefined): CursorPage<T> {
  return { items, nextCursor: meta?.response?.headers.get('X-Next-Cursor') || null };
}

/**
 * Infinite-query options of a cursor list ("Load more"): the first page has no cursor, each next one the previous
 * page's X-Next-Cursor. RTK Query keeps the pages together and refetches all of them when the list's tags change.
 */
export const cursorPages = {
  initialPageParam: '',
  getNextPageParam: (last: CursorPage<unknown>) => last.nextCursor ?? undefined,
};

/** Infinite-query options of an offset list read with "Load more": page after page until the total is reached. */
export const offsetPages = {
  initialPageParam: 1,
  getNextPageParam: (last: Page<unknown>) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ListDefinition<Item> = QueryDefinition<any, any, any, Item[], any>;

/**
 * The definitions of `Api` with the named list endpoints answering `Page<Item>` (offset lists) or `CursorPage<Item>`
 * (cursor lists) instead of `Item[]`.
 */
export type WithPages<Api, OffsetNames extends keyof DefinitionsFromApi<Api>, CursorNames extends keyof DefinitionsFromApi<Api> = never> = Omit<
  DefinitionsFromApi<Api>,
  OffsetNames | CursorNames
> & {
  [K in OffsetNames]: DefinitionsFromApi<Api>[K] extends ListDefinition<infer Item> ? OverrideResultType<DefinitionsFromApi<Api>[K], Page<Item>> : never;
} & {
  [K in CursorNames]: DefinitionsFromApi<Api>[K] extends ListDefinition<infer Item> ? OverrideResultType<DefinitionsFromApi<Api>[K], CursorPage<Item>> : never;
};
