import type { DefinitionsFromApi, FetchBaseQueryMeta, OverrideResultType, QueryDefinition } from '@reduxjs/toolkit/query/react';

/** One page of a list endpoint: the body is the list, the headers carry the paging figures. */
export interface Page<T> {
  items: T[];
  /** Rows matching the filters before paging (X-Total-Count). */
  total: number;
  /** 1-based (X-Page). */
  page: number;
  /** Page size the server applied (X-Limit). */
  limit: number;
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
 * The one transform of every paginated list endpoint (server convention: list body + X-Total-Count, X-Page, X-Limit).
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

/** The definitions of `Api` with the named list endpoints answering `Page<Item>` instead of `Item[]`. */
export type WithPages<Api, Names extends keyof DefinitionsFromApi<Api>> = Omit<DefinitionsFromApi<Api>, Names> & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  [K in Names]: DefinitionsFromApi<Api>[K] extends QueryDefinition<any, any, any, Array<infer Item>, any>
    ? OverrideResultType<DefinitionsFromApi<Api>[K], Page<Item>>
    : never;
};
