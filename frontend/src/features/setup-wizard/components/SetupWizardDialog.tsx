import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import { SETUP_WIZARD_COMPLETE_MESSAGE, SETUP_WIZARD_STEPS, SETUP_WIZARD_TASK_COUNT } from '@coachcore/domain';
import { errorMessage } from '../../../lib/api-error';
import { useSetupWizardTasksQuery, useUsersCompleteOnboardingMutation } from '../api';
import { useToast } from '../../../components/toast/toast-context';
import { markCompleted, recordClose } from '../hooks/wizard-storage';

/**
 * The setup wizard (document 1 section 2.10). Its tasks tick themselves: the server reads each from the business's own
 * data (GET /api/setup-wizard/tasks), asked afresh each time the wizard opens.
 */
export function SetupWizardDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [stepIndex, setStepIndex] = useState(0);
  const status = useSetupWizardTasksQuery(undefined, { refetchOnMountOrArgChange: true });
  const checked = new Set((status.data?.tasks ?? []).filter((task) => task.completed).map((task) => task.key));
  const [completeOnboarding, { isLoading }] = useUsersCompleteOnboardingMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const step = SETUP_WIZARD_STEPS[stepIndex];
  const isLast = stepIndex === SETUP_WIZARD_STEPS.length - 1;
  const allChecked = checked.size === SETUP_WIZARD_TASK_COUNT;

  const dismiss = () => {
    recordClose();
    onClose();
  };

  const complete = async () => {
    try {
      await completeOnboarding().unwrap();
    } catch {
      return; // the spec shows nothing when completing fails; the wizard stays open to try again
    }
    markCompleted();
    toast({ title: 'Welcome to CoachCore!', description: SETUP_WIZARD_COMPLETE_MESSAGE });
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown') dismiss();
      }}
      fullWidth
      maxWidth="md"
      aria-labelledby="setup-wizard-title"
    >
      <DialogTitle id="setup-wizard-title" sx={{ pr: 7 }}>
        Set up your business
        <Typography variant="body2" color="text.secondary">
          A few steps to get CoachCore ready for your clients.
        </Typography>
        <IconButton aria-label="Close setup wizard" onClick={dismiss} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Box sx={{ mb: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Setup progress
            </Typography>
            <Typography variant="body2" data-testid="wizard-progress">
              {status.data ? `${checked.size} of ${SETUP_WIZARD_TASK_COUNT} tasks completed` : 'Checking your setup...'}
            </Typography>
          </Box>
          <LinearProgress
            variant={status.data ? 'determinate' : 'indeterminate'}
            value={(checked.size / SETUP_WIZARD_TASK_COUNT) * 100}
            aria-label="Setup progress"
          />
          {status.isError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {errorMessage(status.error, 'Failed to check your setup')}
            </Alert>
          )}
        </Box>
        <Stepper activeStep={stepIndex} alternativeLabel sx={{ mb: 3, display: { xs: 'none', sm: 'flex' } }} aria-label="Setup steps">
          {SETUP_WIZARD_STEPS.map((s) => (
            <Step key={s.id} completed={s.tasks.every((task) => checked.has(task.id))}>
              <StepLabel>{s.title}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Typography variant="overline" color="text.secondary" data-testid="wizard-step-indicator">
          Step {stepIndex + 1} of {SETUP_WIZARD_STEPS.length}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {step.title}
          </Typography>
          <Chip size="small" label={step.estimatedTime} />
        </Box>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {step.description}
        </Typography>
        <FormGroup>
          {step.tasks.map((task) => (
            <FormControlLabel
              key={task.id}
              // Ticked by the business's data, not by hand: the box shows what the server found.
              control={<Checkbox checked={checked.has(task.id)} disabled={!status.data} readOnly tabIndex={-1} sx={{ pointerEvents: 'none' }} />}
              label={
                <Box data-testid={`wizard-task-${task.id}`} data-done={checked.has(task.id)}>
                  <Typography>{task.title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {task.description}
                  </Typography>
                </Box>
              }
              sx={{ alignItems: 'flex-start', mb: 1, '& .MuiCheckbox-root': { pt: 0.5 } }}
            />
          ))}
        </FormGroup>
        <Button
          variant="outlined"
          sx={{ mt: 1 }}
          onClick={() => {
            onClose();
            navigate(step.route);
          }}
        >
          Go to Setup
        </Button>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={dismiss} color="inherit" sx={{ mr: 'auto' }}>
          Skip setup for now
        </Button>
        <Button onClick={() => setStepIndex(stepIndex - 1)} disabled={stepIndex === 0}>
          Previous
        </Button>
        {isLast ? (
          <Button variant="contained" onClick={() => void complete()} disabled={!allChecked || isLoading}>
            {isLoading ? 'Finishing...' : 'Complete Setup'}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => setStepIndex(stepIndex + 1)}>
            Next
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
