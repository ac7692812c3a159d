import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useRecipePacksForClientQuery, useShoppingListsGenerateMutation, useShoppingListsListForClientQuery } from '../api';

/** The Monday of the current week (UTC), the default week of a new list. */
function thisMonday(): string {
  const now = new Date();
  now.setUTCDate(now.getUTCDate() - ((now.getUTCDay() + 6) % 7));
  return now.toISOString().slice(0, 10);
}

/** Weekly shopping lists generated from the client's plan, and the recipe packs they follow. */
export function ShoppingListsSection({ clientId }: { clientId: string }) {
  const [weekStartDate, setWeekStartDate] = useState(thisMonday);
  const lists = useShoppingListsListForClientQuery({ id: clientId });
  const packs = useRecipePacksForClientQuery({ id: clientId });
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
        {(lists.data ?? []).length === 0 ? (
          <Typography color="text.secondary">No shopping lists yet: generate one from the client's meal plan.</Typography>
        ) : (
          (lists.data ?? []).map((list) => (
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
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Client recipe packs">
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Recipe Packs
        </Typography>
        {(packs.data ?? []).length === 0 ? (
          <Typography color="text.secondary">No recipe packs assigned. Assign one from Nutrition Plans.</Typography>
        ) : (
          (packs.data ?? []).map((assignment) => (
            <Typography key={assignment.id}>
              {assignment.recipePack.name} · {assignment.status.replace('_', ' ')} · {assignment.progress}%
            </Typography>
          ))
        )}
      </Paper>
    </Stack>
  );
}
