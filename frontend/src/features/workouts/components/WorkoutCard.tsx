import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import EventIcon from '@mui/icons-material/Event';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type { WorkoutResponseDto } from '@coachcore/api-client/workouts';
import { categoryLabel, dateLabel, DIFFICULTY_LABELS } from '../labels';

interface WorkoutCardProps {
  workout: WorkoutResponseDto;
  onEdit: (workout: WorkoutResponseDto) => void;
  onDuplicate: (workout: WorkoutResponseDto) => void;
  onAssign: (workout: WorkoutResponseDto) => void;
  onDelete: (workout: WorkoutResponseDto) => void;
  busy?: boolean;
}

/** A workout as the Workouts screen lists it: category, difficulty, Template badge, description, duration, creation date. */
export function WorkoutCard({ workout, onEdit, onDuplicate, onAssign, onDelete, busy }: WorkoutCardProps) {
  const supersets = new Set(workout.exercises.map((item) => item.supersetGroup).filter((group) => group !== null)).size;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={workout.name}
      data-testid="workout-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {workout.name}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, my: 1 }}>
          {workout.category && <Chip size="small" color="primary" variant="outlined" label={categoryLabel(workout.category)} />}
          {workout.difficulty && <Chip size="small" label={DIFFICULTY_LABELS[workout.difficulty]} />}
          {workout.isTemplate && <Chip size="small" color="secondary" label="Template" />}
        </Stack>
        {workout.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {workout.description}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {workout.exercises.length === 1 ? '1 exercise' : `${workout.exercises.length} exercises`}
          {supersets > 0 && ` · ${supersets === 1 ? '1 superset' : `${supersets} supersets`}`}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mt: 1, color: 'text.secondary' }}>
          {workout.duration !== null && (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <ScheduleIcon fontSize="small" aria-hidden />
              <Typography variant="body2">{workout.duration} min</Typography>
            </Stack>
          )}
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <EventIcon fontSize="small" aria-hidden />
            <Typography variant="body2">Created {dateLabel(workout.createdAt)}</Typography>
          </Stack>
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
        <Button size="small" variant="contained" startIcon={<PersonAddIcon />} onClick={() => onAssign(workout)}>
          Assign
        </Button>
        <Box>
          <Tooltip title="Edit">
            <IconButton aria-label={`Edit ${workout.name}`} onClick={() => onEdit(workout)} disabled={busy}>
              <EditIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Duplicate">
            <IconButton aria-label={`Duplicate ${workout.name}`} onClick={() => onDuplicate(workout)} disabled={busy}>
              <ContentCopyIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton aria-label={`Delete ${workout.name}`} onClick={() => onDelete(workout)} disabled={busy}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </Box>
      </CardActions>
    </Card>
  );
}
