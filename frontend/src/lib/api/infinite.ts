import type { FetchArgs, FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { cursorPages, offsetPages, toCursorPage, toPage, type CursorPage, type Page } from './paginated';

/**
 * The definition of a "Load more" list over a cursor route (for `build.infiniteQuery`): the route's request for an
 * argument, each page asked with the previous page's cursor. The generated query of the route answers one page; this
 * one keeps every page loaded together, and refetches all of them when the list's tags are invalidated.
 */
export function cursorList<Item, Arg>(request: (arg: Arg) => FetchArgs) {
  return {
    infiniteQueryOptions: cursorPages,
    query: ({ queryArg, pageParam }: { queryArg: Arg; pageParam: string }): FetchArgs => {
      const base = request(queryArg);
      return { ...base, params: { ...base.params, cursor: pageParam || undefined } };
    },
    transformResponse: (items: Item[], meta: FetchBaseQueryMeta | undefined): CursorPage<Item> => toCursorPage(items, meta),
  };
}

/** The same for an offset route read with "Load more" (page after page until the total is reached). */
export function offsetList<Item, Arg>(request: (arg: Arg) => FetchArgs) {
  return {
    infiniteQueryOptions: offsetPages,
    query: ({ queryArg, pageParam }: { queryArg: Arg; pageParam: number }): FetchArgs => {
      const base = request(queryArg);
      return { ...base, params: { ...base.params, page: pageParam } };
    },
    transformResponse: (items: Item[], meta: FetchBaseQueryMeta | undefined, arg: { pageParam: number }): Page<Item> =>
      toPage(items, meta, { page: arg.pageParam }),
  };
}

interface InfiniteResult<Item> {
  data?: { pages: { items: Item[] }[] };
  hasNextPage: boolean;
  isFetching: boolean;
  fetchNextPage: () => unknown;
}

/** The items of every page a "Load more" list has loaded, and what its button needs. */
export interface LoadedList<Item> {
  items: Item[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * The items of every page an infinite list has loaded, and what its "Load more" button needs. The button waits while
 * the list fetches anything, a refetch of its pages too (after a live update): RTK Query drops a next page asked for
 * while another request of the list is running, so a click then would do nothing.
 */
export function loadedItems<Item>(result: InfiniteResult<Item>): LoadedList<Item> {
  return {
    items: result.data?.pages.flatMap((page) => page.items) ?? [],
    hasMore: result.hasNextPage,
    loadingMore: result.isFetching,
    loadMore: () => void result.fetchNextPage(),
  };
}
