import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import type { GoalResponseDto, GoalStatus } from '@coachcore/api-client';

/** Status chips with text contrast of at least 4.5:1. */
const STATUS_STYLE: Record<GoalStatus, { bg: string; fg: string }> = {
  active: { bg: '#dbeafe', fg: '#1e40af' },
  achieved: { bg: '#dcfce7', fg: '#166534' },
  paused: { bg: '#fef3c7', fg: '#92400e' },
  cancelled: { bg: '#e5e7eb', fg: '#374151' },
};

const STATUS_ACTIONS: Array<{ status: GoalStatus; label: string; showWhen: (current: GoalStatus) => boolean }> = [
  { status: 'achieved', label: 'Mark Achieved', showWhen: (current) => current === 'active' || current === 'paused' },
  { status: 'paused', label: 'Pause', showWhen: (current) => current === 'active' },
  { status: 'cancelled', label: 'Cancel Goal', showWhen: (current) => current === 'active' || current === 'paused' },
  { status: 'active', label: 'Reactivate', showWhen: (current) => current !== 'active' },
];

const formatValue = (value: number | null, unit: string | null) => (value == null ? '—' : `${value}${unit ? ` ${unit}` : ''}`);

interface GoalCardProps {
  goal: GoalResponseDto;
  onUpdateProgress: (goal: GoalResponseDto) => void;
  onChangeStatus: (goal: GoalResponseDto, status: GoalStatus) => void;
  onDelete: (goal: GoalResponseDto) => void;
}

export function GoalCard({ goal, onUpdateProgress, onChangeStatus, onDelete }: GoalCardProps) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const progress = Math.min(100, Math.max(0, goal.progress));
  const menuId = `goal-status-menu-${goal.id}`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={goal.title}
      data-testid="goal-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
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
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 0.5 }}>
        <Button size="small" variant="contained" onClick={() => onUpdateProgress(goal)} aria-label={`Update progress of ${goal.title}`}>
          Update Progress
        </Button>
        <Button
          size="small"
          variant="outlined"
          aria-haspopup="menu"
          aria-controls={menuAnchor ? menuId : undefined}
          aria-expanded={menuAnchor ? 'true' : undefined}
          aria-label={`Change status of ${goal.title}`}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          Status
        </Button>
        <Menu id={menuId} anchorEl={menuAnchor} open={!!menuAnchor} onClose={() => setMenuAnchor(null)}>
          {STATUS_ACTIONS.filter((action) => action.showWhen(goal.status)).map((action) => (
            <MenuItem
              key={action.status}
              onClick={() => {
                setMenuAnchor(null);
                onChangeStatus(goal, action.status);
              }}
            >
              {action.label}
            </MenuItem>
          ))}
        </Menu>
        <Box sx={{ flexGrow: 1 }} />
        <Tooltip title="Delete">
          <IconButton color="error" aria-label={`Delete ${goal.title}`} onClick={() => onDelete(goal)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </CardActions>
    </Card>
  );
}
