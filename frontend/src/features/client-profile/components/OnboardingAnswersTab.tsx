import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OnboardingAnswerDto } from '@coachcore/api-client/onboarding';
import { useClientOnboardingAnswersAnswersQuery } from '../onboarding-api';
import { errorMessage } from '../../../lib/api-error';

function show(answer: OnboardingAnswerDto | undefined, clientId: string): React.ReactNode {
  const value = answer?.value;
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return <em>Not answered</em>;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object' && answer?.responseId)
    return (
      <Link href={`/api/clients/${clientId}/onboarding/files/${answer.responseId}`} download>
        {String((value as { fileName?: string }).fileName ?? 'Download file')}
      </Link>
    );
  return String(value);
}

/** The client's onboarding answers, by configuration and step, with whether (and when) they completed it. */
export function OnboardingAnswersTab({ clientId }: { clientId: string }) {
  const { data, isError, error } = useClientOnboardingAnswersAnswersQuery({ id: clientId });
  if (isError) return <Alert severity="error">{errorMessage(error, 'Could not load the onboarding answers')}</Alert>;
  if (!data) return <CircularProgress aria-label="Loading onboarding answers" />;
  return (
    <Stack spacing={2} data-testid="onboarding-answers">
      <Box>
        {data.onboardingCompleted ? (
          <Chip color="success" label={`Onboarding completed ${data.onboardingCompletedAt ? new Date(data.onboardingCompletedAt).toLocaleDateString() : ''}`} />
        ) : (
          <Chip label="Onboarding not completed" />
        )}
      </Box>
      {data.configs.length === 0 && <Typography color="text.secondary">No onboarding answers yet.</Typography>}
      {data.configs.map((config) => (
        <Paper key={config.configId} variant="outlined" sx={{ p: 2 }}>
          <Typography sx={{ fontWeight: 700, mb: 1 }}>{config.configName}</Typography>
          <Stack spacing={2}>
            {config.steps.map((step) => (
              <Box key={step.id} component="section" aria-label={step.title}>
                <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {step.title}
                </Typography>
                <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, columnGap: 2, rowGap: 0.5 }}>
                  {step.fields.map((field) => (
                    <Box key={field.id} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {field.label}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                        {show(
                          config.answers.find((a) => a.stepId === step.id && a.fieldId === field.id),
                          clientId,
                        )}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              </Box>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
