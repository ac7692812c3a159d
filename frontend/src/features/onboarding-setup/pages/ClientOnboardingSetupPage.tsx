import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  DEFAULT_ONBOARDING_CONFIG_NAME,
  ONBOARDING_CATEGORY_LABELS,
  ONBOARDING_FIELD_TYPES,
  ONBOARDING_MESSAGES,
  ONBOARDING_OPTION_TYPES,
  ONBOARDING_STEP_CATEGORIES,
  parseOnboardingOptions,
  type OnboardingFieldType,
} from '@coachcore/domain';
import type { OnboardingConfigResponseDto } from '@coachcore/api-client/onboarding';
import { PageHeader } from '../../../components/PageHeader';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useOnboardingCreateMutation, useOnboardingListQuery, useOnboardingUpdateMutation } from '../api';
import { blankField, draftFrom, stepFromCategory, toSaveBody, type DraftField, type DraftStep } from '../setup-form';

const TABS = [
  { value: 'configure', label: 'Configure Steps' },
  { value: 'preview', label: 'Preview Experience' },
  { value: 'manage', label: 'Manage Configurations' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const TYPE_LABELS: Record<OnboardingFieldType, string> = {
  text: 'Text',
  textarea: 'Long Text',
  select: 'Dropdown',
  multiselect: 'Multi-Select',
  checkbox: 'Checkbox',
  number: 'Number',
  date: 'Date',
  file: 'File Upload',
};

function FieldEditor({ field, index, onChange, onDelete }: { field: DraftField; index: number; onChange: (field: DraftField) => void; onDelete: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="onboarding-field">
      <Grid container spacing={1.5} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, sm: 5 }}>
          <TextField
            label={`Field ${index + 1} label`}
            size="small"
            fullWidth
            value={field.label}
            onChange={(e) => onChange({ ...field, label: e.target.value })}
          />
        </Grid>
        <Grid size={{ xs: 7, sm: 3 }}>
          <TextField
            select
            label="Field type"
            size="small"
            fullWidth
            value={field.type}
            onChange={(e) => onChange({ ...field, type: e.target.value as OnboardingFieldType })}
          >
            {ONBOARDING_FIELD_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 3, sm: 3 }}>
          <FormControlLabel
            control={<Switch checked={field.required} onChange={(e) => onChange({ ...field, required: e.target.checked })} />}
            label="Required"
          />
        </Grid>
        <Grid size={{ xs: 2, sm: 1 }}>
          <IconButton aria-label={`Delete field ${field.label || index + 1}`} onClick={onDelete}>
            <DeleteIcon />
          </IconButton>
        </Grid>
        {ONBOARDING_OPTION_TYPES.includes(field.type) && (
          <Grid size={12}>
            <TextField
              label="Options (comma-separated)"
              size="small"
              fullWidth
              value={field.optionsText}
              placeholder="Option 1, Option 2, Option 3"
              onChange={(e) => onChange({ ...field, optionsText: e.target.value })}
            />
          </Grid>
        )}
      </Grid>
    </Paper>
  );
}

function StepEditor({ step, index, onChange, onDelete }: { step: DraftStep; index: number; onChange: (step: DraftStep) => void; onDelete: () => void }) {
  const setField = (key: string, field: DraftField) => onChange({ ...step, fields: step.fields.map((f) => (f.key === key ? field : f)) });
  return (
    <Paper variant="outlined" component="section" aria-label={`Step ${index + 1}: ${step.title}`} sx={{ p: 2 }} data-testid="onboarding-step">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography sx={{ fontWeight: 700, flexGrow: 1 }}>
          Step {index + 1}: {step.title || 'Untitled step'}
        </Typography>
        <Chip size="small" color={step.required ? 'primary' : 'default'} label={step.required ? 'Required' : 'Optional'} />
        <IconButton aria-label={`Delete step ${step.title || index + 1}`} onClick={onDelete}>
          <DeleteIcon />
        </IconButton>
      </Stack>
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Step title" size="small" fullWidth value={step.title} onChange={(e) => onChange({ ...step, title: e.target.value })} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormControlLabel
            control={<Checkbox checked={step.required} onChange={(e) => onChange({ ...step, required: e.target.checked })} />}
            label="Required step"
          />
        </Grid>
        <Grid size={12}>
          <TextField
            label="Step description"
            size="small"
            fullWidth
            value={step.description}
            onChange={(e) => onChange({ ...step, description: e.target.value })}
          />
        </Grid>
      </Grid>
      <Stack spacing={1} sx={{ mt: 1.5 }}>
        {step.fields.map((field, i) => (
          <FieldEditor
            key={field.key}
            field={field}
            index={i}
            onChange={(next) => setField(field.key, next)}
            onDelete={() => onChange({ ...step, fields: step.fields.filter((f) => f.key !== field.key) })}
          />
        ))}
      </Stack>
      <Button startIcon={<AddIcon />} sx={{ mt: 1 }} onClick={() => onChange({ ...step, fields: [...step.fields, blankField()] })}>
        Add Field
      </Button>
    </Paper>
  );
}

function PreviewField({ field }: { field: DraftField }) {
  const label = `${field.label || 'Untitled field'}${field.required ? ' *' : ''}`;
  const options = parseOnboardingOptions(field.optionsText);
  if (field.type === 'checkbox') return <FormControlLabel control={<Checkbox disabled />} label={label} />;
  if (field.type === 'select' || field.type === 'multiselect')
    return (
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mt: 0.5 }}>
          {options.map((option) => (
            <Chip key={option} size="small" variant="outlined" label={option} />
          ))}
        </Stack>
      </Box>
    );
  if (field.type === 'file')
    return (
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Button size="small" variant="outlined" disabled>
          Choose file
        </Button>
      </Box>
    );
  return (
    <TextField
      label={label}
      size="small"
      fullWidth
      disabled
      multiline={field.type === 'textarea'}
      minRows={field.type === 'textarea' ? 2 : undefined}
      type={field.type === 'number' ? 'number' : field.type === 'date' ? 'date' : 'text'}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

export function ClientOnboardingSetupPage() {
  const [tab, setTab] = useState<TabValue>('configure');
  const [configName, setConfigName] = useState(DEFAULT_ONBOARDING_CONFIG_NAME);
  const [steps, setSteps] = useState<DraftStep[]>([]);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const configs = useOnboardingListQuery();
  const [create, creating] = useOnboardingCreateMutation();
  const [update, updating] = useOnboardingUpdateMutation();
  const run = useMutationToasts();
  const saving = creating.isLoading || updating.isLoading;

  const edit = (config: OnboardingConfigResponseDto) => {
    setEditingId(config.id);
    setConfigName(config.configName);
    setSteps(draftFrom(config));
    setProblem(null);
    setTab('configure');
  };

  const startNew = () => {
    setEditingId(null);
    setConfigName(DEFAULT_ONBOARDING_CONFIG_NAME);
    setSteps([]);
    setProblem(null);
  };

  const saveConfig = async () => {
    if (!configName.trim()) return setProblem(ONBOARDING_MESSAGES.configNameRequired);
    if (!steps.length) return setProblem(ONBOARDING_MESSAGES.stepsRequired);
    setProblem(null);
    const body = toSaveBody(configName, steps);
    const outcome = editingId
      ? await run(update({ id: editingId, saveOnboardingConfigDto: body }).unwrap(), {
          success: { title: ONBOARDING_MESSAGES.updated },
          failure: { fallback: ONBOARDING_MESSAGES.saveFailed },
        })
      : await run(create({ saveOnboardingConfigDto: body }).unwrap(), {
          success: { title: ONBOARDING_MESSAGES.saved },
          failure: { fallback: ONBOARDING_MESSAGES.saveFailed },
        });
    if (outcome.ok) edit(outcome.data);
  };

  return (
    <>
      <PageHeader title="Client Onboarding Setup" subtitle="Design the steps a new client completes when they join your portal" />
      <Tabs value={tab} onChange={(_e, value: TabValue) => setTab(value)} aria-label="Onboarding setup" variant="scrollable" sx={{ mb: 3 }}>
        {TABS.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} id={`onboarding-tab-${t.value}`} aria-controls={`onboarding-panel-${t.value}`} />
        ))}
      </Tabs>

      {tab === 'configure' && (
        <Box role="tabpanel" id="onboarding-panel-configure" aria-labelledby="onboarding-tab-configure">
          <Stack spacing={3}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                <TextField label="Configuration Name" fullWidth value={configName} onChange={(e) => setConfigName(e.target.value)} />
                {editingId && (
                  <Button variant="outlined" onClick={startNew} sx={{ whiteSpace: 'nowrap' }}>
                    New Configuration
                  </Button>
                )}
              </Stack>
            </Paper>
            <Box>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                Add Step
              </Typography>
              <Grid container spacing={1.5}>
                {ONBOARDING_STEP_CATEGORIES.map((category) => (
                  <Grid key={category} size={{ xs: 6, sm: 4, md: 2 }}>
                    <Button
                      fullWidth
                      variant="outlined"
                      startIcon={<AddIcon />}
                      onClick={() => setSteps((current) => [...current, stepFromCategory(category)])}
                    >
                      {ONBOARDING_CATEGORY_LABELS[category]}
                    </Button>
                  </Grid>
                ))}
              </Grid>
            </Box>
            {steps.length === 0 ? (
              <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
                <Typography color="text.secondary">No steps added yet. Choose a step category above to add your first step.</Typography>
              </Paper>
            ) : (
              <Stack spacing={2}>
                {steps.map((step, i) => (
                  <StepEditor
                    key={step.key}
                    step={step}
                    index={i}
                    onChange={(next) => setSteps((current) => current.map((s) => (s.key === step.key ? next : s)))}
                    onDelete={() => setSteps((current) => current.filter((s) => s.key !== step.key))}
                  />
                ))}
              </Stack>
            )}
            {problem && <Alert severity="error">{problem}</Alert>}
            <Box>
              <Button
                variant="contained"
                size="large"
                onClick={saveConfig}
                disabled={saving}
                startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}
              >
                {editingId ? 'Update Configuration' : 'Save Configuration'}
              </Button>
            </Box>
          </Stack>
        </Box>
      )}

      {tab === 'preview' && (
        <Box role="tabpanel" id="onboarding-panel-preview" aria-labelledby="onboarding-tab-preview">
          {steps.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
              <Typography color="text.secondary">No steps configured yet. Add steps in Configure Steps to preview the client experience.</Typography>
            </Paper>
          ) : (
            <Stack spacing={2}>
              <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                {configName.trim() || DEFAULT_ONBOARDING_CONFIG_NAME}
              </Typography>
              {steps.map((step, i) => (
                <Paper key={step.key} variant="outlined" sx={{ p: 2 }} component="section" aria-label={`Preview step ${i + 1}`}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Chip color="primary" size="small" label={i + 1} />
                    <Typography sx={{ fontWeight: 700 }}>{step.title}</Typography>
                    <Chip size="small" variant="outlined" label={step.required ? 'Required' : 'Optional'} />
                  </Stack>
                  {step.description && (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      {step.description}
                    </Typography>
                  )}
                  <Stack spacing={1.5} sx={{ mt: 2 }}>
                    {step.fields.map((field) => (
                      <PreviewField key={field.key} field={field} />
                    ))}
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )}
        </Box>
      )}

      {tab === 'manage' && (
        <Box role="tabpanel" id="onboarding-panel-manage" aria-labelledby="onboarding-tab-manage">
          {configs.isError ? (
            <Alert severity="error">Could not load the configurations</Alert>
          ) : !configs.data ? (
            <CircularProgress aria-label="Loading configurations" />
          ) : configs.data.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                No onboarding configurations saved yet. Create your first configuration to welcome new clients.
              </Typography>
              <Button variant="contained" onClick={() => setTab('configure')}>
                Create Configuration
              </Button>
            </Paper>
          ) : (
            <Stack spacing={1.5}>
              {configs.data.map((config) => (
                <Paper key={config.id} variant="outlined" sx={{ p: 2 }} data-testid="onboarding-config">
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
                    <Box sx={{ flexGrow: 1 }}>
                      <Typography sx={{ fontWeight: 700 }}>{config.configName}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {config.steps.length} {config.steps.length === 1 ? 'step' : 'steps'}
                      </Typography>
                    </Box>
                    <Chip size="small" color={config.isActive ? 'success' : 'default'} label={config.isActive ? 'Active' : 'Inactive'} />
                    <Button variant="outlined" onClick={() => edit(config)} aria-label={`Edit ${config.configName}`}>
                      Edit
                    </Button>
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )}
        </Box>
      )}
    </>
  );
}
