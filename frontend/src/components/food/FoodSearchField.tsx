import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { generatedFoodsApi, type FoodResponseDto } from '@coachcore/api-client/foods';
import { paged } from '../../lib/api';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';

const foodsApi = paged(generatedFoodsApi);

interface FoodSearchFieldProps {
  label?: string;
  value: FoodResponseDto | null;
  onChange: (food: FoodResponseDto | null) => void;
}

/** A food of the database, found by words of its name or brand as the person types (GET /api/foods?search=). */
export function FoodSearchField({ label = 'Search foods', value, onChange }: FoodSearchFieldProps) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 250);
  const { currentData, isFetching } = foodsApi.useFoodsSearchQuery({ search, limit: 20 }, { skip: search.length < 2 });
  const options = search.length < 2 ? [] : (currentData?.items ?? []);
  return (
    <Autocomplete
      value={value}
      options={options}
      loading={isFetching}
      filterOptions={(found) => found}
      getOptionLabel={(food) => (food.brand ? `${food.name} (${food.brand})` : food.name)}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      onChange={(_event, food) => onChange(food)}
      onInputChange={(_event, typed) => setText(typed)}
      noOptionsText={search.length < 2 ? 'Type at least 2 letters' : 'No foods found'}
      renderOption={({ key, ...props }, food) => (
        <li key={key} {...props}>
          <span>
            {food.name}
            {food.brand ? ` · ${food.brand}` : ''}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {food.calories} kcal per {food.servingSize} {food.servingUnit}
            </Typography>
          </span>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
