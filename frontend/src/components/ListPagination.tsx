import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';

interface ListPaginationProps {
  page: number;
  /** Items in the whole list (X-Total-Count); undefined while the first answer is loading. */
  total: number | undefined;
  /** Items per page. */
  limit: number;
  onChange: (page: number) => void;
  /** Names the navigation ("Community pages"). */
  label: string;
}

/**
 * Numbered pages under a paged list; shown only when the list has more than one page. When the page shown no longer
 * exists (its last item was deleted), it moves to the last page there is.
 */
export function ListPagination({ page, total, limit, onChange, label }: ListPaginationProps) {
  const count = total === undefined ? undefined : Math.ceil(total / limit);
  useEffect(() => {
    if (count !== undefined && page > Math.max(1, count)) onChange(Math.max(1, count));
  }, [count, page, onChange]);
  if (count === undefined || count <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Pagination count={count} page={Math.min(page, count)} onChange={(_event, next) => onChange(next)} color="primary" aria-label={label} />
    </Box>
  );
}
