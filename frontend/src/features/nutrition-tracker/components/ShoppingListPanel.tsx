import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useShoppingListsOwnQuery, useShoppingListsSetPurchasedMutation } from '../api';

const money = (value: number) => `$${value.toFixed(2)}`;

/** The latest shopping list your coach generated from your plan: tick items off as you buy them. */
export function ShoppingListPanel() {
  // Only the latest list is shown: its first page of one.
  const lists = useShoppingListsOwnQuery({ limit: 1 });
  const [setPurchased] = useShoppingListsSetPurchasedMutation();
  const runWithToasts = useMutationToasts();
  const list = lists.data?.items[0];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Shopping list">
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Shopping List
      </Typography>
      {!lists.data ? (
        <Skeleton variant="text" />
      ) : !list ? (
        <Typography color="text.secondary">Your coach has not made you a shopping list yet.</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            Week of {list.weekStartDate} to {list.weekEndDate}
            {list.totalEstimatedCost != null ? ` · about ${money(list.totalEstimatedCost)}` : ''}
          </Typography>
          {list.categories.map((group) => (
            <Stack key={group.category} sx={{ mt: 1 }}>
              <Typography variant="subtitle2" sx={{ textTransform: 'capitalize' }}>
                {group.category}
              </Typography>
              {group.items.map((item) => (
                <FormControlLabel
                  key={item.id}
                  control={
                    <Checkbox
                      checked={item.isPurchased}
                      onChange={(event) =>
                        runWithToasts(setPurchased({ id: item.id, updateShoppingListItemDto: { isPurchased: event.target.checked } }).unwrap(), {
                          failure: { fallback: 'Failed to update the item' },
                        })
                      }
                    />
                  }
                  label={`${item.foodName} — ${item.quantity} ${item.unit}${item.estimatedPrice != null ? ` (${money(item.estimatedPrice)})` : ''}`}
                />
              ))}
            </Stack>
          ))}
        </>
      )}
    </Paper>
  );
}
