import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ListPagination } from '../../../components/ListPagination';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { loadedItems } from '../../../lib/api';
import { useClientShoppingListsPagesInfiniteQuery, useRecipePacksForClientQuery, useShoppingListsGenerateMutation } from '../api';

/** Assigned packs per page. */
const PACKS_PAGE_SIZE = 10;

/** The Monday of the current week (UTC), the default week of a new list. */
function thisMonday(): string {
  const now = new Date();
  now.setUTCDate(now.getUTCDate() - ((now.getUTCDay() + 6) % 7));
  return now.toISOString().slice(0, 10);
}

/** Weekly shopping lists generated from the client's plan, and the recipe packs they follow. */
export function ShoppingListsSection({ clientId }: { clientId: string }) {
  const [weekStartDate, setWeekStartDate] = useState(thisMonday);
  // Newest week first, a few lists at a time ("Load more"); the packs by numbered pages.
  const listsQuery = useClientShoppingListsPagesInfiniteQuery({ id: clientId });
  const lists = loadedItems(listsQuery);
  const [packsPage, setPacksPage] = useState(1);
  const packs = useRecipePacksForClientQuery({ id: clientId, page: packsPage, limit: PACKS_PAGE_SIZE });
  const [generate, state] = useShoppingListsGenerateMutation();
  const runWithToasts = useMutationToasts();
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Shopping lists">
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          Shopping Lists
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1 }}>
          <TextField
            size="small"
            type="date"
            label="Week starting"
            value={weekStartDate}
            onChange={(e) => setWeekStartDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button
            variant="outlined"
            disabled={!weekStartDate || state.isLoading}
            onClick={() =>
              runWithToasts(generate({ id: clientId, generateShoppingListDto: { weekStartDate } }).unwrap(), {
                success: { title: 'Success', description: 'Shopping list generated successfully!' },
                failure: { fallback: 'Failed to generate the shopping list' },
              })
            }
          >
            {state.isLoading ? 'Generating...' : 'Generate Shopping List'}
          </Button>
        </Stack>
        {lists.items.length === 0 ? (
          <Typography color="text.secondary">No shopping lists yet: generate one from the client's meal plan.</Typography>
        ) : (
          lists.items.map((list) => (
            <Stack key={list.id} sx={{ mt: 1 }} data-testid="shopping-list">
              <Typography sx={{ fontWeight: 600 }}>
                Week of {list.weekStartDate}
                {list.totalEstimatedCost != null ? ` · about $${list.totalEstimatedCost.toFixed(2)}` : ''}
              </Typography>
              {list.categories.map((group) => (
                <Typography key={group.category} variant="body2">
                  <strong style={{ textTransform: 'capitalize' }}>{group.category}:</strong>{' '}
                  {group.items.map((item) => `${item.foodName} ${item.quantity} ${item.unit}${item.isPurchased ? ' ✓' : ''}`).join(', ')}
                </Typography>
              ))}
            </Stack>
          ))
        )}
        <LoadMoreButton hasMore={lists.hasMore} loading={lists.loadingMore} onClick={lists.loadMore} label="Load earlier lists" />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Client recipe packs">
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Recipe Packs
        </Typography>
        {(packs.data?.items ?? []).length === 0 ? (
          <Typography color="text.secondary">No recipe packs assigned. Assign one from Nutrition Plans.</Typography>
        ) : (
          (packs.data?.items ?? []).map((assignment) => (
            <Typography key={assignment.id}>
              {assignment.recipePack.name} · {assignment.status.replace('_', ' ')} · {assignment.progress}%
            </Typography>
          ))
        )}
        <ListPagination page={packsPage} total={packs.data?.total} limit={PACKS_PAGE_SIZE} onChange={setPacksPage} label="Recipe pack pages" />
      </Paper>
    </Stack>
  );
}
