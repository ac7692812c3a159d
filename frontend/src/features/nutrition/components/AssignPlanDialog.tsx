import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { NUTRITION_MESSAGES } from '@coachcore/domain';
import type { MealPlanResponseDto } from '@coachcore/api-client';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useClientsListQuery, useMealPlansAssignMutation } from '../api';

const today = () => new Date().toISOString().slice(0, 10);

/** Assign a plan to a client of the business from a start date (the end date defaults to the plan's length). */
export function AssignPlanDialog({ plan, onClose }: { plan: MealPlanResponseDto | null; onClose: () => void }) {
  // Mounted per opening, so the form starts empty each time.
  return plan ? <AssignPlanForm plan={plan} onClose={onClose} /> : null;
}

function AssignPlanForm({ plan, onClose }: { plan: MealPlanResponseDto; onClose: () => void }) {
  const clients = useClientsListQuery({ limit: 200 }, { skip: !plan });
  const [assign, state] = useMealPlansAssignMutation();
  const runWithToasts = useMutationToasts();
  const [clientId, setClientId] = useState('');
  const [startDate, setStartDate] = useState(today());
  const [endDate, setEndDate] = useState('');
  const [errors, setErrors] = useState<{ clientId?: string; startDate?: string; endDate?: string }>({});

  const save = async () => {
    const problems = {
      clientId: clientId ? undefined : 'Client is required',
      startDate: startDate ? undefined : NUTRITION_MESSAGES.startDateRequired,
      endDate: endDate && startDate && endDate < startDate ? NUTRITION_MESSAGES.endBeforeStart : undefined,
    };
    setErrors(problems);
    if (problems.clientId || problems.startDate || problems.endDate) return;
    const outcome = await runWithToasts(assign({ id: plan.id, assignMealPlanDto: { clientId, startDate, endDate: endDate || null } }).unwrap(), {
      success: { title: 'Success', description: NUTRITION_MESSAGES.mealPlanAssigned },
      failure: { fallback: 'Failed to assign meal plan' },
    });
    if (outcome.ok) onClose();
  };

  return (
    <Dialog open={!!plan} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="assign-plan-title">
      <DialogTitle id="assign-plan-title">Assign {plan?.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label="Client"
            required
            value={clientId}
            onChange={(e) => setClientId(e.target.value)}
            error={!!errors.clientId}
            helperText={errors.clientId}
          >
            {(clients.data?.items ?? []).map((client) => (
              <MenuItem key={client.id} value={client.id}>
                {client.firstName} {client.lastName}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Start Date"
            type="date"
            required
            value={startDate}
            onChange={(e) => setStartDate(e.target.value)}
            error={!!errors.startDate}
            helperText={errors.startDate}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="End Date"
            type="date"
            value={endDate}
            onChange={(e) => setEndDate(e.target.value)}
            error={!!errors.endDate}
            helperText={errors.endDate ?? (plan ? `Leave empty for ${plan.duration} days` : undefined)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={state.isLoading}>
          {state.isLoading ? 'Assigning...' : 'Assign Plan'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
