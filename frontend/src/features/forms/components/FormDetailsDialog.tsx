import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FORM_CATEGORY_LABELS, FORM_FIELD_TYPE_LABELS, FORM_MESSAGES } from '@coachcore/domain';
import type { FormResponseDto, FormSubmissionResponseDto } from '@coachcore/api-client/forms';
import { ClientPicker } from '../../../components/clients/ClientPicker';
import { ListPagination } from '../../../components/ListPagination';
import { useToast } from '../../../components/toast/toast-context';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import {
  useFormsAssignMutation,
  useFormsRecipientsQuery,
  useFormsSubmissionsQuery,
  useFormSubmissionsReviewMutation,
  useLazyFormSubmissionsVerifyQuery,
} from '../api';
import { downloadFile, downloadSubmissionPdf } from '../download-pdf';

interface Props {
  open: boolean;
  onClose: () => void;
  form: FormResponseDto;
}

const SUBMISSIONS_PAGE = 10;
const answerText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : typeof value === 'string' && value ? value : '—');

function SubmissionItem({ submission }: { submission: FormSubmissionResponseDto }) {
  const [review, reviewState] = useFormSubmissionsReviewMutation();
  const [verify, verifyState] = useLazyFormSubmissionsVerifyQuery();
  const [downloading, setDownloading] = useState(false);
  const runWithToasts = useMutationToasts();
  const toast = useToast();
  const download = async () => {
    setDownloading(true);
    try {
      await downloadSubmissionPdf(submission.id);
    } catch {
      toast({ title: 'Error', description: 'Failed to download the PDF', severity: 'error' });
    } finally {
      setDownloading(false);
    }
  };
  const check = verifyState.data && verifyState.originalArgs?.id === submission.id ? verifyState.data : undefined;
  return (
    <Box component="li" aria-label={`Submission of ${submission.clientName}`} sx={{ py: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{submission.clientName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {new Date(submission.submittedAt).toLocaleString()} · version {submission.formVersion}
            {submission.reviewedAt ? ` · reviewed by ${submission.reviewedBy ?? 'staff'}` : ''}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {!submission.reviewedAt && (
            <Button
              size="small"
              disabled={reviewState.isLoading}
              onClick={() =>
                runWithToasts(review({ id: submission.id }).unwrap(), {
                  success: { title: FORM_MESSAGES.reviewed },
                  failure: { fallback: FORM_MESSAGES.reviewFailed },
                })
              }
            >
              Mark Reviewed
            </Button>
          )}
          <Button size="small" disabled={verifyState.isFetching} onClick={() => verify({ id: submission.id })}>
            Verify
          </Button>
          <Button size="small" variant="outlined" disabled={downloading} onClick={download}>
            {downloading ? 'Downloading...' : 'Download PDF'}
          </Button>
        </Stack>
      </Stack>
      <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: { sm: 'minmax(140px, 30%) 1fr' }, columnGap: 2 }}>
        {submission.fields
          .filter((field) => field.type !== 'signature')
          .map((field) => (
            <Box key={field.id} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {field.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, mb: 0.5 }}>
                {field.type === 'file' && submission.responses[field.id] ? (
                  <Button
                    size="small"
                    sx={{ p: 0, minWidth: 0 }}
                    onClick={() =>
                      downloadFile(`/api/form-submissions/${submission.id}/files/${field.id}`, field.label).catch(() =>
                        toast({ title: 'Error', description: 'Failed to download the file', severity: 'error' }),
                      )
                    }
                  >
                    Download file
                  </Button>
                ) : (
                  answerText(submission.responses[field.id])
                )}
              </Typography>
            </Box>
          ))}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', wordBreak: 'break-all' }}>
        SHA-256 {submission.contentHash}
      </Typography>
      {check && (
        <Alert severity={check.valid ? 'success' : 'error'} sx={{ mt: 1 }} data-testid="verify-result">
          {check.valid
            ? 'Verified: the stored submission matches the hash printed on its PDF.'
            : `Changed since it was signed: the content now hashes to ${check.recomputedHash}.`}
        </Alert>
      )}
    </Box>
  );
}

/** A form's details: its fields, who is asked to sign it (unsigned first), assigning it, and its submissions. */
export function FormDetailsDialog({ open, onClose, form }: Props) {
  const [page, setPage] = useState(1);
  const [clientId, setClientId] = useState('');
  const recipients = useFormsRecipientsQuery({ id: form.id }, { skip: !open });
  const submissions = useFormsSubmissionsQuery({ id: form.id, page, limit: SUBMISSIONS_PAGE }, { skip: !open });
  const [assign, assignState] = useFormsAssignMutation();
  const runWithToasts = useMutationToasts();
  const unsigned = (recipients.data ?? []).filter((row) => !row.signed);

  const onAssign = async () => {
    if (!clientId) return;
    const outcome = await runWithToasts(assign({ id: form.id, assignFormDto: { clientId } }).unwrap(), {
      success: { title: FORM_MESSAGES.assigned },
      failure: { fallback: FORM_MESSAGES.assignFailed },
    });
    if (outcome.ok) setClientId('');
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="form-details-title">
      <DialogTitle id="form-details-title">{form.title}</DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
          <Chip size="small" label={FORM_CATEGORY_LABELS[form.category]} />
          <Chip size="small" label={`Version ${form.version}`} />
          {form.isRequired && <Chip size="small" color="warning" label="Required for all clients" />}
          <Chip size="small" color={form.isActive ? 'success' : 'default'} label={form.isActive ? 'Active' : 'Inactive'} />
        </Stack>
        {form.description && <Typography sx={{ mb: 2 }}>{form.description}</Typography>}
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Fields
        </Typography>
        <Box component="ol" sx={{ mt: 0.5 }}>
          {form.fields.map((field) => (
            <li key={field.id}>
              <Typography variant="body2">
                {field.label}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({FORM_FIELD_TYPE_LABELS[field.type]}
                  {field.required ? ', required' : ''}
                  {field.options.length ? `: ${field.options.join(' / ')}` : ''})
                </Typography>
              </Typography>
            </li>
          ))}
        </Box>
        <Divider sx={{ my: 2 }} />
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Not signed yet
        </Typography>
        {!recipients.data ? (
          <Skeleton height={32} />
        ) : unsigned.length === 0 ? (
          <Typography color="text.secondary">
            {recipients.data.length ? FORM_MESSAGES.everyoneSigned : 'No client is asked to sign it yet: assign it below or make it required.'}
          </Typography>
        ) : (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', mt: 1 }}
            aria-label="Clients who have not signed"
            component="ul"
            style={{ listStyle: 'none', padding: 0 }}
          >
            {unsigned.map((row) => (
              <Chip
                component="li"
                key={row.clientId}
                label={row.signedVersion ? `${row.name} (signed v${row.signedVersion})` : row.name}
                color="warning"
                variant="outlined"
              />
            ))}
          </Stack>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, alignItems: { sm: 'flex-start' } }}>
          <ClientPicker value={clientId} onChange={setClientId} label="Assign to client" size="small" activeOnly sx={{ flexGrow: 1 }} />
          <Button variant="outlined" disabled={!clientId || assignState.isLoading} onClick={onAssign}>
            Assign
          </Button>
        </Stack>
        <Divider sx={{ my: 2 }} />
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Submissions
        </Typography>
        {!submissions.currentData ? (
          <Skeleton height={48} />
        ) : submissions.currentData.items.length === 0 ? (
          <Typography color="text.secondary">{FORM_MESSAGES.noSubmissions}</Typography>
        ) : (
          <>
            <Box component="ul" aria-label="Submissions" sx={{ listStyle: 'none', p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
              {submissions.currentData.items.map((submission) => (
                <SubmissionItem key={submission.id} submission={submission} />
              ))}
            </Box>
            <ListPagination page={page} total={submissions.currentData.total} limit={SUBMISSIONS_PAGE} onChange={setPage} label="Submission pages" />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
