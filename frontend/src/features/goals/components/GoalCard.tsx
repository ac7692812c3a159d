import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import type { GoalResponseDto, GoalStatus } from '@coachcore/api-client/goals';
import { GoalSummary } from '../../../components/goals/GoalSummary';

const STATUS_ACTIONS: Array<{ status: GoalStatus; label: string; showWhen: (current: GoalStatus) => boolean }> = [
  { status: 'achieved', label: 'Mark Achieved', showWhen: (current) => current === 'active' || current === 'paused' },
  { status: 'paused', label: 'Pause', showWhen: (current) => current === 'active' },
  { status: 'cancelled', label: 'Cancel Goal', showWhen: (current) => current === 'active' || current === 'paused' },
  { status: 'active', label: 'Reactivate', showWhen: (current) => current !== 'active' },
];

interface GoalCardProps {
  goal: GoalResponseDto;
  onUpdateProgress: (goal: GoalResponseDto) => void;
  onChangeStatus: (goal: GoalResponseDto, status: GoalStatus) => void;
  onDelete: (goal: GoalResponseDto) => void;
}

export function GoalCard({ goal, onUpdateProgress, onChangeStatus, onDelete }: GoalCardProps) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
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
        <GoalSummary goal={goal} />
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
