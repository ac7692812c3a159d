import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { AdminBusinessResponseDto } from '@coachcore/api-client/admin';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useAdminAreaBusinessesQuery } from '../api';

const labelOf = (business: AdminBusinessResponseDto) => `${business.businessName || `${business.firstName} ${business.lastName}`.trim()} (${business.email})`;

/** Picks one business by searching as the person types (never loads the whole list). */
export function BusinessPicker({ value, onChange }: { value: AdminBusinessResponseDto | null; onChange: (business: AdminBusinessResponseDto | null) => void }) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim());
  const { data, isFetching } = useAdminAreaBusinessesQuery({ page: 1, limit: 10, search: search || undefined });
  return (
    <Autocomplete
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      options={data?.items ?? []}
      loading={isFetching}
      filterOptions={(options) => options}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      sx={{ minWidth: 280 }}
      renderInput={(params) => <TextField {...params} label="Business" placeholder="All businesses" />}
    />
  );
}
