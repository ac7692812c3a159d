import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ONBOARDING_MESSAGES, validateOnboardingStep } from '@coachcore/domain';
import type { ClientOnboardingResponseDto, OnboardingFieldResponseDto, OnboardingStepResponseDto } from '@coachcore/api-client/client-portal';
import { PageHeader } from '../../../components/PageHeader';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage, fieldErrors } from '../../../lib/api-error';
import {
  useClientOnboardingUploadFileMutation,
  useClientPortalOnboardingCompleteMutation,
  useClientPortalOnboardingGetQuery,
  useClientPortalOnboardingSaveStepMutation,
} from '../api';

type Answers = Record<string, unknown>;

/** The saved answers of one step, as the inputs hold them (numbers as text). */
function answersOf(state: ClientOnboardingResponseDto, step: OnboardingStepResponseDto): Answers {
  const own = state.answers.filter((answer) => answer.stepId === step.id);
  return Object.fromEntries(
    step.fields
      .filter((f) => f.type !== 'file')
      .map((f) => {
        const saved = own.find((answer) => answer.fieldId === f.id)?.value;
        return [
          f.id,
          f.type === 'number' && typeof saved === 'number' ? String(saved) : (saved ?? (f.type === 'multiselect' ? [] : f.type === 'checkbox' ? false : '')),
        ];
      }),
  );
}

function FieldInput({
  field,
  value,
  error,
  uploadedName,
  onChange,
  onUpload,
}: {
  field: OnboardingFieldResponseDto;
  value: unknown;
  error?: string;
  uploadedName?: string;
  onChange: (value: unknown) => void;
  onUpload: (file: File) => void;
}) {
  const label = `${field.label}${field.required ? ' *' : ''}`;
  if (field.type === 'checkbox')
    return (
      <FormControl error={!!error}>
        <FormControlLabel control={<Checkbox checked={value === true} onChange={(e) => onChange(e.target.checked)} />} label={label} />
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
    );
  if (field.type === 'multiselect') {
    const chosen = Array.isArray(value) ? (value as string[]) : [];
    return (
      <FormControl error={!!error} component="fieldset">
        <FormLabel component="legend">{label}</FormLabel>
        <FormGroup>
          {field.options.map((option) => (
            <FormControlLabel
              key={option}
              control={
                <Checkbox
                  checked={chosen.includes(option)}
                  onChange={(e) => onChange(e.target.checked ? [...chosen, option] : chosen.filter((x) => x !== option))}
                />
              }
              label={option}
            />
          ))}
        </FormGroup>
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
    );
  }
  if (field.type === 'select')
    return (
      <TextField
        select
        label={label}
        fullWidth
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value)}
        error={!!error}
        helperText={error}
      >
        <MenuItem value="">
          <em>Choose...</em>
        </MenuItem>
        {field.options.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
    );
  if (field.type === 'file')
    return (
      <FormControl error={!!error}>
        <FormLabel>{label}</FormLabel>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
          <Button variant="outlined" component="label">
            {uploadedName ? 'Replace file' : 'Choose file'}
            <input
              hidden
              type="file"
              accept="image/*,application/pdf"
              aria-label={field.label}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) onUpload(file);
                e.target.value = '';
              }}
            />
          </Button>
          <Typography variant="body2" color="text.secondary">
            {uploadedName ?? 'No file uploaded'}
          </Typography>
        </Stack>
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
    );
  return (
    <TextField
      label={label}
      fullWidth
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error}
      placeholder={field.placeholder ?? undefined}
      multiline={field.type === 'textarea'}
      minRows={field.type === 'textarea' ? 3 : undefined}
      type={field.type === 'number' ? 'number' : field.type === 'date' ? 'date' : 'text'}
      slotProps={field.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
    />
  );
}

export function ClientOnboardingPage() {
  const { data, isError, error } = useClientPortalOnboardingGetQuery();
  const [index, setIndex] = useState(0);
  const step = data?.steps[index];

  if (isError) return <Alert severity="error">{errorMessage(error, 'Could not load your onboarding')}</Alert>;
  if (!data) return <CircularProgress aria-label="Loading your onboarding" />;

  if (data.onboardingCompleted)
    return (
      <>
        <PageHeader title="Onboarding complete" />
        <Alert severity="success" sx={{ mb: 2 }}>
          {ONBOARDING_MESSAGES.completed}. Thank you: your coach now has everything needed to plan your program.
        </Alert>
        <Button component={RouterLink} to="/client" variant="contained">
          Go to my dashboard
        </Button>
      </>
    );

  if (!data.configId || !step)
    return (
      <>
        <PageHeader title="Onboarding" />
        <Typography color="text.secondary">{ONBOARDING_MESSAGES.noActiveConfig}.</Typography>
      </>
    );

  // Keyed by the step: its saved answers are the form's starting values each time it is shown.
  return <StepForm key={step.id} state={data} step={step} index={index} onMove={setIndex} />;
}

/** One step's form: its answers, the server's messages beside the fields, Back / Skip / Save & Continue. */
function StepForm({
  state: data,
  step,
  index,
  onMove: setIndex,
}: {
  state: ClientOnboardingResponseDto;
  step: OnboardingStepResponseDto;
  index: number;
  onMove: (index: number) => void;
}) {
  const [answers, setAnswers] = useState<Answers>(() => answersOf(data, step));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saveStep, saving] = useClientPortalOnboardingSaveStepMutation();
  const [complete, completing] = useClientPortalOnboardingCompleteMutation();
  const [upload] = useClientOnboardingUploadFileMutation();
  const run = useMutationToasts();

  const uploaded = useMemo(() => {
    const map = new Map<string, string>();
    for (const answer of data.answers) {
      if (answer.stepId === step.id && answer.responseId && answer.value && typeof answer.value === 'object' && 'fileName' in answer.value)
        map.set(answer.fieldId, String((answer.value as { fileName: string }).fileName));
    }
    return map;
  }, [data, step]);

  const last = index === data.steps.length - 1;
  const skippable = !step.required;

  const next = async () => {
    const local = validateOnboardingStep(step, answers, new Set(uploaded.keys()));
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      await saveStep({ stepId: step.id, saveOnboardingStepDto: { responses: answers as Record<string, string | number | boolean | string[]> } }).unwrap();
    } catch (err) {
      const byField = Object.fromEntries(fieldErrors(err).map((e) => [e.field.replace(/^responses\./, ''), e.message]));
      setErrors(byField);
      setProblem(errorMessage(err, 'Could not save this step'));
      return;
    }
    if (last) await finish();
    else setIndex(index + 1);
  };

  const finish = async () => {
    const outcome = await run(complete().unwrap(), {
      success: { title: ONBOARDING_MESSAGES.completed },
      failure: { fallback: 'Could not complete onboarding', inlineOnly: true },
    });
    if (!outcome.ok) setProblem(outcome.message);
  };

  return (
    <>
      <PageHeader title={data.configName ?? 'Onboarding'} subtitle="Tell your coach about yourself so your program fits you" />
      <Typography variant="body2" color="text.secondary">
        Step {index + 1} of {data.steps.length}
      </Typography>
      <LinearProgress variant="determinate" value={((index + 1) / data.steps.length) * 100} sx={{ my: 1.5 }} aria-label="Onboarding progress" />
      <Paper variant="outlined" component="section" aria-labelledby="onboarding-step-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="onboarding-step-title" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          {step.title}
        </Typography>
        {step.description && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {step.description}
          </Typography>
        )}
        <Stack spacing={2.5} sx={{ mt: 2.5 }}>
          {step.fields.map((field) => (
            <FieldInput
              key={field.id}
              field={field}
              value={answers[field.id]}
              error={errors[field.id]}
              uploadedName={uploaded.get(field.id)}
              onChange={(value) => setAnswers((current) => ({ ...current, [field.id]: value }))}
              onUpload={(file) =>
                void run(upload({ stepId: step.id, fieldId: field.id, file }).unwrap(), {
                  success: { title: 'File uploaded' },
                  failure: { fallback: 'Upload failed' },
                })
              }
            />
          ))}
          {step.fields.length === 0 && <Typography color="text.secondary">Nothing to fill in here: continue to the next step.</Typography>}
        </Stack>
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1.5, mt: 3, flexWrap: 'wrap' }}>
          <Button variant="outlined" disabled={index === 0} onClick={() => setIndex(index - 1)}>
            Back
          </Button>
          {skippable && !last && (
            <Button onClick={() => setIndex(index + 1)} aria-label="Skip this step">
              Skip
            </Button>
          )}
          {skippable && last && <Button onClick={finish}>Skip and finish</Button>}
          <Box sx={{ flexGrow: 1 }} />
          <Button
            variant="contained"
            onClick={next}
            disabled={saving.isLoading || completing.isLoading}
            startIcon={saving.isLoading || completing.isLoading ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {last ? 'Complete Onboarding' : 'Save & Continue'}
          </Button>
        </Box>
      </Paper>
    </>
  );
}
