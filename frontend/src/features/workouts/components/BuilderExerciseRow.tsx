import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useController, type Control } from 'react-hook-form';
import { FormTextField } from '../../../components/form';
import type { WorkoutFormValues } from '../workout-form';

interface BuilderExerciseRowProps {
  control: Control<WorkoutFormValues>;
  index: number;
  id: string;
  name: string;
  count: number;
  /** The superset letter this row belongs to, if any. */
  superset: string | null;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** One exercise of the builder: a drag handle (pointer or keyboard), move buttons, its figures and the superset link. */
export function BuilderExerciseRow({ control, index, id, name, count, superset, onMove, onRemove }: BuilderExerciseRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const link = useController({ control, name: `exercises.${index}.supersetWithPrevious` });
  const field = (key: 'sets' | 'reps' | 'weight' | 'restTime' | 'tempo', label: string, width: number, inputMode?: 'numeric' | 'decimal') => (
    <FormTextField
      control={control}
      name={`exercises.${index}.${key}`}
      label={label}
      size="small"
      fullWidth={false}
      sx={{ width }}
      slotProps={{ htmlInput: { inputMode, 'aria-label': `${label} for ${name}` } }}
    />
  );
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      data-testid="builder-row"
      aria-label={`${index + 1}. ${name}`}
      sx={{
        p: 1.5,
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        borderLeft: superset ? 4 : 1,
        borderLeftColor: superset ? 'secondary.main' : 'divider',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={`Drag to reorder ${name}`} size="small" sx={{ cursor: 'grab' }}>
          <DragIndicatorIcon />
        </IconButton>
        <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>
          {index + 1}. {name}
          {superset && (
            <Typography component="span" variant="body2" color="secondary" sx={{ ml: 1 }}>
              Superset {superset}
            </Typography>
          )}
        </Typography>
        <Tooltip title="Move up">
          <span>
            <IconButton size="small" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
              <ArrowUpwardIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Move down">
          <span>
            <IconButton size="small" aria-label={`Move ${name} down`} disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
              <ArrowDownwardIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Remove">
          <IconButton size="small" aria-label={`Remove ${name}`} onClick={() => onRemove(index)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        {field('sets', 'Sets', 80, 'numeric')}
        {field('reps', 'Reps (or 30s)', 120)}
        {field('weight', 'Weight (lbs)', 110, 'decimal')}
        {field('restTime', 'Rest (s)', 90, 'numeric')}
        {field('tempo', 'Tempo', 100)}
        <FormTextField
          control={control}
          name={`exercises.${index}.notes`}
          label="Notes"
          size="small"
          sx={{ flex: '1 1 160px' }}
          slotProps={{ htmlInput: { 'aria-label': `Notes for ${name}` } }}
        />
      </Box>
      {index > 0 && (
        <FormControlLabel
          sx={{ mt: 0.5 }}
          control={<Checkbox checked={!!link.field.value} onChange={(event) => link.field.onChange(event.target.checked)} />}
          label="Superset with the exercise above"
        />
      )}
    </Paper>
  );
}
