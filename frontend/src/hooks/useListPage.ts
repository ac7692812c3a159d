import { useState } from 'react';

/** The page shown of a numbered list: back to the first page whenever `filters` (a search, a chosen client) change. */
export function useListPage(filters: unknown = null): [number, (page: number) => void] {
  const [page, setPage] = useState(1);
  const [lastFilters, setLastFilters] = useState(filters);
  if (!Object.is(lastFilters, filters)) {
    setLastFilters(filters);
    setPage(1);
  }
  return [page, setPage];
}
