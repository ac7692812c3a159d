import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ExerciseResponseDto } from '@coachcore/api-client/exercises';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useExercisesListQuery } from '../api';
import { categoryLabel } from '../labels';

/** Searches the exercise library (shipped and the business's own) by name or description; picking one adds it. */
export function ExercisePicker({ onPick }: { onPick: (exercise: ExerciseResponseDto) => void }) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), 250);
  const { currentData, isFetching } = useExercisesListQuery({ search: search || undefined, limit: 20 });
  return (
    <Autocomplete<ExerciseResponseDto>
      options={currentData?.items ?? []}
      loading={isFetching}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => setInput(reason === 'reset' ? '' : value)}
      onChange={(_event, exercise) => exercise && onPick(exercise)}
      filterOptions={(options) => options}
      getOptionLabel={(exercise) => exercise.name}
      groupBy={(exercise) => categoryLabel(exercise.category) ?? ''}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={search ? 'No exercises found' : 'Type to search the library'}
      renderInput={(params) => <TextField {...params} label="Add exercise" placeholder="Search exercises by name or description" />}
    />
  );
}
