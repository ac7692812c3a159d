import { useEffect } from 'react';
import { useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  AUTOMATION_ACTION_LABELS,
  AUTOMATION_ACTIONS,
  AUTOMATION_FORM_KINDS,
  AUTOMATION_MESSAGES,
  AUTOMATION_TRIGGER_LABELS,
  AUTOMATION_TRIGGERS,
  AUTOMATION_UNDELAYED_ACTIONS,
  AUTOMATION_UNSUPPORTED_ACTIONS,
  FORM_CATEGORY_LABELS,
  LIST_PAGES,
  WORKOUT_PAGE,
} from '@coachcore/domain';
import type { AutomationResponseDto } from '@coachcore/api-client/automations';
import { FormDialog, FormSelectField, FormTextField, formMessage, showServerFieldErrors } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useAutomationsCreateMutation, useAutomationsUpdateMutation, useCommunitiesListQuery, useWorkoutsListQuery } from '../api';
import { automationFormResolver, EMPTY_AUTOMATION_FORM, emptyAction, toAutomationBody, toAutomationForm, type AutomationFormValues } from '../automation-form';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Edits this automation; creates a new one when left out. */
  automation?: AutomationResponseDto;
}

const TRIGGER_OPTIONS = AUTOMATION_TRIGGERS.map((value) => ({ value, label: AUTOMATION_TRIGGER_LABELS[value] }));
// Every action of document 3; the ones automations cannot run say why instead of being offered.
const ACTION_OPTIONS = AUTOMATION_ACTIONS.map((value) => ({
  value,
  label: AUTOMATION_UNSUPPORTED_ACTIONS[value] ? `${AUTOMATION_ACTION_LABELS[value]} (not available)` : AUTOMATION_ACTION_LABELS[value],
}));

const FORM_OPTIONS = AUTOMATION_FORM_KINDS.map((value) => ({ value, label: FORM_CATEGORY_LABELS[value] }));

/** The business's workouts to choose from (the first page: a business keeps far fewer than the page holds). */
function WorkoutField({ control, index }: { control: Control<AutomationFormValues>; index: number }) {
  const { data } = useWorkoutsListQuery({ page: 1, limit: WORKOUT_PAGE.maxLimit });
  const options = (data?.items ?? []).map((workout) => ({ value: workout.id, label: workout.name }));
  return (
    <FormSelectField
      control={control}
      name={`actions.${index}.workoutId`}
      label="Workout"
      options={options}
      emptyOption="Choose a workout"
      size="small"
      required
    />
  );
}

/** The business's communities to choose from (the first page: a business keeps far fewer than the page holds). */
function CommunityField({ control, index }: { control: Control<AutomationFormValues>; index: number }) {
  const { data } = useCommunitiesListQuery({ page: 1, limit: LIST_PAGES.communities.maxLimit });
  const options = (data?.items ?? []).map((community) => ({ value: community.id, label: community.name }));
  return (
    <FormSelectField
      control={control}
      name={`actions.${index}.communityId`}
      label="Community"
      options={options}
      emptyOption="Choose a community"
      size="small"
      required
    />
  );
}

function ActionRow({ control, index, onRemove }: { control: Control<AutomationFormValues>; index: number; onRemove: () => void }) {
  const type = useWatch({ control, name: `actions.${index}.type` });
  return (
    <Paper variant="outlined" component="li" aria-label={`Action ${index + 1}`} sx={{ p: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormSelectField control={control} name={`actions.${index}.type`} label="Action" options={ACTION_OPTIONS} size="small" sx={{ minWidth: 220 }} />
        {!AUTOMATION_UNDELAYED_ACTIONS.includes(type) && (
          <FormTextField
            control={control}
            name={`actions.${index}.delay`}
            label="Delay (hours)"
            size="small"
            type="number"
            slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
            sx={{ width: { sm: 150 } }}
          />
        )}
        <IconButton aria-label={`Remove action ${index + 1}`} onClick={onRemove} sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}>
          <DeleteOutlineIcon />
        </IconButton>
      </Stack>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {type === 'send_email' && <FormTextField control={control} name={`actions.${index}.subject`} label="Subject" size="small" required />}
        {['send_email', 'send_sms', 'notify_staff', 'send_app_download', 'request_review'].includes(type) && (
          <FormTextField
            control={control}
            name={`actions.${index}.message`}
            label={['send_app_download', 'request_review'].includes(type) ? 'Message (optional)' : 'Message'}
            helperText="{firstName}, {lastName}, {clientName} and {businessName} are filled in for each client."
            size="small"
            multiline
            minRows={2}
            required={['send_email', 'send_sms', 'notify_staff'].includes(type)}
          />
        )}
        {type === 'request_review' && <FormTextField control={control} name={`actions.${index}.reviewUrl`} label="Review link (optional)" size="small" />}
        {type === 'send_form' && (
          <FormSelectField
            control={control}
            name={`actions.${index}.form`}
            label="Form"
            options={FORM_OPTIONS}
            emptyOption="Choose the form"
            size="small"
            required
          />
        )}
        {type === 'assign_workout' && <WorkoutField control={control} index={index} />}
        {type === 'add_to_community' && <CommunityField control={control} index={index} />}
        {type === 'wait' && (
          <FormTextField
            control={control}
            name={`actions.${index}.hours`}
            label="Wait (hours)"
            size="small"
            type="number"
            slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
            required
          />
        )}
      </Stack>
    </Paper>
  );
}

/** Create Automation and Edit Automation: name, description, trigger and the actions with their settings and delays. */
export function AutomationDialog({ open, onClose, automation }: Props) {
  const [create, createState] = useAutomationsCreateMutation();
  const [update, updateState] = useAutomationsUpdateMutation();
  const runWithToasts = useMutationToasts();
  const start = automation ? toAutomationForm(automation) : EMPTY_AUTOMATION_FORM;
  const { control, handleSubmit, reset, setError, formState } = useForm<AutomationFormValues>({ resolver: automationFormResolver, defaultValues: start });
  const actions = useFieldArray({ control, name: 'actions' });
  useEffect(() => {
    if (open) reset(automation ? toAutomationForm(automation) : EMPTY_AUTOMATION_FORM);
  }, [open, automation, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const body = toAutomationBody(values, automation?.trigger.type === values.trigger ? automation.trigger.conditions : {});
    const outcome = automation
      ? await runWithToasts(update({ id: automation.id, updateAutomationDto: body }).unwrap(), {
          success: { title: AUTOMATION_MESSAGES.updated },
          failure: { fallback: AUTOMATION_MESSAGES.updateFailed },
        })
      : await runWithToasts(create({ createAutomationDto: body }).unwrap(), {
          success: { title: AUTOMATION_MESSAGES.created },
          failure: { fallback: AUTOMATION_MESSAGES.createFailed },
        });
    if (!outcome.ok) return showServerFieldErrors(outcome.error, values, setError);
    onClose();
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={automation ? 'Edit Automation' : 'Create Automation'}
      titleId="automation-dialog-title"
      onSubmit={onSubmit}
      pending={createState.isLoading || updateState.isLoading}
      pendingLabel="Saving..."
      submitLabel={automation ? 'Save Changes' : 'Create Automation'}
      error={formMessage(formState.errors)}
      maxWidth="md"
    >
      <FormTextField control={control} name="name" label="Name" autoComplete="off" required autoFocus />
      <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
      <FormSelectField control={control} name="trigger" label="Trigger" options={TRIGGER_OPTIONS} emptyOption="Choose a trigger" required />
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          Actions
        </Typography>
        <Stack component="ul" spacing={1} aria-label="Actions" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {actions.fields.map((row, index) => (
            <ActionRow key={row.id} control={control} index={index} onRemove={() => actions.remove(index)} />
          ))}
        </Stack>
        <Button startIcon={<AddIcon />} onClick={() => actions.append(emptyAction())} sx={{ mt: 1 }}>
          Add Action
        </Button>
      </Box>
    </FormDialog>
  );
}
