import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GoalResponseDto, GoalStatus } from '@coachcore/api-client/goals';

/** Status chips with text contrast of at least 4.5:1. */
const STATUS_STYLE: Record<GoalStatus, { bg: string; fg: string }> = {
  active: { bg: '#dbeafe', fg: '#1e40af' },
  achieved: { bg: '#dcfce7', fg: '#166534' },
  paused: { bg: '#fef3c7', fg: '#92400e' },
  cancelled: { bg: '#e5e7eb', fg: '#374151' },
};

const formatValue = (value: number | null, unit: string | null) => (value == null ? '—' : `${value}${unit ? ` ${unit}` : ''}`);

/** A goal as coach and client both read it: title, status, category, progress towards the target (capped at 100 %), date. */
export function GoalSummary({ goal }: { goal: GoalResponseDto }) {
  const progress = Math.min(100, Math.max(0, goal.progress));
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {goal.title}
        </Typography>
        <Chip
          size="small"
          label={goal.status}
          data-testid="goal-status"
          sx={{ bgcolor: STATUS_STYLE[goal.status].bg, color: STATUS_STYLE[goal.status].fg, fontWeight: 600 }}
        />
      </Stack>
      <Chip size="small" variant="outlined" label={goal.category} sx={{ mb: 1 }} />
      {goal.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {goal.description}
        </Typography>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="body2">
          {formatValue(goal.currentValue, goal.unit)} of {formatValue(goal.targetValue, goal.unit)}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="goal-progress">
          {progress}%
        </Typography>
      </Box>
      <LinearProgress variant="determinate" value={progress} aria-label={`Progress of ${goal.title}`} sx={{ height: 8, borderRadius: 4 }} />
      {goal.targetDate && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Target date: {new Date(`${goal.targetDate}T00:00:00`).toLocaleDateString()}
        </Typography>
      )}
    </>
  );
}
