import { useCallback, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FORM_CATEGORY_LABELS, FORM_MESSAGES } from '@coachcore/domain';
import type { ClientFormResponseDto } from '@coachcore/api-client/client-portal';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { showServerFieldErrors } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import { useClientPortalFormsGetQuery, useClientPortalFormsSubmitMutation } from '../api';
import { AnswerField } from '../components/AnswerField';
import { SignatureField } from '../components/SignatureField';
import { emptyAnswers, fillFormResolver, toSubmitBody, type FillFormValues } from '../fill-form';

function FillForm({ form }: { form: ClientFormResponseDto }) {
  const resolver = useMemo(() => fillFormResolver(form), [form]);
  const { control, handleSubmit, setError, formState } = useForm<FillFormValues>({ resolver, defaultValues: emptyAnswers(form) });
  const [submit, submitState] = useClientPortalFormsSubmitMutation();
  const runWithToasts = useMutationToasts();
  const signatureField = form.fields.find((field) => field.type === 'signature');

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await runWithToasts(submit({ id: form.id, submitFormDto: toSubmitBody(form, values) }).unwrap(), {
      success: { title: FORM_MESSAGES.submitted },
      failure: { fallback: FORM_MESSAGES.submitFailed },
    });
    if (!outcome.ok) showServerFieldErrors(outcome.error, values, setError);
  });
  const onSignature = useCallback((field: { onChange: (value: string) => void }) => field.onChange, []);

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={onSubmit} aria-label={form.title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2.5}>
        {form.fields
          .filter((field) => field.type !== 'signature')
          .map((field) => (
            <AnswerField key={field.id} field={field} control={control} formId={form.id} />
          ))}
        {signatureField && (
          <Controller
            control={control}
            name="signature"
            render={({ field, fieldState }) => (
              <SignatureField label={signatureField.label} required={signatureField.required} error={fieldState.error?.message} onChange={onSignature(field)} />
            )}
          />
        )}
        {formState.isSubmitted && !formState.isValid && <Alert severity="warning">Some answers need your attention.</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={submitState.isLoading} fullWidth>
          {submitState.isLoading ? 'Submitting...' : signatureField ? 'Sign and Submit' : 'Submit'}
        </Button>
      </Stack>
    </Paper>
  );
}

/** One form to fill in and sign on the portal (/client/forms/:formId), laid out for a phone first. */
export function ClientFormPage() {
  const { formId = '' } = useParams();
  const { data: form, isLoading, isError, error } = useClientPortalFormsGetQuery({ id: formId });
  if (isLoading) return <PageSpinner label="Loading the form" />;
  if (isError || !form) return <Alert severity="error">{errorMessage(error, FORM_MESSAGES.notFound)}</Alert>;

  return (
    <>
      <Link component={RouterLink} to="/client/forms" sx={{ display: 'inline-block', mb: 1 }}>
        ← All forms
      </Link>
      <PageHeader title={form.title} subtitle={`${FORM_CATEGORY_LABELS[form.category]}${form.version > 1 ? ` · version ${form.version}` : ''}`} />
      {form.description && <Typography sx={{ mb: 2 }}>{form.description}</Typography>}
      {form.status === 'completed' ? (
        <Alert severity="success" data-testid="form-completed">
          You submitted this form on {new Date(form.submittedAt!).toLocaleString()}. Your coach has a signed copy.
        </Alert>
      ) : (
        <FillForm key={`${form.id}-${form.version}`} form={form} />
      )}
    </>
  );
}
