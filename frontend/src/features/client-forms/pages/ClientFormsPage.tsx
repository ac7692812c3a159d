import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FORM_CATEGORY_LABELS, FORM_MESSAGES } from '@coachcore/domain';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api-error';
import { useClientPortalFormsListQuery } from '../api';

/** The client's forms (/client/forms): outstanding ones first, each opening its page to fill in and sign. */
export function ClientFormsPage() {
  const { data, isError, error } = useClientPortalFormsListQuery();
  return (
    <>
      <PageHeader title="Forms" subtitle="Waivers and questionnaires your coach asks you to fill in." />
      {isError ? (
        <Alert severity="error">{errorMessage(error, FORM_MESSAGES.fetchFailed)}</Alert>
      ) : !data ? (
        <Skeleton variant="rounded" height={80} />
      ) : data.length === 0 ? (
        <EmptyState text={FORM_MESSAGES.noOutstanding} />
      ) : (
        <Stack component="ul" spacing={1} aria-label="Your forms" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((form) => (
            <Paper key={form.id} component="li" variant="outlined" sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Stack sx={{ flexGrow: 1, minWidth: 180 }} spacing={0.5}>
                <Typography sx={{ fontWeight: 600 }}>{form.title}</Typography>
                <Stack direction="row" spacing={1}>
                  <Chip size="small" label={FORM_CATEGORY_LABELS[form.category]} />
                  <Chip
                    size="small"
                    color={form.status === 'outstanding' ? 'warning' : 'success'}
                    label={form.status === 'outstanding' ? 'To do' : 'Completed'}
                  />
                </Stack>
              </Stack>
              <Button component={RouterLink} to={`/client/forms/${form.id}`} variant={form.status === 'outstanding' ? 'contained' : 'text'}>
                {form.status === 'outstanding' ? 'Fill In' : 'View'}
              </Button>
            </Paper>
          ))}
        </Stack>
      )}
    </>
  );
}
