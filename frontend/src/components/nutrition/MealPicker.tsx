import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { generatedMealsApi, type MealResponseDto } from '@coachcore/api-client/meals';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { paged } from '../../lib/api';

const mealsApi = paged(generatedMealsApi);

/** Suggestions per search; typing narrows the meals on the server, so every meal can be reached. */
export const MEAL_PICKER_SIZE = 20;

interface MealPickerProps {
  label: string;
  /**
   * The chosen meal's id ('' when none), for a field that keeps its choice; left out, the picker adds: it clears itself
   * after each pick.
   */
  value?: string;
  onPick: (meal: MealResponseDto | null) => void;
  onBlur?: () => void;
  error?: string;
  size?: 'small' | 'medium';
  /** A longer name for screen readers than the visible label ("Add meal to day 1 Breakfast"). */
  inputTitle?: string;
  sx?: SxProps<Theme>;
}

/** Meal chooser that asks GET /api/meals?search= as the coach types (debounced), not a preloaded list of every meal. */
export function MealPicker({ label, value, onPick, onBlur, error, size, inputTitle, sx }: MealPickerProps) {
  const [open, setOpen] = useState(false);
  const [inputText, setInputText] = useState('');
  // Only what the coach types searches; the chosen meal's name filling the box does not.
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<MealResponseDto | null>(null);
  const search = useDebouncedValue(typed.trim(), 250);
  const list = mealsApi.useMealsListQuery({ search: search || undefined, page: 1, limit: MEAL_PICKER_SIZE }, { skip: !open });
  const keeps = value !== undefined;
  const chosenQuery = mealsApi.useMealsGetQuery({ id: value ?? '' }, { skip: !keeps || !value || picked?.id === value });
  const chosen = keeps && value ? (picked?.id === value ? picked : (chosenQuery.data ?? null)) : null;

  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={list.currentData?.items ?? []}
      value={chosen}
      onChange={(_event, meal) => {
        setPicked(meal);
        onPick(meal);
        if (!keeps) setInputText('');
      }}
      inputValue={inputText}
      onInputChange={(_event, text, reason) => {
        if (!keeps && reason === 'reset') return;
        setInputText(text);
        setTyped(reason === 'input' ? text : '');
      }}
      onBlur={onBlur}
      // The server has filtered already.
      filterOptions={(found) => found}
      getOptionLabel={(meal) => meal.name}
      renderOption={({ key, ...props }, meal) => (
        <li key={key} {...props}>
          {meal.name} ({Math.round(meal.calories)} kcal)
        </li>
      )}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={list.isFetching}
      loadingText="Searching..."
      noOptionsText={search ? 'No meals found' : 'No meals yet'}
      size={size}
      sx={sx}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={!!error}
          helperText={error}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, ...(inputTitle ? { title: inputTitle } : {}) } }}
        />
      )}
    />
  );
}
