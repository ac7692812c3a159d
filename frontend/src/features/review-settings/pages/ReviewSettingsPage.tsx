import { useEffect, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ReviewSettingsResponseDto } from '@coachcore/api-client/review-settings';
import { REVIEW_LIMITS, REVIEW_MESSAGES, REVIEW_STEPS, validateReviewSettings } from '@coachcore/domain';
import { domainResolver, FormTextField, showServerFieldErrors } from '../../../components/form';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import { useReviewSettingsGetQuery, useReviewSettingsUpdateMutation } from '../api';

interface Values {
  businessName: string;
  businessAddress: string;
  businessPhone: string;
  businessWebsite: string;
  googleMyBusinessUrl: string;
  facebookPageUrl: string;
  yelpBusinessUrl: string;
  reviewCollectionEnabled: boolean;
  autoFeedbackEnabled: boolean;
  feedbackDelayHours: string;
}

const TEXT_FIELDS = [
  'businessName',
  'businessAddress',
  'businessPhone',
  'businessWebsite',
  'googleMyBusinessUrl',
  'facebookPageUrl',
  'yelpBusinessUrl',
] as const;

const EMPTY: Values = {
  businessName: '',
  businessAddress: '',
  businessPhone: '',
  businessWebsite: '',
  googleMyBusinessUrl: '',
  facebookPageUrl: '',
  yelpBusinessUrl: '',
  reviewCollectionEnabled: true,
  autoFeedbackEnabled: true,
  feedbackDelayHours: String(REVIEW_LIMITS.feedbackDelayHours.default),
};

const toValues = (settings: ReviewSettingsResponseDto): Values =>
  ({
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, settings[field] ?? ''])),
    reviewCollectionEnabled: settings.reviewCollectionEnabled,
    autoFeedbackEnabled: settings.autoFeedbackEnabled,
    feedbackDelayHours: String(settings.feedbackDelayHours),
  }) as Values;

const resolver = domainResolver<Values>((values) => validateReviewSettings(values));

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * Review & Feedback Settings (/review-settings): the business's details and review pages, and how clients are asked
 * for feedback after a completed session (document 2). The form takes the server's values once they load, while the
 * business name is still empty.
 */
export function ReviewSettingsPage() {
  const query = useReviewSettingsGetQuery();
  const [save, { isLoading: saving }] = useReviewSettingsUpdateMutation();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit, reset, getValues, setError } = useForm<Values>({ resolver, defaultValues: EMPTY });
  const autoFeedback = useWatch({ control, name: 'autoFeedbackEnabled' });
  const initialised = useRef(false);

  useEffect(() => {
    if (!query.data || initialised.current) return;
    if (getValues('businessName')) return;
    initialised.current = true;
    reset(toValues(query.data));
  }, [query.data, getValues, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await runWithToasts(
      save({
        reviewSettingsDto: {
          ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, values[field].trim() || null])),
          reviewCollectionEnabled: values.reviewCollectionEnabled,
          autoFeedbackEnabled: values.autoFeedbackEnabled,
          feedbackDelayHours: Number(values.feedbackDelayHours),
        },
      }).unwrap(),
      {
        success: { title: REVIEW_MESSAGES.savedTitle, description: REVIEW_MESSAGES.saved },
        failure: { title: REVIEW_MESSAGES.failedTitle, fallback: REVIEW_MESSAGES.failed },
      },
    );
    if (!outcome.ok) showServerFieldErrors(outcome.error, values, setError);
  });

  if (query.isLoading) return <PageSpinner label="Loading review settings" />;
  return (
    <>
      <PageHeader title="Review & Feedback Settings" subtitle="How and when clients are asked for feedback, and where happy clients leave reviews." />
      {query.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(query.error, REVIEW_MESSAGES.failed)}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate aria-label="Review settings">
            <Section title="Business Information">
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField control={control} name="businessName" label="Business Name" autoComplete="organization" />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField control={control} name="businessPhone" label="Business Phone" type="tel" autoComplete="tel" />
                </Grid>
                <Grid size={12}>
                  <FormTextField control={control} name="businessAddress" label="Business Address" autoComplete="street-address" />
                </Grid>
                <Grid size={12}>
                  <FormTextField control={control} name="businessWebsite" label="Business Website" type="url" placeholder="https://" />
                </Grid>
              </Grid>
            </Section>
            <Section title="Review Platform URLs">
              <Stack spacing={2}>
                <FormTextField control={control} name="googleMyBusinessUrl" label="Google My Business URL" type="url" placeholder="https://g.page/r/..." />
                <FormTextField control={control} name="facebookPageUrl" label="Facebook Page URL" type="url" placeholder="https://facebook.com/..." />
                <FormTextField control={control} name="yelpBusinessUrl" label="Yelp Business URL" type="url" placeholder="https://www.yelp.com/biz/..." />
              </Stack>
            </Section>
            <Section title="Feedback Collection Settings">
              <Stack spacing={1}>
                <Controller
                  control={control}
                  name="reviewCollectionEnabled"
                  render={({ field }) => (
                    <FormControlLabel
                      control={<Switch checked={field.value} onChange={(_e, checked) => field.onChange(checked)} />}
                      label="Review collection (ask 4-5 star raters for a public review)"
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="autoFeedbackEnabled"
                  render={({ field }) => (
                    <FormControlLabel
                      control={<Switch checked={field.value} onChange={(_e, checked) => field.onChange(checked)} />}
                      label="Automatic feedback requests after completed sessions"
                    />
                  )}
                />
                {autoFeedback && (
                  <FormTextField
                    control={control}
                    name="feedbackDelayHours"
                    label="Feedback Delay (hours)"
                    type="number"
                    helperText="Hours after a session is completed before the feedback request is sent (0-72)."
                    slotProps={{ htmlInput: { min: REVIEW_LIMITS.feedbackDelayHours.min, max: REVIEW_LIMITS.feedbackDelayHours.max, step: 1 } }}
                    sx={{ maxWidth: 280 }}
                  />
                )}
              </Stack>
            </Section>
            <div>
              <Button type="submit" variant="contained" disabled={saving} sx={{ minHeight: 44 }}>
                {saving ? 'Saving...' : 'Save Settings'}
              </Button>
            </div>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Section title="How Review Collection Works">
            <Stack component="ol" spacing={2} sx={{ pl: 0, m: 0, listStyle: 'none' }}>
              {REVIEW_STEPS.map((step, index) => (
                <Stack component="li" key={step.title} direction="row" spacing={1.5}>
                  <Typography
                    aria-hidden
                    sx={{
                      fontWeight: 700,
                      width: 28,
                      height: 28,
                      borderRadius: '50%',
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      display: 'grid',
                      placeItems: 'center',
                      flexShrink: 0,
                    }}
                  >
                    {index + 1}
                  </Typography>
                  <div>
                    <Typography sx={{ fontWeight: 600 }}>{step.title}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {step.text}
                    </Typography>
                  </div>
                </Stack>
              ))}
            </Stack>
          </Section>
        </Grid>
      </Grid>
    </>
  );
}
