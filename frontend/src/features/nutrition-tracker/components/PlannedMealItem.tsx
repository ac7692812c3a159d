import { useState, useSyncExternalStore } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { MEAL_CATEGORY_LABELS, NUTRITION_MESSAGES } from '@coachcore/domain';
import type { PlanMealDto } from '@coachcore/api-client/client-portal';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useOutboxWrite } from '../../../hooks/useOutboxWrite';
import { outboxStore } from '../../../lib/offline-outbox';
import { useClientFoodLogUnlogPlannedMealMutation } from '../api';

/**
 * A meal of the client's plan on the day, with 'Log meal': each of its foods goes into the day's log in one request
 * (through the outbox, so offline it waits on the device). Logged, it shows so, with Undo.
 */
export function PlannedMealItem({ entry, date, logged }: { entry: PlanMealDto; date: string; logged: boolean }) {
  const write = useOutboxWrite();
  const [unlog, unlogState] = useClientFoodLogUnlogPlannedMealMutation();
  const runWithToasts = useMutationToasts();
  const [saving, setSaving] = useState(false);
  const ref = `planned-meal:${entry.id}:${date}`;
  const waiting = useSyncExternalStore(outboxStore.subscribe, outboxStore.getSnapshot, outboxStore.getSnapshot).some((item) => item.ref === ref);

  const logMeal = async () => {
    setSaving(true);
    await write(
      { endpoint: 'clientFoodLogLogPlannedMeal', args: { logPlannedMealDto: { planMealId: entry.id, logDate: date } }, label: entry.meal.name, ref },
      { success: { title: 'Success', description: NUTRITION_MESSAGES.plannedMealLogged }, fallback: 'Failed to log the meal' },
    );
    setSaving(false);
  };
  const undo = () =>
    runWithToasts(unlog({ planMealId: entry.id, date }).unwrap(), {
      success: { title: 'Success', description: NUTRITION_MESSAGES.plannedMealUnlogged },
      failure: { fallback: 'Failed to remove the meal' },
    });

  return (
    <ListItem disableGutters aria-label={`${MEAL_CATEGORY_LABELS[entry.mealType]}: ${entry.meal.name}`}>
      <ListItemText
        primary={`${MEAL_CATEGORY_LABELS[entry.mealType]}: ${entry.meal.name}`}
        secondary={`${Math.round(entry.meal.calories)} kcal · ${Math.round(entry.meal.protein)} g protein · ${Math.round(entry.meal.carbs)} g carbs · ${Math.round(entry.meal.fat)} g fat`}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0, ml: 1 }}>
        {logged ? (
          <>
            <Chip size="small" color="success" label="Logged" />
            <Button size="small" onClick={undo} disabled={unlogState.isLoading}>
              Undo
            </Button>
          </>
        ) : waiting ? (
          <Chip size="small" color="warning" label="Saved offline, waiting to send" />
        ) : (
          <Button size="small" variant="outlined" onClick={logMeal} disabled={saving}>
            {saving ? 'Logging...' : 'Log meal'}
          </Button>
        )}
      </Stack>
    </ListItem>
  );
}
