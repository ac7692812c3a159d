import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { GoalResponseDto } from '@coachcore/api-client';

interface ProgressDialogProps {
  goal: GoalResponseDto | undefined;
  saving: boolean;
  onSave: (goal: GoalResponseDto, currentValue: number | null) => void;
  onClose: () => void;
}

export function ProgressDialog({ goal, saving, onSave, onClose }: ProgressDialogProps) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Another goal (or a saved one) starts from its own current value; adjusted while rendering, not in an effect.
  const [shownGoal, setShownGoal] = useState<GoalResponseDto | undefined>();
  if (goal !== shownGoal) {
    setShownGoal(goal);
    setValue(goal?.currentValue == null ? '' : String(goal.currentValue));
    setProblem(null);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!goal) return;
    if (value.trim() !== '' && !Number.isFinite(Number(value))) {
      setProblem('Current value must be a number');
      return;
    }
    onSave(goal, value.trim() === '' ? null : Number(value));
  };

  return (
    <Dialog open={!!goal} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="progress-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="progress-dialog-title">Update Progress</DialogTitle>
        <DialogContent>
          <TextField
            label={`Current Value${goal?.unit ? ` (${goal.unit})` : ''}`}
            type="number"
            fullWidth
            autoFocus
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={!!problem}
            helperText={problem ?? (goal?.targetValue != null ? `Target: ${goal.targetValue}${goal.unit ? ` ${goal.unit}` : ''}` : undefined)}
            slotProps={{ htmlInput: { step: 'any' } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving...' : 'Save Progress'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
